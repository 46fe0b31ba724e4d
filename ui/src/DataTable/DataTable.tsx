import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useFocusVisible, useFocusWithin } from 'react-aria';
import { Link, ProgressBar, useFilter } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import type { Href } from '../Link/Link.tsx';
import * as styles from './DataTable.css.ts';
import { Cell, Column, DataTableGrid, Row, TableBody, TableHeader } from './DataTableGrid.tsx';
import { DataTablePager } from './DataTablePager.tsx';
import { DataTablePhoneSort } from './DataTablePhoneSort.tsx';
import { DataTableToolbar } from './DataTableToolbar.tsx';
import { defaultPageSize, defaultPageSizeOptions } from './pageSizes.ts';
import { needsFilter, needsPager } from './tableControls.ts';
import { compareValues, displayText, type SortValue } from './values.ts';

export { defaultPageSize, defaultPageSizeOptions, userTablePageSizeOptions } from './pageSizes.ts';

/** Shown while keyboard focus is in a table's grid: Tab leaves the grid, the arrows move in it. */
export const keyboardHint = 'Use arrow keys to move between rows';

export const dataTableStatuses = ['ready', 'loading', 'error'] as const;
export type DataTableStatus = (typeof dataTableStatuses)[number];

export const columnAlignments = ['start', 'end'] as const;
export type ColumnAlignment = (typeof columnAlignments)[number];

export interface DataTableColumn<T> {
  id: string;
  header: string;
  /** The cell's plain value: sorted and filtered on, and shown when `render` is absent. */
  value: (row: T) => SortValue;
  /** Custom cell content (money, badges…); sorting and filtering still use `value`. */
  render?: (row: T) => ReactNode;
  /** Makes this the row link column: its cell is a link to this href (routing comes from RouterProvider). */
  href?: (row: T) => Href;
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
  /** Loads the rows again: the error state then offers "Try again" under its message. */
  onRetry?: () => void;
  /** Shown when there are no rows at all. */
  emptyMessage?: string;
  pageSizeOptions?: readonly number[];
  initialPageSize?: number;
  initialSort?: DataTableSort;
  /** Offer the filter box (default true); a table of a few rows shows none all the same (tableControls.ts). */
  filterable?: boolean;
  /**
   * Server-driven paging: `rows` is the current page, and page, size, sort and search are the caller's state
   * (e.g. the URL), changed through `onChange`. Without it the table pages, sorts and filters `rows` itself.
   */
  server?: DataTableServerState;
  /**
   * Shows an "Export CSV" button that downloads what the table shows, all pages. The caller gets the table's search
   * and sort and, for a table that holds its whole list, the rows it shows (filtered and sorted, every page) with
   * its columns; a server table fetches the rows itself. The button is busy until the promise settles.
   */
  onExport?: (query: DataTableQuery, shown: DataTableShown<T>) => Promise<void>;
}

/** What a table holding its whole list shows: its columns and every row that matches its filter, in its sort. */
export interface DataTableShown<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
}

export interface DataTableQuery {
  /** 1-based. */
  page: number;
  pageSize: number;
  sort?: DataTableSort;
  search: string;
}

export interface DataTableServerState extends DataTableQuery {
  /** Rows matching the search over all pages. */
  total: number;
  /** A new page is loading: the current rows stay on screen meanwhile. */
  isFetching?: boolean;
  onChange: (query: DataTableQuery) => void;
}

/** How long the search box waits after the last keystroke before asking the server. */
export const searchDebounceMs = 300;

const actionsColumnId = '__actions';

