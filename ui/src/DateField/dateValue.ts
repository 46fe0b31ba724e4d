import { type CalendarDate, parseDate } from '@internationalized/date';

/**
 * The library's date fields speak ISO calendar dates ("2026-12-01"), the contract's CalendarDate,
 * so forms never handle react-aria's date objects. Empty or unparsable text is null.
 */
export function toCalendarDate(value: string | null | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value.slice(0, 10));
  } catch {
    return null;
  }
}

export function fromCalendarDate(value: { toString(): string } | null): string {
  return value ? value.toString() : '';
}
