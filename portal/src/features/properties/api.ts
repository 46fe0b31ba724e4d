// The rental properties' calls (rental spec 2.3, 4 and 8): reads shared by loaders and containers, and archive,
// restore and remove-owner with the spec's toasts. A property is archived and restored with its listings, so those
// are refreshed too. Light on purpose: route files import it for their loaders.
import { ApiError } from '@portal/sdk/client';
import {
  archivePropertyMutation,
  getPropertyOptions,
  listArchivedPropertyListingsOptions,
  listPropertyDocumentsOptions,
  listPropertyListingsOptions,
  removePropertyOwnerMutation,
  restorePropertyMutation,
  updatePropertyMutation,
} from '@portal/sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { useAction } from '../shared/action.ts';
import { genericFailure } from '../shared/failures.ts';
import { notFoundOn404 } from '../shared/routeParams.ts';

export const propertyQueries = {
  one: (id: number) => getPropertyOptions({ path: { id } }),
  listings: (propertyId: number) => listPropertyListingsOptions({ path: { propertyId } }),
  archivedListings: (propertyId: number) => listArchivedPropertyListingsOptions({ path: { propertyId } }),
  documents: (id: number) => listPropertyDocumentsOptions({ path: { id } }),
};

/** Loader of a property page (the administrator's and the owner's): the property, its listings and documents. */
export function loadProperty(queryClient: QueryClient, id: number) {
  return Promise.all([
    queryClient.ensureQueryData(propertyQueries.one(id)),
    queryClient.ensureQueryData(propertyQueries.listings(id)),
    queryClient.ensureQueryData(propertyQueries.documents(id)),
  ]).catch(notFoundOn404);
}

/** Loader of an archived property's page; an active property opens on its own page. */
export async function loadArchivedProperty(queryClient: QueryClient, id: number) {
  const property = await queryClient.ensureQueryData(propertyQueries.one(id)).catch(notFoundOn404);
  if (!property.archived) throw redirect({ to: '/admin/property/$id', params: { id }, replace: true });
  await queryClient.ensureQueryData(propertyQueries.archivedListings(id));
}

const withListings = ['ownerProfiles', 'properties', 'listings'] as const;

/** Archive a property; `success` is the toast (the property page says less than the dashboard's row action). */
export function useArchiveProperty(
  success: (property: { rmNumber: string }) => string = (property) =>
    `Property ${property.rmNumber} archived with its listings.`,
) {
  return useAction({
    mutation: archivePropertyMutation(),
    refresh: withListings,
    success,
    failure: genericFailure.rental,
    failureIn: 'toast',
  });
}

export function useRestoreProperty() {
  return useAction({
    mutation: restorePropertyMutation(),
    refresh: withListings,
    success: (property) => `Property ${property.rmNumber} restored with its listings.`,
    // A refusal the admin can act on (409: its owner is archived) shows the server's reason.
    failure: (error) =>
      error instanceof ApiError && error.status === 409 ? error.message : genericFailure.rental,
    failureIn: 'toast',
  });
}

/** Undo of Remove from owner: the property's fields again, with the owner it was removed from. */
export function useRelinkPropertyOwner() {
  return useAction({
    mutation: updatePropertyMutation(),
    refresh: ['properties'],
    success: (property) => `Property linked to ${property.ownerName ?? 'its owner'} again.`,
    failure: genericFailure.rental,
    failureIn: 'toast',
  });
}

export function useRemovePropertyOwner() {
  return useAction({
    mutation: removePropertyOwnerMutation(),
    refresh: ['properties'],
    success: 'Property removed from its owner.',
    failure: genericFailure.rental,
    failureIn: 'toast',
  });
}
