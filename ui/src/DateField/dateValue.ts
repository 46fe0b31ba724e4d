import { type CalendarDate, parseDate } from '@internationalized/date';
import type { FieldLabelProps } from '../FieldWrapper/FieldWrapper.tsx';

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

/** The props the library's date fields take as ISO text, where react-aria's take date objects. */
export interface DateStringProps {
  /** ISO date, e.g. "2026-12-01"; "" when empty. */
  value?: string;
  defaultValue?: string;
  /** Called with the ISO date once complete, or "" when cleared. */
  onChange?: (value: string) => void;
  minValue?: string;
  maxValue?: string;
}

/** The names of the props the library's date fields take as ISO text. */
export type DateStringKey = keyof DateStringProps;

/** A date field's props: react-aria's (`AriaProps`) less what the library styles itself, with the dates as ISO text. */
export type DateFieldPropsOf<AriaProps> = Omit<
  AriaProps,
  'className' | 'style' | 'children' | 'render' | DateStringKey
> &
  FieldLabelProps &
  DateStringProps;

/** Turns a date field's ISO-text props into react-aria's date props; the other props pass through. */
export function withCalendarDates<P extends DateStringProps>(props: P) {
  const { value, defaultValue, onChange, minValue, maxValue, ...rest } = props;
  return {
    ...rest,
    ...(value !== undefined ? { value: toCalendarDate(value) } : {}),
    defaultValue: toCalendarDate(defaultValue),
    minValue: toCalendarDate(minValue),
    maxValue: toCalendarDate(maxValue),
    onChange: (next: { toString(): string } | null) => onChange?.(fromCalendarDate(next)),
  };
}
