// The documents' calls (rental spec 2.3 and 8, strata spec 2, 4 and 8): the actions other features' pages offer on
// a building's or unit's documents. Light on purpose: route files import it for their loaders.

import {
  archiveStrataDocumentMutation,
  archiveStrataUnitDocumentMutation,
  createDirectoryMutation,
  deleteDocumentMutation,
} from '@portal/sdk/query';
import type { components } from '@portal/sdk/types';
import { callWith, useAction } from '../shared/action.ts';
import { genericFailure } from '../shared/failures.ts';

type ListedDocument = { id: number; title: string };
type DirectoryInput = components['schemas']['DirectoryInput'];

/** Archive on a building's (`property`) or unit's documents panel. */
export function useArchiveStrataDocument(kind: 'property' | 'unit') {
  const byId = (document: ListedDocument) => ({ path: { id: document.id } });
  return useAction<unknown, ListedDocument>({
    mutation:
      kind === 'property'
        ? callWith(archiveStrataDocumentMutation(), byId)
        : callWith(archiveStrataUnitDocumentMutation(), byId),
    refresh: ['strataDocuments'],
    success: (_none, document) => `${document.title} archived.`,
    failure: 'Error archiving document',
    failureIn: 'toast',
    serverWords: true,
  });
}

/** New Folder: a document category of a building. */
export function useCreateFolder() {
  return useAction({
    mutation: callWith(createDirectoryMutation(), (body: DirectoryInput) => ({ body })),
    refresh: ['strataDocuments'],
    failure: genericFailure.strata,
    failureIn: 'view',
    serverWords: true,
  });
}

export const documentDeleteFailedMessage = 'Error deleting document.';

/**
 * Delete a rental document from a documents table (rental spec 4: permanent, after a confirmation; spec 8: "Error
 * deleting document." when it fails). Every documents list is refreshed, wherever the document showed.
 */
export function useDeleteDocument() {
  return useAction({
    mutation: callWith(deleteDocumentMutation(), (document: ListedDocument) => ({
      path: { id: document.id },
    })),
    refresh: ['documents'],
    success: 'Document deleted.',
    failure: documentDeleteFailedMessage,
    failureIn: 'toast',
  });
}
