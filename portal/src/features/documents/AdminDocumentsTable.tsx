// The documents table of the administrator's owner pages (rental spec 2.3): title, type and date, with View and
// Download once the PDF is uploaded, Edit (/utils/editDocument/{id}) and a permanent Delete after a confirmation
// that it cannot be undone (spec 4). Without onDelete the table is read only (archived owners).
import type { components } from '@portal/sdk/types';
import { Button } from '@portal/ui/Button/Button.tsx';
import { ConfirmDialog } from '@portal/ui/ConfirmDialog/ConfirmDialog.tsx';
import type { DataTableColumn } from '@portal/ui/DataTable/DataTable.tsx';
import { Link } from '@portal/ui/Link/Link.tsx';
import { formatDate } from '@portal/ui/utils/formatDate.ts';
import { RecordTable } from '../shared/RecordTable.tsx';
import * as styles from '../shared/rentalScreen.css.ts';

export type RentalDocument = components['schemas']['Document'];

/** A document is named by its title everywhere, owners' lists included; the file name stands in when untitled. */
export function documentTitle(document: RentalDocument): string {
  return document.title || document.fileName;
}

export interface AdminDocumentsTableProps {
  documents: readonly RentalDocument[];
  onView: (document: RentalDocument) => void;
  onDownload: (document: RentalDocument) => void;
  /** Deletes the document for good; rejects when it failed (the dialog stays open). Leave out for read only. */
  onDelete?: (document: RentalDocument) => Promise<void>;
  emptyMessage?: string;
}

export function AdminDocumentsTable({
  documents,
  onView,
  onDownload,
  onDelete,
  emptyMessage = 'No documents yet.',
}: AdminDocumentsTableProps) {
  const columns: DataTableColumn<RentalDocument>[] = [
    {
      id: 'title',
      header: 'Title',
      value: documentTitle,
      // The administrator also sees the file's name under a title that differs from it.
      render: (row) =>
        row.title && row.fileName && row.fileName !== row.title ? (
          <>
            {row.title}
            <br />
            <span className={styles.hint}>{row.fileName}</span>
          </>
        ) : (
          documentTitle(row)
        ),
    },
    { id: 'type', header: 'Type', value: (row) => row.documentType.name },
    { id: 'date', header: 'Date', value: (row) => formatDate(row.documentDate) },
  ];
  return (
    <RecordTable
      label="Documents"
      columns={columns}
      rows={documents}
      emptyMessage={emptyMessage}
      initialSort={{ column: 'date', direction: 'descending' }}
      renderActions={(row) => {
        const title = documentTitle(row);
        return (
          <div className={styles.actions}>
            {row.hasFile ? (
              <>
                <Button
                  size="small"
                  variant="secondary"
                  onPress={() => onView(row)}
                  aria-label={`View ${title}`}
                >
                  View
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  onPress={() => onDownload(row)}
                  aria-label={`Download ${title}`}
                >
                  Download
                </Button>
              </>
            ) : (
              <span className={styles.hint}>No file yet</span>
            )}
            {onDelete ? (
              <>
                <Link href={`/utils/editDocument/${row.id}`} aria-label={`Edit ${title}`}>
                  Edit
                </Link>
                <ConfirmDialog
                  title="Delete document"
                  message={`Are you sure you want to delete “${title}”? This cannot be undone.`}
                  confirmLabel="Delete"
                  destructive
                  onConfirm={() => onDelete(row)}
                  trigger={
                    <Button size="small" variant="danger" aria-label={`Delete ${title}`}>
                      Delete
                    </Button>
                  }
                />
              </>
            ) : null}
          </div>
        );
      }}
    />
  );
}
