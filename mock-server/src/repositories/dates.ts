// Dates as the contract writes them.
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';

/**
 * The day of `now` as YYYY-MM-DD in `timeZone` (the company's), or in the server's time zone when not given; `days`
 * calendar days later when given (tomorrow: 1), whatever the clock changes on the way.
 */
export function todayDate(now: Date = new Date(), timeZone?: string, days = 0): string {
  const there = addDays(timeZone ? new TZDate(now, timeZone) : now, days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${there.getFullYear()}-${pad(there.getMonth() + 1)}-${pad(there.getDate())}`;
}

/** A date-time column as the contract's date-time string. */
export function isoDateTime(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
