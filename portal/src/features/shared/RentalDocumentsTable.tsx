// The rental documents tables (rental spec 2.3 and 2.4): the administrator's, with its row actions, and the owner's,
// read only. Both show the title as their screen renders it, the type and the date, newest first.
import { type DataTableStatus, formatDate } from '@portal/ui';
import type { ReactNode } from 'react';
import { RecordTable } from './RecordTable.tsx';
import type { Document as RentalDocument } from './schemas.ts';

/** A document is named by its title everywhere, owners' lists included; the file name stands in when untitled. */
export function documentTitle(document: RentalDocument): string {
  return document.title || document.fileName;
}

export interface RentalDocumentsTableProps {
  documents: readonly RentalDocument[];
  /** The Title cell: a link, a button or the plain title with a note. */
  renderTitle: (document: RentalDocument) => ReactNode;
  emptyMessage: string;
  /** A list loaded on its own (the owner dashboard): loading or failed, with the message to show. */
  status?: DataTableStatus | undefined;
  errorMessage?: string | undefined;
  /** The Action column; left out, the table is read only. */
  renderActions?: ((document: RentalDocument) => ReactNode) | undefined;
}

export function RentalDocumentsTable({ documents, renderTitle, ...props }: RentalDocumentsTableProps) {
  return (
    <RecordTable
      {...props}
      label="Documents"
      columns={[
        { id: 'title', header: 'Title', value: documentTitle, render: renderTitle },
        { id: 'type', header: 'Type', value: (row) => row.documentType.name },
        { id: 'date', header: 'Date', value: (row) => formatDate(row.documentDate) },
      ]}
      rows={documents}
      initialSort={{ column: 'date', direction: 'descending' }}
    />
  );
}
