// A list container's share: its server table (pagedList.ts) and the actions of its rows, each run on the row's
// record, as the list views take them (onArchive, onRestore, onDelete).

import type { Options } from '@portal/sdk/operations';
import type { PagedData } from '@portal/sdk/query';
import { onRecord } from './action.ts';
import { type PagedList, usePagedTable } from './pagedList.ts';
import type { ServerTable } from './serverTable.ts';

/** An action on a row's record (`{ path: { id } }`): Archive, Restore, Delete of a list. */
type RecordAction = Parameters<typeof onRecord>[0];

/** Each action as the view takes it: called with the row. */
type RowActions<Actions> = { [Name in keyof Actions]: ReturnType<typeof onRecord> };

/**
 * A list container's server table and its rows' actions, each run on the row's record: `{ onArchive:
 * useArchiveAgent() }` gives the view its `onArchive(agent)`.
 */
export function useRecordTable<TData extends PagedData, TRow, Actions extends Record<string, RecordAction>>(
  list: PagedList<TData, TRow>,
  options: Options<TData> | undefined,
  search: Record<string, unknown>,
  actions: Actions,
): { table: ServerTable<TRow> } & RowActions<Actions> {
  const table = usePagedTable(list, options, search);
  const rowActions = Object.fromEntries(
    Object.entries(actions).map(([name, action]) => [name, onRecord(action)]),
  );
  return { table, ...(rowActions as RowActions<Actions>) };
}
