import { createFileRoute } from '@tanstack/react-router';
import { DocumentListPage } from '../../../features/documents/DocumentListPage.tsx';
import { rentalDocumentTable } from '../../../features/documents/tables.ts';

/** /admin/documents: every rental document (the bar's Documents), a page at a time with its state in the URL. */
export const Route = createFileRoute('/_admin/admin/documents')({
  validateSearch: rentalDocumentTable.validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => rentalDocumentTable.prefetch(context, undefined, deps),
  component: () => <DocumentListPage search={Route.useSearch()} />,
});
