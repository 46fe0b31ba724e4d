// The server-paged table of every rental document (the admin's Documents page).

import { listDocuments } from '@portal/sdk/operations';
import { listDocumentsQueryKey } from '@portal/sdk/query';
import { pagedList } from '../shared/pagedList.ts';

/** /admin/documents: newest first. */
export const rentalDocumentTable = pagedList({
  prefix: 'documents',
  sort: '-documentDate',
  failure: 'Could Not Load Documents.',
  operation: listDocuments,
  queryKey: listDocumentsQueryKey,
  file: 'documents',
});
