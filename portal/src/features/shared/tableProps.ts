// What a view's DataTable takes from a server-paged table's state (pagedList.ts), or, in a story or a test that gives
// the view its whole list, nothing: the table then pages, sorts and filters its rows itself and exports what it shows.
import type { DataTableProps } from '@portal/ui';
import { exportShownRows } from './exportCsv.ts';
import type { ServerTable } from './serverTable.ts';

/**
 * A server table's state as a view takes it: the page's load status, failure message and retry ("Try again" under the
 * message), the paging state and the export of all pages.
 */
export type ServerTableState<T> = Pick<ServerTable<T>, 'status' | 'errorMessage' | 'server' | 'onExport'> &
  Partial<Pick<ServerTable<T>, 'onRetry'>>;

/** The DataTable props of a table's state; `file` names the CSV of a table holding its whole list. */
export function tableProps<T>(
  table: ServerTableState<T> | undefined,
  file: string,
): Pick<DataTableProps<T>, 'status' | 'errorMessage' | 'onRetry' | 'server' | 'onExport'> {
  return {
    status: table?.status,
    errorMessage: table?.errorMessage,
    onRetry: table?.onRetry,
    server: table?.server,
    onExport: table?.onExport ?? exportShownRows<T>(file),
  };
}
