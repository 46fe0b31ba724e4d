import { unwrap } from '@portal/sdk/client';
import { listingsQueries } from '@portal/sdk/queries';
import { getPropertyListingQueryKey, operationQueryKey, tagQueryKey } from '@portal/sdk/query';
import type { ListingImageGridValue } from '@portal/ui/ListingImageGrid/ListingImageGrid.tsx';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ListingFormView } from '../../../../../features/listings/ListingFormView.tsx';
import {
  gridImagesFrom,
  imageChanges,
  type ListingFormValues,
  listingFormFrom,
  listingInputFrom,
} from '../../../../../features/listings/listingForm.ts';
import {
  uploadFailureText,
  uploadListingImages,
} from '../../../../../features/listings/listingImageUploads.ts';
import { messageForUser } from '../../../../../features/shared/forms/serverMessages.ts';
import { useListingImageUrls } from '../../../../../features/shared/rentalFiles.ts';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  RecordNotFound,
  stringifyIdParam,
} from '../../../../../features/shared/routeSupport.tsx';

/** Rental spec 8: a listing that could not be deleted. */
const deleteFailedMessage = 'Something Went Wrong. Please try again later.';

/** /admin/listing/edit/{id}: edit a listing, reorder its images, mark images for deletion (rental spec 2.3, 4). */
export const Route = createFileRoute('/_admin/admin/listing/edit/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  notFoundComponent: RecordNotFound,
  loader: ({ context: { queryClient, api }, params: { id } }) =>
    queryClient
      .ensureQueryData(listingsQueries.getPropertyListing(api, { path: { id } }))
      .catch(notFoundOn404),
  errorComponent: loadFailure('Could Not Load Properties.'),
  component: EditListingPage,
});

function EditListingPage() {
  const { id } = Route.useParams();
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const { data: listing } = useSuspenseQuery(listingsQueries.getPropertyListing(api, { path: { id } }));
  const initialImages = useMemo(() => gridImagesFrom(listing), [listing]);
  const imageSources = useListingImageUrls(
    api,
    listing.images.map((image) => image.id),
  );

  const [progress, setProgress] = useState<number | undefined>();
  const save = useMutation({
    mutationFn: async ({ values, images }: { values: ListingFormValues; images: ListingImageGridValue }) => {
      unwrap(
        await api.PUT('/propertyListing/{id}', {
          params: { path: { id } },
          body: listingInputFrom(values, listing.propertyId),
        }),
      );
      const changes = imageChanges(listing.images, images.images, images.markedForDeletion);
      // New images first: a listing keeps at least one image, so the server refuses deleting its last one.
      const outcome = await uploadListingImages(api, id, changes.uploads, (done, total) =>
        setProgress(total === 0 ? undefined : Math.round((done / total) * 100)),
      ).finally(() => setProgress(undefined));
      // Images marked for deletion go only now, on submit (rental spec 4).
      for (const imageId of changes.deletions) {
        unwrap(
          await api.DELETE('/propertyListingImage/delete/{imageId}/{listingId}', {
            params: { path: { imageId, listingId: id } },
          }),
        );
      }
      // The order is saved as sort positions, one call per moved image.
      for (const move of changes.moves) {
        unwrap(await api.PUT('/propertyListingImage/updateSortOrder', { body: move }));
      }
      // A refused image does not stop the others nor the rest of the save; it is named afterwards.
      if (outcome.failures.length > 0) throw new Error(`Listing Saved, but ${uploadFailureText(outcome)}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tagQueryKey('listings') }),
    onSuccess: async () => {
      toaster.show('Listing Saved', 'success');
      await navigate({ to: '/admin/listing/$id', params: { id } });
    },
  });

  const deleteListing = async () => {
    try {
      unwrap(await api.DELETE('/propertyListing/{id}', { params: { path: { id } } }));
    } catch (error) {
      toaster.show(deleteFailedMessage, 'error');
      throw error;
    }
    await queryClient.invalidateQueries({
      queryKey: operationQueryKey('listPropertyListings'),
      refetchType: 'all',
    });
    toaster.show('Listing deleted.', 'success');
    await navigate({ to: '/admin/property/$id', params: { id: listing.propertyId } });
    queryClient.removeQueries({ queryKey: getPropertyListingQueryKey({ path: { id } }) });
  };

  return (
    <ListingFormView
      mode="edit"
      property={listing}
      initialValues={listingFormFrom(listing)}
      initialImages={initialImages}
      imageSources={imageSources}
      onSubmit={async (values, images) => {
        await save.mutateAsync({ values, images });
      }}
      onDelete={deleteListing}
      uploadProgress={progress}
      error={messageForUser(save.error)}
      backHref={`/admin/listing/${id}`}
    />
  );
}
