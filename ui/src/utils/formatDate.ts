// The one way the portal shows a date: YYYY-MM-DD, as English Canada writes it (en-CA), the same as the date fields
// show and as the data carries it. The spec gives no display format; every screen and table uses this function.

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A calendar date ("2026-12-01"), a timestamp ("2026-11-25T18:30:00Z", shown as the local day) or a Date, as
 * YYYY-MM-DD; nothing for null or blank; anything unreadable as it came.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && calendarDate.test(value)) return value;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
