// The rental listings' calls (rental spec 2.3, 4, 7 and 8): the listing read shared by loaders and containers, and
// the three actions of the listing form (create with its images, save with its image changes, delete). Light on
// purpose: route files import it for their loaders, so it takes the form's values already in the contract's shapes.
import {
  createPropertyListingMutation,
  deleteListingImageMutation,
  deletePropertyListingMutation,
  getPropertyListingOptions,
  getPropertyListingQueryKey,
  getPropertyOptions,
  operationQueryKey,
  updateListingImageSortMutation,
  updatePropertyListingMutation,
} from '@portal/sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callOf, useAction } from '../shared/action.ts';
import { genericFailure, ScreenFailure } from '../shared/failures.ts';
import { messageForUser } from '../shared/forms/serverMessages.ts';
import { notFoundOn404 } from '../shared/routeParams.ts';
import type { PropertyListingInput } from '../shared/schemas.ts';
import { usePortal } from '../shared/usePortal.ts';
import type { imageChanges } from './listingForm.ts';
import { uploadFailureText, uploadListingImages } from './listingImageUploads.ts';

type ImageChanges = ReturnType<typeof imageChanges>;

export const listingQueries = {
  one: (id: number) => getPropertyListingOptions({ path: { id } }),
  // The property a new listing advertises (the properties feature reads it under the same key).
  property: (id: number) => getPropertyOptions({ path: { id } }),
};

/** Loader of a listing's pages (view and edit): an unknown listing is not found. */
export function loadListing(queryClient: QueryClient, id: number) {
  return queryClient.ensureQueryData(listingQueries.one(id)).catch(notFoundOn404);
}

/** Loader of the new listing page: the property it is for (unknown: not found). */
export function loadListingProperty(queryClient: QueryClient, propertyId: number) {
  return queryClient.ensureQueryData(listingQueries.property(propertyId)).catch(notFoundOn404);
}

/** Rental spec 8: a listing that could not be deleted. */
const deleteFailedMessage = 'Something Went Wrong. Please try again later.';

/** The form shows the server's words for a refused save (its field rules, a refused image). */
const saveFailure = (error: unknown) => messageForUser(error) ?? genericFailure.rental;

/** Sends the new images one by one; `progress` is the share done, in percent, while they go. */
function useImageUploads() {
  const { api } = usePortal();
  const [progress, setProgress] = useState<number | undefined>();
  const upload = (listingId: number, uploads: ImageChanges['uploads']) =>
    uploadListingImages(api, listingId, uploads, (done, total) =>
      setProgress(total === 0 ? undefined : Math.round((done / total) * 100)),
    ).finally(() => setProgress(undefined));
  return { progress, upload };
}

/**
 * New listing: the listing first, then its images against the returned id (rental spec 7). A listing is saved only
 * with an image (spec 4): when none reached the server it is taken back. Answers the listing and how many images
 * went; the container says the outcome. Every listings read is refetched, so the property page shows it at once.
 */
export function useCreateListing() {
  const { progress, upload } = useImageUploads();
  const action = useAction({
    mutation: {
      mutationFn: async (
        { body, uploads }: { body: PropertyListingInput; uploads: ImageChanges['uploads'] },
        context,
      ) => {
        const listing = await callOf(createPropertyListingMutation())({ body }, context);
        const outcome = await upload(listing.id, uploads);
        if (outcome.uploaded === 0) {
          await callOf(deletePropertyListingMutation())({ path: { id: listing.id } }, context);
          throw new ScreenFailure(
            `The listing was not saved: none of its images could be uploaded. ${uploadFailureText(outcome)}`,
          );
        }
        return { listing, outcome };
      },
    },
    refresh: ['listings'],
    refetch: 'all',
    failure: saveFailure,
    failureIn: 'view',
  });
  return { ...action, progress };
}

/**
 * Save a listing: its fields, then new images (a listing keeps at least one image, so the server refuses deleting
 * its last one before), then the deletions marked on the form (spec 4: only on submit), then each moved image's sort
 * position. A refused image does not stop the rest; it is named afterwards. Listings are refreshed even after a
 * failure: part of the change may be saved.
 */
export function useSaveListing(id: number) {
  const { progress, upload } = useImageUploads();
  const action = useAction({
    mutation: {
      mutationFn: async (
        { body, changes }: { body: PropertyListingInput; changes: ImageChanges },
        context,
      ) => {
        await callOf(updatePropertyListingMutation())({ path: { id }, body }, context);
        const outcome = await upload(id, changes.uploads);
        const deleteImage = callOf(deleteListingImageMutation());
        for (const imageId of changes.deletions) {
          await deleteImage({ path: { imageId, listingId: id } }, context);
        }
        const saveSort = callOf(updateListingImageSortMutation());
        for (const move of changes.moves) await saveSort({ body: move }, context);
        if (outcome.failures.length > 0)
          throw new ScreenFailure(`Listing Saved, but ${uploadFailureText(outcome)}`);
      },
    },
    refresh: ['listings'],
    refreshAfter: 'settled',
    success: 'Listing Saved',
    failure: saveFailure,
    failureIn: 'view',
  });
  return { ...action, progress };
}

/** Delete a listing for good (rental spec 4); the property's listings are refetched for the page the admin goes to. */
export function useDeleteListing() {
  return useAction({
    mutation: deletePropertyListingMutation(),
    refresh: [operationQueryKey('listPropertyListings')],
    refetch: 'all',
    success: 'Listing deleted.',
    failure: deleteFailedMessage,
    failureIn: 'toast',
  });
}

/** The deleted listing's cached read, dropped once the page has left it (its refetch would answer 404). */
export function forgetListing(queryClient: QueryClient, id: number) {
  queryClient.removeQueries({ queryKey: getPropertyListingQueryKey({ path: { id } }) });
}
