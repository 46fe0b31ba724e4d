// Dates as the contract writes them.

/** Today as YYYY-MM-DD in the server's time zone (the company's day, not UTC's). */
export function todayDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A date-time column as the contract's date-time string. */
export function isoDateTime(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
