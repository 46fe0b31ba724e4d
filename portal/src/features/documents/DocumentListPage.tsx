import { type TableSearchProps, usePagedTable } from '../shared/pagedList.ts';
import { useDocumentFiles } from '../shared/rentalFiles.ts';
import { usePortal } from '../shared/usePortal.ts';
import { DocumentListView } from './DocumentListView.tsx';
import { DocumentViewerDialog } from './DocumentViewerDialog.tsx';
import { rentalDocumentTable } from './tables.ts';

/** /admin/documents: every rental document, a page at a time, each opened in the viewer. */
export function DocumentListPage({ search }: TableSearchProps) {
  const { api, toaster } = usePortal();
  const table = usePagedTable(rentalDocumentTable, undefined, search);
  const files = useDocumentFiles(api, toaster);
  return (
    <>
      <DocumentListView documents={table.rows} table={table} onView={files.view} />
      <DocumentViewerDialog {...files.viewer} />
    </>
  );
}