/**
 * A sortable, filterable, paged table on react-aria's Table (a keyboard grid: arrow keys move
 * between cells, Enter follows a link). Sorting, filtering and paging happen on the client, or on the server
 * with `server` (the rows are then one page and the caller fetches the next). A table whose rows fit on one page has
 * no pager, and one of a few rows no filter (tableControls.ts).
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
  onRetry,
  emptyMessage = 'No records to display',
  pageSizeOptions = defaultPageSizeOptions,
  initialPageSize = defaultPageSize,
  initialSort,
  filterable = true,
  server,
  onExport,
}: DataTableProps<T>) {
  const [localSort, setLocalSort] = useState<DataTableSort | undefined>(initialSort);
  const [localFilter, setLocalFilter] = useState('');
  const [localPageSize, setLocalPageSize] = useState(initialPageSize);
  const [localPage, setLocalPage] = useState(1);
  const { contains } = useFilter({ sensitivity: 'base' });

  // Server mode: the search box's text is local while typing, sent after a pause. A search that comes back from the
  // server state is shown unless it is one the box sent: the user may have typed on since, and that text arriving late
  // must not wipe what came after it. One from elsewhere (the back button, a link) replaces the text.
  const [typed, setTyped] = useState(server?.search ?? '');
  const sent = useRef<string[]>([]);
  const serverSearch = server?.search;
  useEffect(() => {
    if (serverSearch === undefined) return;
    const mine = sent.current.indexOf(serverSearch);
    if (mine >= 0) {
      sent.current = sent.current.slice(mine + 1);
      return;
    }
    sent.current = [];
    setTyped(serverSearch);
  }, [serverSearch]);
  useEffect(() => {
    if (!server || typed === server.search) return;
    const timer = setTimeout(() => {
      sent.current.push(typed);
      server.onChange({ ...server, search: typed, page: 1 });
    }, searchDebounceMs);
    return () => clearTimeout(timer);
  }, [typed, server]);

  const sort = server ? server.sort : localSort;
  const filter = server ? typed : localFilter;
  const pageSize = server ? server.pageSize : localPageSize;
  const page = server ? server.page : localPage;
  const change = (next: Partial<DataTableQuery>) => {
    if (server) {
      server.onChange({
        page: server.page,
        pageSize: server.pageSize,
        sort: server.sort,
        search: server.search,
        ...next,
      });
      return;
    }
    if (next.sort) setLocalSort(next.sort);
    if (next.pageSize !== undefined) setLocalPageSize(next.pageSize);
    if (next.page !== undefined) setLocalPage(next.page);
  };

  const filtered = useMemo(() => {
    const query = filter.trim();
    if (server || query === '') return rows;
    return rows.filter((row) => columns.some((column) => contains(displayText(column.value(row)), query)));
  }, [rows, columns, filter, contains, server]);

  const sorted = useMemo(() => {
    const column = sort ? columns.find((c) => c.id === sort.column) : undefined;
    if (server || !sort || !column) return filtered;
    return [...filtered].sort((a, b) => compareValues(column.value(a), column.value(b), sort.direction));
  }, [filtered, columns, sort, server]);

  const total = server ? server.total : sorted.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // A filter or a bigger page size can leave the current page past the end.
  const currentPage = Math.min(page, pageCount);
  const pageRows = server ? rows : sorted.slice((currentPage - 1) * pageSize, currentPage * pageSize);
  // A server table keeps its rows on screen while the next page loads.
  const isReady = status === 'ready' || (server !== undefined && status === 'loading' && rows.length > 0);
  const isBusy = server?.isFetching === true;
  const rowHeaderId = (columns.find((c) => c.isRowHeader) ?? columns[0])?.id;

  // The table's rows without its filter decide whether it needs a filter and a pager: a client table's rows; a server
  // table's total as last answered without a search, and at least the total matching the search it has.
  const answeredUnfiltered = server && status === 'ready' && !isBusy && server.search === '';
  // Each of these states starts at what its first render would set it to: an update during the first render would
  // render the table's body twice before its first commit.
  const [serverUnfiltered, setServerUnfiltered] = useState(() => (answeredUnfiltered ? server.total : 0));
  if (answeredUnfiltered && server.total !== serverUnfiltered) setServerUnfiltered(server.total);
  const unfilteredRows = server
    ? answeredUnfiltered
      ? server.total
      : Math.max(serverUnfiltered, server.total)
    : rows.length;
  // A control once shown stays for the table's life: one going away under the user's hand (a page size chosen that
  // holds every row, the last letter of a filter cleared) would take the focus with it and move the page.
  const size = { rows: unfilteredRows, pageSize, page, filter };
  const [shown, setShown] = useState(() => ({
    filter: filterable && needsFilter(size),
    pager: needsPager(size),
  }));
  const showFilter = filterable && (shown.filter || needsFilter(size));
  const showPager = shown.pager || needsPager(size);
  if (showFilter !== shown.filter || showPager !== shown.pager)
    setShown({ filter: showFilter, pager: showPager });

  const columnLayout = (key: string | number) => {
    if (key === actionsColumnId) return { align: 'end' as const, label: actionsHeader };
    const column = columns.find((c) => c.id === key);
    return { align: column?.align ?? 'start', label: column?.header ?? '' };
  };

  // The grid is one Tab stop and its rows are reached with the arrow keys: say so while the keyboard is in it (not
  // before, so a table nobody is in looks as it did).
  const [focusWithin, setFocusWithin] = useState(false);
  const { focusWithinProps } = useFocusWithin({ onFocusWithinChange: setFocusWithin });
  const { isFocusVisible } = useFocusVisible();
  const showKeyboardHint = focusWithin && isFocusVisible && isReady && pageRows.length > 0;

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
    if (rows.length > 0 || (server && filter.trim() !== ''))
      return <p className={styles.empty}>{`No rows match “${filter.trim()}”.`}</p>;
    return <p className={styles.empty}>{emptyMessage}</p>;
  }

  return (
    <div className={styles.root} aria-busy={isBusy || undefined}>
      {showFilter || onExport ? (
        <DataTableToolbar
          label={label}
          filter={
            showFilter
              ? {
                  value: filter,
                  onChange: (value) => {
                    if (server) {
                      setTyped(value);
                      return;
                    }
                    setLocalFilter(value);
                    setLocalPage(1);
                  },
                  isDisabled: !isReady && !server,
                }
              : undefined
          }
          onExport={
            onExport && (() => onExport({ page, pageSize, sort, search: filter }, { columns, rows: sorted }))
          }
        />
      ) : null}
      {unfilteredRows > 1 ? (
        <DataTablePhoneSort
          label={label}
          columns={columns.filter((column) => column.allowsSorting !== false)}
          sort={sort}
          isDisabled={!isReady}
          onChange={(next) => change({ sort: next, page: 1 })}
        />
      ) : null}
      <div className={styles.gridArea} {...focusWithinProps}>
        <div className={styles.scroller}>
          <DataTableGrid
            label={label}
            sortDescriptor={sort}
            onSortChange={(descriptor) =>
              change({
                sort: { column: String(descriptor.column), direction: descriptor.direction },
                page: 1,
              })
            }
            columnLayout={columnLayout}
            renderEmptyState={renderEmpty}
          >
            <TableHeader>
              {[
                ...columns.map((column) => (
                  <Column
                    key={column.id}
                    isRowHeader={column.id === rowHeaderId}
                    allowsSorting={isReady && column.allowsSorting !== false}
                  >
                    {column.header}
                  </Column>
                )),
                ...(renderActions ? [<Column key={actionsColumnId}>{actionsHeader}</Column>] : []),
              ]}
            </TableHeader>
            <TableBody>
              {isReady
                ? pageRows.map((row) => {
                    // A cell's key is its own in the whole collection (the grid moves focus by key): row and column.
                    const id = getRowId(row);
                    return (
                      <Row key={id}>
                        {[
                          ...columns.map((column) => (
                            <Cell key={`${id}/${column.id}`} textValue={displayText(column.value(row))}>
                              {renderCell(column, row)}
                            </Cell>
                          )),
                          ...(renderActions
                            ? [
                                <Cell key={`${id}/${actionsColumnId}`}>
                                  <div className={styles.actions}>{renderActions(row)}</div>
                                </Cell>,
                              ]
                            : []),
                        ]}
                      </Row>
                    );
                  })
                : []}
            </TableBody>
          </DataTableGrid>
        </div>
        <p className={showKeyboardHint ? styles.keyboardHint : styles.keyboardHintHidden} aria-live="polite">
          {showKeyboardHint ? keyboardHint : ''}
        </p>
      </div>
      {status === 'error' && onRetry ? (
        // Outside the grid: a button in the table's empty row is out of reach of the grid's keyboard navigation.
        <div className={styles.retry}>
          <Button variant="secondary" size="small" onPress={onRetry} aria-label={`Try again: ${label}`}>
            Try again
          </Button>
        </div>
      ) : null}
      {showPager ? (
        <DataTablePager
          label={label}
          pageSize={pageSize}
          pageSizeOptions={pageSizeOptions}
          currentPage={currentPage}
          pageCount={pageCount}
          total={total}
          isReady={isReady}
          onChange={change}
        />
      ) : null}
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
