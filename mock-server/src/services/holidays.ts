// The company's days off, for the business days of a service request's target time (service-request-rules.ts).
// British Columbia's statutory holidays (Employment Standards Act, s. 1 "statutory holiday"): the office is closed,
// so a day's target does not fall on one. COMPANY_HOLIDAYS=none counts weekdays only.
import { easter } from 'date-easter';

export const holidayCalendars = ['CA-BC', 'none'] as const;
export type HolidayCalendar = (typeof holidayCalendars)[number];

const pad = (n: number) => String(n).padStart(2, '0');
/** A calendar day as YYYY-MM-DD; `month` from 1. */
const day = (year: number, month: number, date: number) => `${year}-${pad(month)}-${pad(date)}`;
/** 0 for Sunday to 6 for Saturday. */
const weekday = (year: number, month: number, date: number) =>
  new Date(Date.UTC(year, month - 1, date)).getUTCDay();
/** The day of the month of its `n`th Monday. */
const nthMonday = (year: number, month: number, n: number) =>
  1 + ((8 - weekday(year, month, 1)) % 7) + 7 * (n - 1);

/**
 * British Columbia's eleven statutory holidays of `year`, as YYYY-MM-DD. A holiday on a fixed date that falls on a
 * Saturday or a Sunday is kept on the next weekday that is not itself a holiday (as the province's offices do).
 */
export function britishColumbiaHolidays(year: number): Set<string> {
  const goodFriday = new Date(Date.UTC(year, easter(year).month - 1, easter(year).day - 2));
  const moving = [
    day(year, 2, nthMonday(year, 2, 3)), // Family Day
    day(year, goodFriday.getUTCMonth() + 1, goodFriday.getUTCDate()), // Good Friday
    day(year, 5, 24 - ((weekday(year, 5, 24) + 6) % 7)), // Victoria Day: the Monday before 25 May
    day(year, 8, nthMonday(year, 8, 1)), // B.C. Day
    day(year, 9, nthMonday(year, 9, 1)), // Labour Day
    day(year, 10, nthMonday(year, 10, 2)), // Thanksgiving
  ];
  // New Year's Day, Canada Day, the National Day for Truth and Reconciliation, Remembrance Day, Christmas Day.
  const fixed: [number, number][] = [
    [1, 1],
    [7, 1],
    [9, 30],
    [11, 11],
    [12, 25],
  ];
  const holidays = new Set(moving);
  for (const [month, date] of fixed) {
    const kept = new Date(Date.UTC(year, month - 1, date));
    const isOff = () =>
      kept.getUTCDay() === 0 ||
      kept.getUTCDay() === 6 ||
      holidays.has(day(year, kept.getUTCMonth() + 1, kept.getUTCDate()));
    if (kept.getUTCDay() === 0 || kept.getUTCDay() === 6)
      while (isOff()) kept.setUTCDate(kept.getUTCDate() + 1);
    holidays.add(day(kept.getUTCFullYear(), kept.getUTCMonth() + 1, kept.getUTCDate()));
  }
  return holidays;
}

const byYear = new Map<number, Set<string>>();

/** Whether the calendar day `date` (YYYY-MM-DD) is a holiday of `calendar`. */
export function isHoliday(calendar: HolidayCalendar, date: string): boolean {
  if (calendar === 'none') return false;
  const year = Number(date.slice(0, 4));
  let holidays = byYear.get(year);
  if (!holidays) {
    holidays = britishColumbiaHolidays(year);
    byYear.set(year, holidays);
  }
  return holidays.has(date);
}
