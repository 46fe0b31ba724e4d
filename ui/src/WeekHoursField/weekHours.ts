import { isCompleteTime, maskTime } from '../TimeField/timeMask.ts';

export const weekDays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type WeekDay = (typeof weekDays)[number];

/** One day's shift; an empty start means the day is off (the end is then ignored). */
export interface DayHours {
  start: string;
  end: string;
}

const off: DayHours = { start: '', end: '' };

/**
 * The spec's hours string: seven comma-separated entries, Monday to Sunday, each "start - end" or "off",
 * e.g. "09:00 am - 05:00 pm,…,off" (the contract's StrataPropertyStaff.hours).
 */
export function formatWeekHours(days: readonly DayHours[]): string {
  return weekDays
    .map((_, i) => {
      const day = days[i] ?? off;
      return day.start === '' ? 'off' : `${day.start} - ${day.end}`;
    })
    .join(',');
}

/** Reads an hours string (leading zeros optional, spaces after commas allowed) into seven days. */
export function parseWeekHours(text: string): DayHours[] {
  const entries = text.trim() === '' ? [] : text.split(',').map((entry) => entry.trim());
  return weekDays.map((_, i) => {
    const entry = entries[i];
    if (entry === undefined || entry === '' || entry.toLowerCase() === 'off') return { ...off };
    const [start = '', end = ''] = entry.split(/\s+-\s+/);
    return { start: maskTime(start.trim()), end: maskTime(end.trim()) };
  });
}

/** Every day is off or has a whole start and end time. */
export function isValidWeekHours(text: string): boolean {
  const entries = text.split(',');
  if (entries.length !== weekDays.length) return false;
  return parseWeekHours(text).every(
    (day, i) =>
      (day.start === '' && entries[i]?.trim().toLowerCase() === 'off') ||
      (isCompleteTime(day.start) && isCompleteTime(day.end)),
  );
}

/** The per-day values the contract also stores (startTimeMonday … endTimeSunday); null when off. */
export function weekHoursByDay(
  text: string,
): Record<`startTime${WeekDay}` | `endTime${WeekDay}`, string | null> {
  const days = parseWeekHours(text);
  const out = {} as Record<`startTime${WeekDay}` | `endTime${WeekDay}`, string | null>;
  weekDays.forEach((name, i) => {
    const day = days[i] ?? off;
    out[`startTime${name}`] = day.start === '' ? null : day.start;
    out[`endTime${name}`] = day.start === '' ? null : day.end;
  });
  return out;
}

/** Minutes after midnight of a complete "hh:mm am" time (12 am is midnight, 12 pm noon). */
function minutesOf(time: string): number | null {
  const match = /^(\d{1,2}):(\d{2})\s*([ap]m)$/i.exec(time.trim());
  if (!match) return null;
  const hour = Number(match[1]) % 12;
  return (match[3]?.toLowerCase() === 'pm' ? hour + 12 : hour) * 60 + Number(match[2]);
}

/** The first working day whose end time is not after its start time (shifts end on the day they start), or null. */
export function dayEndingBeforeStart(text: string): WeekDay | null {
  const days = parseWeekHours(text);
  for (const [i, name] of weekDays.entries()) {
    const day = days[i];
    if (!day || day.start === '') continue;
    const start = minutesOf(day.start);
    const end = minutesOf(day.end);
    if (start !== null && end !== null && end <= start) return name;
  }
  return null;
}
