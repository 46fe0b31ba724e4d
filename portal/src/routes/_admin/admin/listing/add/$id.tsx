import { unwrap } from '@portal/sdk/client';
import { propertiesQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import type { ListingImageGridValue } from '@portal/ui/ListingImageGrid/ListingImageGrid.tsx';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ListingFormView } from '../../../../../features/listings/ListingFormView.tsx';
import {
  emptyListingForm,
  imageChanges,
  type ListingFormValues,
  listingInputFrom,
} from '../../../../../features/listings/listingForm.ts';
import {
  uploadFailureText,
  uploadListingImages,
} from '../../../../../features/listings/listingImageUploads.ts';
import { messageForUser } from '../../../../../features/shared/forms/serverMessages.ts';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  RecordNotFound,
  stringifyIdParam,
} from '../../../../../features/shared/routeSupport.tsx';

/** /admin/listing/add/{propertyId}: a new listing with its images (rental spec 2.3). */
export const Route = createFileRoute('/_admin/admin/listing/add/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  notFoundComponent: RecordNotFound,
  loader: ({ context: { queryClient, api }, params: { id } }) =>
    queryClient.ensureQueryData(propertiesQueries.getProperty(api, { path: { id } })).catch(notFoundOn404),
  errorComponent: loadFailure('Could Not Load Properties.'),
  component: NewListingPage,
});

/** None of the images reached the server: the listing was taken back, nothing is saved. */
class NoImageSaved extends Error {}

function NewListingPage() {
  const { id: propertyId } = Route.useParams();
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const { data: property } = useSuspenseQuery(
    propertiesQueries.getProperty(api, { path: { id: propertyId } }),
  );
  const [progress, setProgress] = useState<number | undefined>();
  const create = useMutation({
    mutationFn: async ({ values, images }: { values: ListingFormValues; images: ListingImageGridValue }) => {
      // The listing first, then its images against the returned id (rental spec 7).
      const listing = unwrap(
        await api.POST('/propertyListing', { body: listingInputFrom(values, propertyId) }),
      );
      const outcome = await uploadListingImages(
        api,
        listing.id,
        imageChanges([], images.images, []).uploads,
        (done, total) => setProgress(total === 0 ? undefined : Math.round((done / total) * 100)),
      ).finally(() => setProgress(undefined));
      if (outcome.uploaded === 0) {
        // Spec 4: a listing is saved only with an image. Take it back and let the user choose others.
        await api.DELETE('/propertyListing/{id}', { params: { path: { id: listing.id } } });
        throw new NoImageSaved(
          `The listing was not saved: none of its images could be uploaded. ${uploadFailureText(outcome)}`,
        );
      }
      return { listing, outcome };
    },
    onSuccess: async ({ listing, outcome }) => {
      await queryClient.invalidateQueries({ queryKey: tagQueryKey('listings'), refetchType: 'all' });
      if (outcome.failures.length > 0) {
        // The other images were saved: continue on the listing's edit page to add the refused ones again.
        toaster.show(
          `Listing Saved with ${outcome.uploaded} of ${outcome.uploaded + outcome.failures.length} images. ${uploadFailureText(outcome)}`,
          'error',
        );
        await navigate({ to: '/admin/listing/edit/$id', params: { id: listing.id } });
        return;
      }
      toaster.show('Listing Saved', 'success');
      await navigate({ to: '/admin/property/$id', params: { id: propertyId } });
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
      uploadProgress={progress}
      error={messageForUser(create.error)}
      backHref={`/admin/property/${propertyId}`}
    />
  );
}
