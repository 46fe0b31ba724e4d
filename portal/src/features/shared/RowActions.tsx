import { type Href, Inline, Link } from '@portal/ui';
import type { ReactNode } from 'react';
import { ConfirmedAction } from './ConfirmedAction.tsx';
import type { Cascades } from './strataCascades.ts';
import type { ServerTableState } from './tableProps.ts';

export interface RestoreDeleteActionsProps {
  /** The record as the buttons and the dialogs' titles name it. */
  name: string;
  /** What goes with the record when it is restored or deleted. */
  cascades?: Cascades | undefined;
  /** Each rejects when it failed; the dialog then stays open. */
  onRestore: () => Promise<void>;
  onDelete: () => Promise<void>;
}

/** An archived record's Restore and Delete, each behind its confirmation (every archive screen of the spec). */
export function RestoreDeleteActions({ name, cascades, onRestore, onDelete }: RestoreDeleteActionsProps) {
  return (
    <>
      <ConfirmedAction kind="restore" name={name} cascade={cascades?.restore} onConfirm={onRestore} />
      <ConfirmedAction kind="delete" name={name} cascade={cascades?.delete} onConfirm={onDelete} />
    </>
  );
}

/** The Restore and Delete of an archive table's rows; each rejects when it failed, and the dialog then stays open. */
export interface RowRestoreDelete<Row> {
  onRestore: (row: Row) => Promise<void>;
  onDelete: (row: Row) => Promise<void>;
}

/** What an archive list view takes besides its rows: the server's table state and the rows' Restore and Delete. */
export interface ArchivedListViewProps<Row> extends RowRestoreDelete<Row> {
  /** The table paged, sorted and searched by the server (the view's rows are then its page). */
  table?: ServerTableState<Row>;
}

/** An archive table's Action column: Restore and Delete of each row (`renderActions` of the table). */
export function restoreDeleteRowActions<Row>({
  name,
  cascades,
  onRestore,
  onDelete,
}: RowRestoreDelete<Row> & {
  name: (row: Row) => string;
  cascades?: Cascades;
}): (row: Row) => ReactNode {
  return (row) => (
    <Inline gap="sm">
      <RestoreDeleteActions
        name={name(row)}
        cascades={cascades}
        onRestore={() => onRestore(row)}
        onDelete={() => onDelete(row)}
      />
    </Inline>
  );
}

/** A list table's Action column: Edit (a link) and Archive of each row, the archive behind its confirmation. */
export function editArchiveRowActions<Row>({
  name,
  cascades,
  editHref,
  onArchive,
}: {
  name: (row: Row) => string;
  cascades?: Cascades;
  editHref: (row: Row) => Href;
  onArchive: (row: Row) => Promise<void>;
}): (row: Row) => ReactNode {
  return (row) => (
    <Inline gap="sm">
      <Link href={editHref(row)} aria-label={`Edit ${name(row)}`}>
        Edit
      </Link>
      <ConfirmedAction
        kind="archive"
        name={name(row)}
        cascade={cascades?.archive}
        onConfirm={() => onArchive(row)}
      />
    </Inline>
  );
}
