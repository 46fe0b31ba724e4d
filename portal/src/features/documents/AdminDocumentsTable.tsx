// The documents table of the administrator's owner pages (rental spec 2.3): title, type and date, with View and
// Download once the PDF is uploaded, Edit (/utils/editDocument/{id}) and a permanent Delete after a confirmation
// that it cannot be undone (spec 4). Without onDelete the table is read only (archived owners).

import { Button, ConfirmDialog, Inline, Link } from '@portal/ui';
import { documentTitle, RentalDocumentsTable } from '../shared/RentalDocumentsTable.tsx';
import { RowButton } from '../shared/RowButton.tsx';
import * as styles from '../shared/rentalScreen.css.ts';
import type { Document as RentalDocument } from '../shared/schemas.ts';

export type { Document as RentalDocument } from '../shared/schemas.ts';
export { documentTitle };

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
  return (
    <RentalDocumentsTable
      documents={documents}
      emptyMessage={emptyMessage}
      // The administrator also sees the file's name under a title that differs from it.
      renderTitle={(row) =>
        row.title && row.fileName && row.fileName !== row.title ? (
          <>
            {row.title}
            <br />
            <span className={styles.hint}>{row.fileName}</span>
          </>
        ) : (
          documentTitle(row)
        )
      }
      renderActions={(row) => {
        const title = documentTitle(row);
        return (
          <Inline gap="sm">
            {row.hasFile ? (
              <>
                <RowButton action="View" record={title} onPress={() => onView(row)} />
                <RowButton action="Download" record={title} onPress={() => onDownload(row)} />
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
          </Inline>
        );
      }}
    />
  );
}
