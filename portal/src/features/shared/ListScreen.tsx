// The frame of the strata administrator's list and archive screens (strata spec 2): the heading with its links or
// the way back, then the records' table with its Action column. Pure views: rows, state and callbacks come as props.
import { DataTable, type DataTableColumn } from '@portal/ui/DataTable/DataTable.tsx';
import { PageHeader } from '@portal/ui/PageHeader/PageHeader.tsx';
import type { ReactNode } from 'react';
import { type ButtonLink, ButtonLinks } from './ButtonLinks.tsx';
import * as styles from './strataScreen.css.ts';
import { type ServerTableState, tableProps } from './tableProps.ts';

export interface ListScreenProps {
  title: string;
  /** A line under the title, e.g. the building whose records these are. */
  description?: ReactNode;
  /** The heading's links drawn as buttons (Add …, View Archives), in the order given. */
  links?: readonly ButtonLink[];
  /** The way back up, e.g. "Back To Users". */
  backLink?: { label: string; href: string };
  children: ReactNode;
}

/** A list screen: its heading, then what it lists. */
export function ListScreen({ title, description, links, backLink, children }: ListScreenProps) {
  return (
    <div className={styles.page}>
      <PageHeader
        title={title}
        description={description}
        actions={links ? <ButtonLinks links={links} /> : undefined}
        backLink={backLink}
      />
      {children}
    </div>
  );
}

export interface RecordTableProps<Row> {
  /** Names the table, and the CSV file of a table holding its whole list ("Strata Users": strata-users.csv). */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  /** Paged, sorted and searched by the server: `rows` is then the page. */
  table?: ServerTableState<Row> | undefined;
  getRowId: (row: Row) => string | number;
  emptyMessage: string;
  pageSizeOptions?: readonly number[] | undefined;
  /** The Action column; left out, the table has none. */
  renderActions?: ((row: Row) => ReactNode) | undefined;
}

/** The table of a list screen, with the Action column the spec calls "Action". */
export function RecordTable<Row>({ label, table, ...props }: RecordTableProps<Row>) {
  return (
    <DataTable
      label={label}
      {...tableProps(table, label.toLowerCase().replace(/[^a-z0-9]+/g, '-'))}
      actionsHeader="Action"
      {...props}
    />
  );
}
