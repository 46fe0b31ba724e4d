import { type Href, Inline, Link } from '@portal/ui';
import type { ReactNode } from 'react';
import { ConfirmedAction } from './ConfirmedAction.tsx';

export interface RestoreDeleteActionsProps {
  /** What the dialogs' titles call the record: "agent" gives "Restore agent", "Delete agent". */
  thing: string;
  /** The record as the buttons and the questions name it. */
  name: string;
  /** What the delete question says after "Are you sure you want to delete {name}?". */
  deleteWarning?: string;
  /** Each rejects when it failed; the dialog then stays open. */
  onRestore: () => Promise<void>;
  onDelete: () => Promise<void>;
}

/** An archived record's Restore and Delete, each behind its confirmation (every archive screen of the spec). */
export function RestoreDeleteActions({
  thing,
  name,
  deleteWarning = 'This cannot be undone.',
  onRestore,
  onDelete,
}: RestoreDeleteActionsProps) {
  return (
    <>
      <ConfirmedAction
        kind="restore"
        thing={thing}
        name={name}
        message={`Are you sure you want to restore ${name}?`}
        onConfirm={onRestore}
      />
      <ConfirmedAction
        kind="delete"
        thing={thing}
        name={name}
        message={`Are you sure you want to delete ${name}? ${deleteWarning}`}
        onConfirm={onDelete}
      />
    </>
  );
}

/** An archive table's Action column: Restore and Delete of each row (`renderActions` of the table). */
export function restoreDeleteRowActions<Row>({
  thing,
  name,
  deleteWarning,
  onRestore,
  onDelete,
}: {
  thing: string;
  name: (row: Row) => string;
  deleteWarning?: string;
  onRestore: (row: Row) => Promise<void>;
  onDelete: (row: Row) => Promise<void>;
}): (row: Row) => ReactNode {
  return (row) => (
    <Inline gap="sm">
      <RestoreDeleteActions
        thing={thing}
        name={name(row)}
        {...(deleteWarning ? { deleteWarning } : {})}
        onRestore={() => onRestore(row)}
        onDelete={() => onDelete(row)}
      />
    </Inline>
  );
}

/** A list table's Action column: Edit (a link) and Archive of each row, the archive behind its confirmation. */
export function editArchiveRowActions<Row>({
  thing,
  name,
  editHref,
  archiveMessage,
  onArchive,
}: {
  thing: string;
  name: (row: Row) => string;
  editHref: (row: Row) => Href;
  /** The confirmation's question for the row. */
  archiveMessage: (row: Row) => string;
  onArchive: (row: Row) => Promise<void>;
}): (row: Row) => ReactNode {
  return (row) => (
    <Inline gap="sm">
      <Link href={editHref(row)} aria-label={`Edit ${name(row)}`}>
        Edit
      </Link>
      <ConfirmedAction
        kind="archive"
        thing={thing}
        name={name(row)}
        message={archiveMessage(row)}
        onConfirm={() => onArchive(row)}
      />
    </Inline>
  );
}
