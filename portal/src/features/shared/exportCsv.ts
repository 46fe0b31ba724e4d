// Tables to CSV files in the browser: a server list's CSV answer (`Accept: text/csv`, every matching row streamed by
// the server), or the rows a table holding its whole list shows, with its columns (formula cells neutralised).
import { toCsv } from '@portal/sdk/csv';
import { type DataTableQuery, type DataTableShown, formatDate } from '@portal/ui';
import { saveBlob } from './saveBlob.ts';

/** The file name of a Content-Disposition header (`attachment; filename="…"`), or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const name = disposition?.match(/filename="([^"]+)"/)?.[1];
  return name && !/[\\/]/.test(name) ? name : fallback;
}

/** Downloads a list's CSV answer under the name the server gave it. */
export function saveCsv(result: { data?: Blob; response: Response }, fallbackName: string): void {
  if (!result.data) throw new Error('The export has no content.');
  saveBlob(result.data, fileNameOf(result.response.headers.get('Content-Disposition'), fallbackName));
}

type CellValue = string | number | boolean | Date | null | undefined;

function cell(value: CellValue): string | number | boolean | null | undefined {
  return value instanceof Date ? formatDate(value) : value;
}

/** The table's columns (its headers) and shown rows as CSV text. */
export function shownRowsCsv<T>({ columns, rows }: DataTableShown<T>): string {
  return toCsv([
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => cell(column.value(row)))),
  ]);
}

/**
 * An `onExport` for a table that holds its whole list: saves what it shows (every page, its filter and sort) as
 * `{name}-{today}.csv`.
 */
export function exportShownRows<T>(name: string) {
  return async (_query: DataTableQuery, shown: DataTableShown<T>): Promise<void> => {
    const today = formatDate(new Date());
    saveBlob(new Blob([shownRowsCsv(shown)], { type: 'text/csv;charset=utf-8' }), `${name}-${today}.csv`);
  };
}
