import { formatDate } from '../utils/formatDate.ts';
/** What a column's `value` may give: sorted and filtered on, shown when the column has no `render`. */
export type SortValue = string | number | boolean | Date | null | undefined;

function toComparable(value: SortValue): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

const collator = new Intl.Collator('en-CA', { numeric: true, sensitivity: 'base' });

/** Compares two cell values; empty values sort last in either direction. */
export function compareValues(a: SortValue, b: SortValue, direction: 'ascending' | 'descending'): number {
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

/** The text a plain cell shows, and what the filter matches against. */
export function displayText(value: SortValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatDate(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}
