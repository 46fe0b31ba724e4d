import { useId } from 'react';
import { visuallyHidden } from '../theme/theme.css.ts';
import * as styles from './DataTable.css.ts';
import type { DataTableSort } from './DataTable.tsx';

export interface DataTablePhoneSortProps {
  /** The table's name: the list is "Sort by <label>" to a screen reader (a page may have several tables). */
  label: string;
  /** The sortable columns, in the table's order. */
  columns: readonly { id: string; header: string }[];
  sort: DataTableSort | undefined;
  isDisabled: boolean;
  onChange: (sort: DataTableSort) => void;
}

/** Between a column's id and a direction in an option's value (ids are identifiers). */
const separator = '|';
const directions = ['ascending', 'descending'] as const;

/**
 * "Sort by" above a table on a phone: its column headers are hidden there (each row is a card), so this is how a
 * touch screen sorts. A native select, for the phone's own picker; each column in both directions.
 */
export function DataTablePhoneSort({ label, columns, sort, isDisabled, onChange }: DataTablePhoneSortProps) {
  const id = useId();
  if (columns.length === 0) return null;
  return (
    <div className={styles.phoneSort}>
      <label htmlFor={id} className={styles.fieldLabel}>
        Sort by<span className={visuallyHidden}> {label.toLowerCase()}</span>
      </label>
      <select
        id={id}
        className={styles.phoneSortSelect}
        value={sort ? `${sort.column}${separator}${sort.direction}` : ''}
        disabled={isDisabled}
        onChange={(event) => {
          const value = event.target.value;
          const column = value.slice(0, value.lastIndexOf(separator));
          const chosen = directions.find((d) => value.endsWith(`${separator}${d}`));
          if (column && chosen) onChange({ column, direction: chosen });
        }}
      >
        {sort ? null : <option value="">As listed</option>}
        {columns.flatMap((column) =>
          directions.map((direction) => (
            <option
              key={`${column.id}${separator}${direction}`}
              value={`${column.id}${separator}${direction}`}
            >
              {`${column.header}, ${direction}`}
            </option>
          )),
        )}
      </select>
    </div>
  );
}
