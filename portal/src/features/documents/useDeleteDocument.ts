// Deleting a rental document from a documents table (rental spec 4: permanent, after a confirmation; spec 8:
// "Error deleting document." when it fails). Every documents list is refreshed, wherever the document showed.

import { type PortalClient, unwrap } from '@portal/sdk/client';
import { tagQueryKey } from '@portal/sdk/query';
import { type QueryClient, useMutation } from '@tanstack/react-query';
import type { Toaster } from '../../app/toaster.ts';
import type { RentalDocument } from './AdminDocumentsTable.tsx';

export const documentDeleteFailedMessage = 'Error deleting document.';

export function useDeleteDocument(api: PortalClient, queryClient: QueryClient, toaster: Toaster) {
  const remove = useMutation({
    mutationFn: async (document: RentalDocument) =>
      unwrap(await api.DELETE('/documents/delete/{id}', { params: { path: { id: document.id } } })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: tagQueryKey('documents') });
      toaster.show('Document deleted.', 'success');
    },
    onError: () => toaster.show(documentDeleteFailedMessage, 'error'),
  });
  return async (document: RentalDocument) => {
    await remove.mutateAsync(document);
  };
}
