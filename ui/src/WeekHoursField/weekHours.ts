import { isCompleteTime, minutesOfDay, normaliseTime } from '../TimeField/timeText.ts';

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

/** Reads an hours string (times as typed, e.g. "9am" or "17:00"; spaces after commas allowed) into seven days. */
export function parseWeekHours(text: string): DayHours[] {
  const entries = text.trim() === '' ? [] : text.split(',').map((entry) => entry.trim());
  return weekDays.map((_, i) => {
    const entry = entries[i];
    if (entry === undefined || entry === '' || entry.toLowerCase() === 'off') return { ...off };
    const [start = '', end = ''] = entry.split(/\s+-\s+/);
    return { start: normaliseTime(start), end: normaliseTime(end) };
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

/** Whether a working day's end is not after its start, which is allowed only for a shift that ends the next day. */
export function endsBeforeStart(day: DayHours, endsNextDay = false): boolean {
  if (day.start === '') return false;
  const start = minutesOfDay(day.start);
  const end = minutesOfDay(day.end);
  if (start === null || end === null) return false;
  return endsNextDay ? end === start : end <= start;
}

/**
 * The first working day whose end time is not after its start time, or null. A day in `overnightDays` ends the
 * next day, so its end may be earlier than its start (but not the same time).
 */
export function dayEndingBeforeStart(text: string, overnightDays: readonly WeekDay[] = []): WeekDay | null {
  const days = parseWeekHours(text);
  for (const [i, name] of weekDays.entries()) {
    const day = days[i];
    if (day && endsBeforeStart(day, overnightDays.includes(name))) return name;
  }
  return null;
}

/** The week with Monday to Friday given day `from`'s shift (Saturday and Sunday kept). */
export function copyToWeekdays(days: readonly DayHours[], from: number): DayHours[] {
  const shift = days[from] ?? off;
  return weekDays.map((_, i) => (i < 5 ? { ...shift } : { ...(days[i] ?? off) }));
}

/** The overnight days with Monday to Friday set as day `from` is. */
export function copyOvernightToWeekdays(overnightDays: readonly WeekDay[], from: number): WeekDay[] {
  const fromName = weekDays[from];
  const overnight = fromName !== undefined && overnightDays.includes(fromName);
  return weekDays.filter((name, i) => (i < 5 ? overnight : overnightDays.includes(name)));
}

/** The overnight days that are working days of the hours (an off day cannot end the next day). */
export function workingOvernightDays(text: string, overnightDays: readonly WeekDay[]): WeekDay[] {
  const days = parseWeekHours(text);
  return weekDays.filter((name, i) => overnightDays.includes(name) && (days[i]?.start ?? '') !== '');
}
