import { type ReactNode, useMemo, useState } from 'react';
import {
  Button as AriaButton,
  Cell,
  Column,
  Input,
  Label,
  Link,
  ListBox,
  ListBoxItem,
  Popover,
  ProgressBar,
  Row,
  SearchField,
  Select,
  SelectValue,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
  useFilter,
} from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import * as styles from './DataTable.css.ts';

/** Page sizes of the ordinary tables (spec: "page-size options 5, 10, 15, 20"). */
export const defaultPageSizeOptions = [5, 10, 15, 20] as const;
/** Page sizes of unit-user and user tables (strata spec: "5, 10, 15, 20, 50, 100"). */
export const userTablePageSizeOptions = [5, 10, 15, 20, 50, 100] as const;
/** Every table starts at 10 rows per page (spec). */
export const defaultPageSize = 10;

export const dataTableStatuses = ['ready', 'loading', 'error'] as const;
export type DataTableStatus = (typeof dataTableStatuses)[number];

export const columnAlignments = ['start', 'end'] as const;
export type ColumnAlignment = (typeof columnAlignments)[number];

type SortValue = string | number | boolean | Date | null | undefined;

export interface DataTableColumn<T> {
  id: string;
  header: string;
  /** The cell's plain value: sorted and filtered on, and shown when `render` is absent. */
  value: (row: T) => SortValue;
  /** Custom cell content (money, badges…); sorting and filtering still use `value`. */
  render?: (row: T) => ReactNode;
  /** Makes this the row link column: its cell is a link to this href (routing comes from RouterProvider). */
  href?: (row: T) => string;
  /** Defaults to true. */
  allowsSorting?: boolean;
  /** The column that names the row for screen readers; defaults to the first column. */
  isRowHeader?: boolean;
  align?: ColumnAlignment;
}

export interface DataTableSort {
  column: string;
  direction: 'ascending' | 'descending';
}

export interface DataTableProps<T> {
  /** Accessible name of the table (also the filter's context), e.g. "Properties". */
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string | number;
  /** The action column; leave it out and the table has no action column. */
  renderActions?: (row: T) => ReactNode;
  /** Header of the action column; the spec's tables call it "Action". */
  actionsHeader?: string;
  status?: DataTableStatus;
  /** Shown in the error state, e.g. "Could Not Load Properties." */
  errorMessage?: string;
  /** Shown when there are no rows at all. */
  emptyMessage?: string;
  pageSizeOptions?: readonly number[];
  initialPageSize?: number;
  initialSort?: DataTableSort;
  /** Show the filter box (default true). */
  filterable?: boolean;
}

function toComparable(value: SortValue): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

const collator = new Intl.Collator('en-CA', { numeric: true, sensitivity: 'base' });

/** Compares two cell values; empty values sort last in either direction. */
export function compareValues(a: SortValue, b: SortValue, direction: DataTableSort['direction']): number {
  const left = toComparable(a);
  const right = toComparable(b);
  if (left === null && right === null) return 0;
  if (left === null) return 1;
  if (right === null) return -1;
  const order =
    typeof left === 'number' && typeof right === 'number'
      ? left - right
      : collator.compare(String(left), String(right));
  return direction === 'ascending' ? order : -order;
}

