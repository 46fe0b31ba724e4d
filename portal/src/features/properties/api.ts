// The rental properties' calls (rental spec 2.3, 4 and 8): reads shared by loaders and containers, and archive,
// restore and remove-owner with the spec's toasts. A property is archived and restored with its listings, so those
// are refreshed too. Light on purpose: route files import it for their loaders.
import { archiveRefresh } from '@portal/sdk/archiving';
import { ApiError } from '@portal/sdk/client';
import {
  archivePropertyMutation,
  countOwnerPropertiesByTypeOptions,
  createPropertyMutation,
  getOwnerProfileOptions,
  getPropertyOptions,
  listArchivedPropertiesOptions,
  listArchivedPropertyListingsOptions,
  listPropertiesOptions,
  listPropertyDocumentsOptions,
  listPropertyListingsOptions,
  removePropertyOwnerMutation,
  restorePropertyMutation,
  updatePropertyMutation,
} from '@portal/sdk/query';
import type { MutationFunction, QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { archivingOptions, useAction } from '../shared/action.ts';
import { genericFailure } from '../shared/failures.ts';
import { messageForUser } from '../shared/forms/serverMessages.ts';
import { type ContractType, contractTypes, rmNumberOwnerPart } from '../shared/rentalConstants.ts';
import { notFoundOn404 } from '../shared/routeParams.ts';

export const propertyQueries = {
  one: (id: number) => getPropertyOptions({ path: { id } }),
  listings: (propertyId: number) => listPropertyListingsOptions({ path: { propertyId } }),
  archivedListings: (propertyId: number) => listArchivedPropertyListingsOptions({ path: { propertyId } }),
  documents: (id: number) => listPropertyDocumentsOptions({ path: { id } }),
  // The new property form: its owner, the owner's count of each contract type, and the active and archived
  // properties whose number or address holds the owner part ("007"), so the suggested number skips those in use.
  owner: (ownerId: number) => getOwnerProfileOptions({ path: { id: ownerId } }),
  typeCount: (ownerId: number, type: ContractType) =>
    countOwnerPropertiesByTypeOptions({ path: { ownerId, type } }),
  takenNumbers: (ownerId: number) => {
    const query = { q: rmNumberOwnerPart(ownerId) };
    return [listPropertiesOptions({ query }), listArchivedPropertiesOptions({ query })] as const;
  },
};

/** Loader of the new property form (the counts at once, so the suggestion follows a type change: spec 9). */
export function loadNewProperty(queryClient: QueryClient, ownerId: number) {
  return Promise.all([
    queryClient.ensureQueryData(propertyQueries.owner(ownerId)),
    ...contractTypes.map((type) => queryClient.ensureQueryData(propertyQueries.typeCount(ownerId, type.id))),
    ...propertyQueries.takenNumbers(ownerId).map((query) => queryClient.ensureQueryData(query)),
  ]).catch(notFoundOn404);
}

/** Loader of the property edit form. */
export function loadPropertyForEdit(queryClient: QueryClient, id: number) {
  return queryClient.ensureQueryData(propertyQueries.one(id)).catch(notFoundOn404);
}

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

/** Archive a property; `success` is the toast (the property page says less than the dashboard's row action). */
export function useArchiveProperty(
  success: (property: { rmNumber: string }) => string = (property) =>
    `Property ${property.rmNumber} archived with its listings.`,
) {
  return useAction({
    ...archivingOptions('properties', genericFailure.rental),
    mutation: archivePropertyMutation(),
    success,
  });
}

export function useRestoreProperty() {
  return useAction({
    mutation: restorePropertyMutation(),
    refresh: archiveRefresh('properties'),
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

/** The property form's Save, new or edited (rental spec 2.3): the form shows the server's words for a refusal. */
function propertyFormAction<TData, TVars>(mutation: {
  mutationFn?: MutationFunction<TData, TVars> | undefined;
}) {
  return {
    mutation,
    refresh: ['properties'] as const,
    success: 'property Saved',
    failure: (error: unknown) => messageForUser(error) ?? genericFailure.rental,
    failureIn: 'view' as const,
  };
}

export function useCreateProperty() {
  return useAction(propertyFormAction(createPropertyMutation()));
}

export function useUpdateProperty() {
  return useAction(propertyFormAction(updatePropertyMutation()));
}
