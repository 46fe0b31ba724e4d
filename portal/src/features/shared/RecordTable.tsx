// The portal's tables of records: the ui DataTable with what a screen gives it from a server-paged table's state
// (tableProps.ts), and its CSV file named after the table ("Unit Users": unit-users.csv) when it holds its whole list.
import { DataTable, type DataTableProps } from '@portal/ui';
import { type ServerTableState, tableProps } from './tableProps.ts';

type RowId<Row> = DataTableProps<Row>['getRowId'];

export type RecordTableProps<Row> = Omit<
  DataTableProps<Row>,
  'server' | 'onRetry' | 'onExport' | 'getRowId'
> & {
  /** Paged, sorted and searched by the server: `rows` is then the page. Left out, the table holds its whole list. */
  table?: ServerTableState<Row> | undefined;
} & (Row extends { id: string | number }
    ? { /** A record is its `id` unless told otherwise. */ getRowId?: RowId<Row> }
    : { getRowId: RowId<Row> });

/** The key of a record with an `id`, the table's rows unless `getRowId` says otherwise. */
const recordId = (row: unknown) => (row as { id: string | number }).id;

/** The file name of a table's CSV: its label in lower case, words joined by hyphens. */
function csvName(label: string): string {
  return label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** A table of records; the spec calls its action column "Action" (the DataTable's default). */
export function RecordTable<Row>({ table, getRowId = recordId, ...props }: RecordTableProps<Row>) {
  return <DataTable {...tableProps(table, csvName(props.label))} getRowId={getRowId} {...props} />;
}