function displayText(value: SortValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toLocaleDateString('en-CA');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

const actionsColumnId = '__actions';

/**
 * A sortable, filterable, paged table on react-aria's Table (a keyboard grid: arrow keys move
 * between cells, Enter follows a link). Sorting, filtering and paging happen on the client.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  getRowId,
  renderActions,
  actionsHeader = 'Action',
  status = 'ready',
  errorMessage = 'Could not load the data.',
  emptyMessage = 'No records to display',
  pageSizeOptions = defaultPageSizeOptions,
  initialPageSize = defaultPageSize,
  initialSort,
  filterable = true,
}: DataTableProps<T>) {
  const [sort, setSort] = useState<DataTableSort | undefined>(initialSort);
  const [filter, setFilter] = useState('');
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [page, setPage] = useState(1);
  const { contains } = useFilter({ sensitivity: 'base' });

  const filtered = useMemo(() => {
    const query = filter.trim();
    if (query === '') return rows;
    return rows.filter((row) => columns.some((column) => contains(displayText(column.value(row)), query)));
  }, [rows, columns, filter, contains]);

  const sorted = useMemo(() => {
    const column = sort ? columns.find((c) => c.id === sort.column) : undefined;
    if (!sort || !column) return filtered;
    return [...filtered].sort((a, b) => compareValues(column.value(a), column.value(b), sort.direction));
  }, [filtered, columns, sort]);

  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  // A filter or a bigger page size can leave the current page past the end.
  const currentPage = Math.min(page, pageCount);
  const pageRows = sorted.slice((currentPage - 1) * pageSize, currentPage * pageSize);
  const isReady = status === 'ready';
  const firstShown = sorted.length === 0 ? 0 : (currentPage - 1) * pageSize + 1;
  const lastShown = Math.min(currentPage * pageSize, sorted.length);
  const rowHeaderId = (columns.find((c) => c.isRowHeader) ?? columns[0])?.id;

  const sortDescriptor: SortDescriptor | undefined = sort
    ? { column: sort.column, direction: sort.direction }
    : undefined;

  function renderEmpty(): ReactNode {
    if (status === 'loading') {
      return (
        <ProgressBar isIndeterminate aria-label={`Loading ${label}`} className={styles.loading}>
          <span className={styles.spinner} aria-hidden="true" />
          <span>Loading…</span>
        </ProgressBar>
      );
    }
    if (status === 'error') {
      return (
        <p role="alert" className={styles.error}>
          {errorMessage}
        </p>
      );
    }
    if (rows.length > 0) return <p className={styles.empty}>{`No rows match “${filter.trim()}”.`}</p>;
    return <p className={styles.empty}>{emptyMessage}</p>;
  }

  return (
    <div className={styles.root}>
      {filterable ? (
        <div className={styles.toolbar}>
          <SearchField
            className={styles.searchField}
            value={filter}
            onChange={(value) => {
              setFilter(value);
              setPage(1);
            }}
            isDisabled={!isReady}
          >
            <Label className={styles.fieldLabel}>{`Filter ${label.toLowerCase()}`}</Label>
            <div className={styles.searchBox}>
              <Input className={styles.searchInput} placeholder="Type to filter" />
              <AriaButton className={styles.clearButton} aria-label="Clear filter">
                ×
              </AriaButton>
            </div>
          </SearchField>
        </div>
      ) : null}
      <div className={styles.scroller}>
        <Table
          aria-label={label}
          className={styles.table}
          sortDescriptor={sortDescriptor}
          onSortChange={(descriptor) => {
            setSort({ column: String(descriptor.column), direction: descriptor.direction });
            setPage(1);
          }}
        >
          <TableHeader className={styles.header}>
            {columns.map((column) => (
              <Column
                key={column.id}
                id={column.id}
                isRowHeader={column.id === rowHeaderId}
                allowsSorting={isReady && column.allowsSorting !== false}
                className={styles.column({ align: column.align ?? 'start' })}
              >
                {({ allowsSorting, sortDirection }) => (
                  <span className={styles.columnContent}>
                    {column.header}
                    {allowsSorting ? (
                      <span className={styles.sortIcon} aria-hidden="true">
                        {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : '↕'}
                      </span>
                    ) : null}
                  </span>
                )}
              </Column>
            ))}
            {renderActions ? (
              <Column id={actionsColumnId} className={styles.column({ align: 'end' })}>
                {actionsHeader}
              </Column>
            ) : null}
          </TableHeader>
          <TableBody className={styles.body} renderEmptyState={renderEmpty}>
            {isReady
              ? pageRows.map((row) => {
                  const id = getRowId(row);
                  return (
                    <Row key={id} id={id} className={styles.row}>
                      {columns.map((column) => (
                        <Cell key={column.id} className={styles.cell({ align: column.align ?? 'start' })}>
                          {renderCell(column, row)}
                        </Cell>
                      ))}
                      {renderActions ? (
                        <Cell className={styles.cell({ align: 'end' })}>
                          <div className={styles.actions}>{renderActions(row)}</div>
                        </Cell>
                      ) : null}
                    </Row>
                  );
                })
              : []}
          </TableBody>
        </Table>
      </div>
      <nav className={styles.pager} aria-label={`${label} pages`}>
        <Select
          className={styles.pageSize}
          selectedKey={pageSize}
          onSelectionChange={(key) => {
            if (key === null) return;
            setPageSize(Number(key));
            setPage(1);
          }}
          isDisabled={!isReady}
        >
          <Label className={styles.fieldLabel}>Rows per page</Label>
          <AriaButton className={styles.selectButton}>
            <SelectValue />
            <span aria-hidden="true">▾</span>
          </AriaButton>
          <Popover className={styles.popover}>
            <ListBox className={styles.listBox}>
              {pageSizeOptions.map((size) => (
                <ListBoxItem key={size} id={size} textValue={String(size)} className={styles.option}>
                  {String(size)}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
        <span className={styles.range} aria-live="polite">
          {isReady ? `${firstShown}–${lastShown} of ${sorted.length}` : ''}
        </span>
        <div className={styles.pageButtons}>
          <Button
            variant="secondary"
            size="small"
            isDisabled={!isReady || currentPage <= 1}
            onPress={() => setPage(currentPage - 1)}
          >
            Previous
          </Button>
          <span className={styles.pageStatus}>{`Page ${currentPage} of ${pageCount}`}</span>
          <Button
            variant="secondary"
            size="small"
            isDisabled={!isReady || currentPage >= pageCount}
            onPress={() => setPage(currentPage + 1)}
          >
            Next
          </Button>
        </div>
      </nav>
    </div>
  );
}

function renderCell<T>(column: DataTableColumn<T>, row: T): ReactNode {
  const content = column.render ? column.render(row) : displayText(column.value(row));
  if (column.href) {
    return (
      <Link href={column.href(row)} className={styles.link}>
        {content}
      </Link>
    );
  }
  return content;
}
