import { ApiError, unwrap } from '@portal/sdk/client';
import { propertiesQueries } from '@portal/sdk/queries';
import type { ListingImageGridValue } from '@portal/ui/ListingImageGrid/ListingImageGrid.tsx';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { uploadListingImages } from '../../../../../components/rental/listingImageUploads.ts';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  RecordNotFound,
  stringifyIdParam,
} from '../../../../../components/routeSupport.tsx';
import { ListingFormView } from '../../../../../screens/admin/ListingForm/ListingFormView.tsx';
import {
  emptyListingForm,
  imageChanges,
  type ListingFormValues,
  listingInputFrom,
} from '../../../../../screens/admin/ListingForm/listingForm.ts';

/** /admin/listing/add/{propertyId}: a new listing with its images (rental spec 2.3). */
export const Route = createFileRoute('/_admin/admin/listing/add/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  notFoundComponent: RecordNotFound,
  loader: ({ context: { queryClient, api }, params: { id } }) =>
    queryClient.ensureQueryData(propertiesQueries.getProperty(api, { path: { id } })).catch(notFoundOn404),
  errorComponent: loadFailure('Could Not Load Properties.'),
  component: NewListingPage,
});

class ImageUploadError extends Error {
  constructor(
    readonly listingId: number,
    cause: unknown,
  ) {
    super(cause instanceof ApiError || cause instanceof Error ? cause.message : 'The upload failed.');
  }
}

function NewListingPage() {
  const { id: propertyId } = Route.useParams();
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const { data: property } = useSuspenseQuery(
    propertiesQueries.getProperty(api, { path: { id: propertyId } }),
  );
  const create = useMutation({
    mutationFn: async ({ values, images }: { values: ListingFormValues; images: ListingImageGridValue }) => {
      // The listing first, then its images against the returned id (rental spec 7).
      const listing = unwrap(
        await api.POST('/propertyListing', { body: listingInputFrom(values, propertyId) }),
      );
      try {
        await uploadListingImages(api, listing.id, imageChanges([], images.images, []).uploads);
      } catch (error) {
        throw new ImageUploadError(listing.id, error);
      }
      return listing;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['listings'], refetchType: 'all' });
      toaster.show('Listing Saved', 'success');
      await navigate({ to: '/admin/property/$id', params: { id: propertyId } });
    },
    onError: async (error) => {
      // The listing exists: continue on its edit page rather than create it twice.
      if (error instanceof ImageUploadError) {
        await queryClient.invalidateQueries({ queryKey: ['listings'] });
        toaster.show(`Listing Saved, but an image could not be uploaded: ${error.message}`, 'error');
        await navigate({ to: '/admin/listing/edit/$id', params: { id: error.listingId } });
      }
    },
  });

  return (
    <ListingFormView
      mode="create"
      property={property}
      initialValues={emptyListingForm}
      onSubmit={async (values, images) => {
        await create.mutateAsync({ values, images });
      }}
      error={create.error?.message}
      backHref={`/admin/property/${propertyId}`}
    />
  );
}
