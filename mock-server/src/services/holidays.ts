// The company's days off, for the business days of a service request's target time (service-request-rules.ts).
// British Columbia's statutory holidays (Employment Standards Act, s. 1 "statutory holiday"): the office is closed,
// so a day's target does not fall on one. COMPANY_HOLIDAYS=none counts weekdays only.
import { easter } from 'date-easter';

export const holidayCalendars = ['CA-BC', 'none'] as const;
export type HolidayCalendar = (typeof holidayCalendars)[number];

/** A calendar day at midnight UTC; `month` from 1 (a day past the month's end rolls over). */
const utcDay = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date));
/** The calendar day as YYYY-MM-DD. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;
/** The day of the month of its `n`th Monday. */
const nthMonday = (year: number, month: number, n: number) =>
  1 + ((8 - utcDay(year, month, 1).getUTCDay()) % 7) + 7 * (n - 1);

/**
 * British Columbia's eleven statutory holidays of `year`, as YYYY-MM-DD. A holiday on a fixed date that falls on a
 * Saturday or a Sunday is kept on the next weekday that is not itself a holiday (as the province's offices do).
 */
export function britishColumbiaHolidays(year: number): Set<string> {
  const easterSunday = easter(year);
  const holidays = new Set(
    [
      utcDay(year, 2, nthMonday(year, 2, 3)), // Family Day
      utcDay(year, easterSunday.month, easterSunday.day - 2), // Good Friday
      utcDay(year, 5, 24 - ((utcDay(year, 5, 24).getUTCDay() + 6) % 7)), // Victoria Day: the Monday before 25 May
      utcDay(year, 8, nthMonday(year, 8, 1)), // B.C. Day
      utcDay(year, 9, nthMonday(year, 9, 1)), // Labour Day
      utcDay(year, 10, nthMonday(year, 10, 2)), // Thanksgiving
    ].map(isoDay),
  );
  // New Year's Day, Canada Day, the National Day for Truth and Reconciliation, Remembrance Day, Christmas Day.
  const fixed: [number, number][] = [
    [1, 1],
    [7, 1],
    [9, 30],
    [11, 11],
    [12, 25],
  ];
  for (const [month, date] of fixed) {
    const kept = utcDay(year, month, date);
    if (isWeekend(kept)) {
      while (isWeekend(kept) || holidays.has(isoDay(kept))) kept.setUTCDate(kept.getUTCDate() + 1);
    }
    holidays.add(isoDay(kept));
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
