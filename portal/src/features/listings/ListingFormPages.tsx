import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { usePortal } from '../shared/usePortal.ts';
import { forgetListing, listingQueries, useCreateListing, useDeleteListing, useSaveListing } from './api.ts';
import { ListingFormView } from './ListingFormView.tsx';
import {
  emptyListingForm,
  gridImagesFrom,
  imageChanges,
  listingFormFrom,
  listingInputFrom,
} from './listingForm.ts';
import { uploadFailureText } from './listingImageUploads.ts';
import { useListing } from './useListing.ts';

/** /admin/listing/add/{propertyId} (rental spec 2.3): a new listing with its images. */
export function NewListingPage({ propertyId }: { propertyId: number }) {
  const { toaster } = usePortal();
  const navigate = useNavigate();
  const { data: property } = useSuspenseQuery(listingQueries.property(propertyId));
  const create = useCreateListing();
  return (
    <ListingFormView
      mode="create"
      property={property}
      initialValues={emptyListingForm}
      onSubmit={async (values, images) => {
        const { listing, outcome } = await create.mutateAsync({
          body: listingInputFrom(values, propertyId),
          uploads: imageChanges([], images.images, []).uploads,
        });
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
      }}
      uploadProgress={create.progress}
      error={create.failure?.message}
      backHref={`/admin/property/${propertyId}`}
    />
  );
}

/** /admin/listing/edit/{id} (rental spec 2.3, 4): edit a listing, reorder its images, mark images for deletion. */
export function EditListingPage({ id }: { id: number }) {
  const { queryClient } = usePortal();
  const navigate = useNavigate();
  const { listing, imageSources } = useListing(id);
  const initialImages = useMemo(() => gridImagesFrom(listing), [listing]);
  const save = useSaveListing(id);
  const remove = useDeleteListing();
  return (
    <ListingFormView
      mode="edit"
      property={listing}
      initialValues={listingFormFrom(listing)}
      initialImages={initialImages}
      imageSources={imageSources}
      onSubmit={async (values, images) => {
        await save.run({
          body: listingInputFrom(values, listing.propertyId),
          changes: imageChanges(listing.images, images.images, images.markedForDeletion),
        });
        await navigate({ to: '/admin/listing/$id', params: { id } });
      }}
      onDelete={async () => {
        await remove.run({ path: { id } });
        await navigate({ to: '/admin/property/$id', params: { id: listing.propertyId } });
        forgetListing(queryClient, id);
      }}
      uploadProgress={save.progress}
      error={save.failure?.message}
      backHref={`/admin/listing/${id}`}
    />
  );
}
