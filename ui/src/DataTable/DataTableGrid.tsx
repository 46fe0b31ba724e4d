// The table element of DataTable, on react-aria's table hooks and react-stately's table state: the same keyboard grid
// as react-aria-components' Table (arrow keys move between cells, Enter follows a link, a header sorts on Enter or a
// click), with its roles and data attributes, built in one render. react-aria-components' Table renders its rows
// twice, once to collect them and once, synchronously after the commit, for real: on a phone's CPU (4× slowed) that
// second render of /admin/dashboard's two tables was one task of 420–520 ms. Here the rows render with the rest of
// the page, which React can split into short tasks.
import { type ReactNode, useMemo, useRef } from 'react';
import {
  mergeProps,
  useFocusRing,
  useHover,
  useTable,
  useTableCell,
  useTableColumnHeader,
  useTableHeaderRow,
  useTableRow,
  useTableRowGroup,
} from 'react-aria';
import {
  Cell,
  Column,
  Row,
  type SortDescriptor,
  TableBody,
  TableHeader,
  type TableState,
  useTableState,
} from 'react-stately';
import * as styles from './DataTable.css.ts';
import type { ColumnAlignment } from './DataTable.tsx';

type GridNode = Parameters<typeof useTableCell>[0]['node'];
type State = TableState<unknown>;

export { Cell, Column, Row, TableBody, TableHeader };

/** A column's alignment and, for the phone's card layout, the name shown before each of its values. */
export interface ColumnLayout {
  align: ColumnAlignment;
  label: string;
}

export interface DataTableGridProps {
  label: string;
  sortDescriptor?: SortDescriptor;
  onSortChange: (descriptor: SortDescriptor) => void;
  columnLayout: (columnKey: GridNode['key']) => ColumnLayout;
  /** Shown in a row of its own when the body has no rows. */
  renderEmptyState: () => ReactNode;
  /** TableHeader and TableBody, from react-stately (re-exported here). */
  children: Parameters<typeof useTableState>[0]['children'];
}

export function DataTableGrid({
  label,
  sortDescriptor,
  onSortChange,
  columnLayout,
  renderEmptyState,
  children,
}: DataTableGridProps) {
  const state = useTableState({ children, sortDescriptor, onSortChange, selectionMode: 'none' });
  const ref = useRef<HTMLTableElement>(null);
  const { gridProps } = useTable({ 'aria-label': label }, state, ref);
  const { isFocusVisible, focusProps } = useFocusRing();
  // One focus ring for the whole grid instead of one per row and cell: while the keyboard is in the grid, the row or
  // cell that has the focus itself draws the ring (DataTable.css.ts), so rows and cells keep no focus state of their own.
  const { isFocusVisible: isFocusVisibleWithin, focusProps: focusWithinProps } = useFocusRing({
    within: true,
  });
  const { collection } = state;
  const { focusedKey, isFocused } = state.selectionManager;
  // The grid re-renders at once after it mounts (useTable and each sortable header keep the id of their description
  // in state, set by a layout effect), which re-rendered every row with it, synchronously: most of the long task of a
  // table page. The rows are the same elements until the collection or the focus changes; the state they hold reads
  // the focus from refs, so a kept row never acts on an old focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: state, columnLayout and renderEmptyState change with the collection (a new render of DataTable) or are read through refs (the focus).
  const content = useMemo(() => {
    const childrenOf = (key: GridNode['key']) => [...(collection.getChildren?.(key) ?? [])];
    const bodyRows = [...collection.body.childNodes];
    return (
      <>
        <RowGroup as="thead" className={styles.header}>
          {collection.headerRows.map((headerRow) => (
            <HeaderRow key={headerRow.key} item={headerRow} state={state}>
              {childrenOf(headerRow.key).map((column) => (
                <ColumnHeader
                  key={column.key}
                  column={column}
                  state={state}
                  align={columnLayout(column.key).align}
                />
              ))}
            </HeaderRow>
          ))}
        </RowGroup>
        <RowGroup as="tbody" className={styles.body}>
          {bodyRows.length === 0 ? (
            <tr>
              <th scope="row" colSpan={collection.columnCount} className={styles.emptyCell}>
                {renderEmptyState()}
              </th>
            </tr>
          ) : (
            bodyRows.map((row) => (
              <BodyRow key={row.key} item={row} state={state}>
                {childrenOf(row.key).map((cell) => (
                  <BodyCell
                    key={cell.key}
                    cell={cell}
                    state={state}
                    layout={columnLayout(cell.column?.key ?? '')}
                  />
                ))}
              </BodyRow>
            ))
          )}
        </RowGroup>
      </>
    );
  }, [collection, focusedKey, isFocused]);
  return (
    <table
      {...mergeProps(gridProps, focusProps, focusWithinProps)}
      ref={ref}
      className={styles.table}
      data-focus-visible={isFocusVisible || undefined}
      data-focus-visible-within={isFocusVisibleWithin || undefined}
    >
      {content}
    </table>
  );
}

function RowGroup({
  as: Element,
  className,
  children,
}: {
  as: 'thead' | 'tbody';
  className: string;
  children: ReactNode;
}) {
  const { rowGroupProps } = useTableRowGroup();
  return (
    <Element {...rowGroupProps} className={className}>
      {children}
    </Element>
  );
}

interface RowProps {
  item: GridNode;
  state: State;
  children: ReactNode;
}

function HeaderRow({ item, state, children }: RowProps) {
  const ref = useRef<HTMLTableRowElement>(null);
  const { rowProps } = useTableHeaderRow({ node: item }, state, ref);
  return (
    <tr {...rowProps} ref={ref}>
      {children}
    </tr>
  );
}

function ColumnHeader({ column, state, align }: { column: GridNode; state: State; align: ColumnAlignment }) {
  const ref = useRef<HTMLTableCellElement>(null);
  const { columnHeaderProps } = useTableColumnHeader({ node: column }, state, ref);
  const { isFocusVisible, focusProps } = useFocusRing();
  const { isHovered, hoverProps } = useHover({});
  const allowsSorting = column.props?.allowsSorting === true;
  const sorted = state.sortDescriptor;
  const sortDirection = sorted?.column === column.key ? sorted.direction : undefined;
  return (
    <th
      {...mergeProps(columnHeaderProps, focusProps, hoverProps)}
      ref={ref}
      className={styles.column({ align })}
      data-allows-sorting={allowsSorting || undefined}
      data-sort-direction={sortDirection}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      <span className={styles.columnContent}>
        {column.rendered}
        {allowsSorting ? (
          <span className={styles.sortIcon} aria-hidden="true">
            {sortDirection === 'ascending' ? '▲' : sortDirection === 'descending' ? '▼' : '↕'}
          </span>
        ) : null}
      </span>
    </th>
  );
}

function BodyRow({ item, state, children }: RowProps) {
  const ref = useRef<HTMLTableRowElement>(null);
  const { rowProps } = useTableRow({ node: item }, state, ref);
  const { isHovered, hoverProps } = useHover({});
  return (
    <tr
      {...mergeProps(rowProps, hoverProps)}
      ref={ref}
      className={styles.row}
      data-hovered={isHovered || undefined}
    >
      {children}
    </tr>
  );
}

function BodyCell({ cell, state, layout }: { cell: GridNode; state: State; layout: ColumnLayout }) {
  const ref = useRef<HTMLTableCellElement>(null);
  const { gridCellProps } = useTableCell({ node: cell }, state, ref);
  return (
    <td
      {...gridCellProps}
      ref={ref}
      className={styles.cell({ align: layout.align })}
      data-label={layout.label}
    >
      {cell.rendered}
    </td>
  );
}
