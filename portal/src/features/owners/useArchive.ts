// Archiving and restoring owners and properties (rental spec 4): an owner goes to the archive and comes back with
// all its properties and their listings, a property with its listings; so every owner, property and listing answer
// is refreshed. Failures show spec 8's "Something Went Wrong. Please try again Later.".

import { ApiError, type PortalClient, unwrap } from '@portal/sdk/client';
import { tagQueryKey } from '@portal/sdk/query';
import { type QueryClient, useMutation } from '@tanstack/react-query';
import type { Toaster } from '../../app/toaster.ts';
import { archiveFailedMessage } from './archiveMessages.ts';

async function refreshArchivedRecords(queryClient: QueryClient) {
  await Promise.all(
    (['ownerProfiles', 'properties', 'listings'] as const).map((tag) =>
      queryClient.invalidateQueries({ queryKey: tagQueryKey(tag) }),
    ),
  );
}

export function useArchive(api: PortalClient, queryClient: QueryClient, toaster: Toaster) {
  const archivedOwner = useMutation({
    mutationFn: async (id: number) =>
      unwrap(await api.PUT('/ownerProfile/archive/{id}', { params: { path: { id } } })),
    onSuccess: async (archived) => {
      await refreshArchivedRecords(queryClient);
      toaster.show(`${archived.name} archived with their properties and listings.`, 'success');
    },
    onError: () => toaster.show(archiveFailedMessage, 'error'),
  });
  const owner = useMutation({
    mutationFn: async (id: number) =>
      unwrap(await api.PUT('/ownerProfile/restore/{id}', { params: { path: { id } } })),
    onSuccess: async (restored) => {
      await refreshArchivedRecords(queryClient);
      toaster.show(`${restored.name} restored with their properties and listings.`, 'success');
    },
    onError: () => toaster.show(archiveFailedMessage, 'error'),
  });
  const archivedProperty = useMutation({
    mutationFn: async (id: number) =>
      unwrap(await api.PUT('/property/archive/{id}', { params: { path: { id } } })),
    onSuccess: async (archived) => {
      await refreshArchivedRecords(queryClient);
      toaster.show(`Property ${archived.rmNumber} archived with its listings.`, 'success');
    },
    onError: () => toaster.show(archiveFailedMessage, 'error'),
  });
  const property = useMutation({
    mutationFn: async (id: number) =>
      unwrap(await api.PUT('/property/restore/{id}', { params: { path: { id } } })),
    onSuccess: async (restored) => {
      await refreshArchivedRecords(queryClient);
      toaster.show(`Property ${restored.rmNumber} restored with its listings.`, 'success');
    },
    // A refusal the admin can act on (409: its owner is archived) shows the server's reason.
    onError: (error) =>
      toaster.show(
        error instanceof ApiError && error.status === 409 ? error.message : archiveFailedMessage,
        'error',
      ),
  });
  return {
    archiveOwner: async (id: number) => {
      await archivedOwner.mutateAsync(id);
    },
    archiveProperty: async (id: number) => {
      await archivedProperty.mutateAsync(id);
    },
    restoreOwner: async (id: number) => {
      await owner.mutateAsync(id);
    },
    restoreProperty: async (id: number) => {
      await property.mutateAsync(id);
    },
  };
}
