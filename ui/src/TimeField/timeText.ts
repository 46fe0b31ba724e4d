import { parseTime, type Time } from '@internationalized/date';

/**
 * Staff times as people type them: "9", "9am", "930p", "9:30 pm", "17:00", "12 a.m.". The text is brought to the
 * ISO "HH:mm" that @internationalized/date parses (and range-checks); a time is shown as "hh:mm am".
 */
export const timePlaceholder = 'hh:mm am';

/** Shown after blur when the text is not a time (the spec gives no wording). */
export const invalidTimeMessage = 'Enter a time such as 9am, 9:30 pm or 17:00';

// An hour of one or two digits, optional minutes (after ":" or "." or run on, "930"), optional am/pm.
const timeShape = /^(\d{1,2})(?:[:.]?(\d{2}))?\s*(?:([ap])\.?\s*m?\.?)?$/;

/** The time the text means, or null. With am/pm the hour is 1-12; without, it is read on the 24-hour clock. */
export function parseTimeText(text: string): Time | null {
  const match = timeShape.exec(text.trim().toLowerCase());
  if (!match) return null;
  let hour = Number(match[1]);
  const meridiem = match[3];
  if (meridiem !== undefined) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  }
  try {
    return parseTime(`${String(hour).padStart(2, '0')}:${match[2] ?? '00'}`);
  } catch {
    return null;
  }
}

/** "hh:mm am", the spelling the field shows (12 am is midnight, 12 pm noon). */
export function formatTime(time: Time): string {
  const hour12 = time.hour % 12 === 0 ? 12 : time.hour % 12;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(hour12)}:${two(time.minute)} ${time.hour < 12 ? 'am' : 'pm'}`;
}

/** The text as "hh:mm am" when it is a time; otherwise unchanged (the field then says what is wrong). */
export function normaliseTime(text: string): string {
  const time = parseTimeText(text);
  return time ? formatTime(time) : text.trim();
}

/** A time in the shown spelling, "hh:mm am". */
export function isCompleteTime(text: string): boolean {
  return parseTimeText(text) !== null;
}

/** Minutes after midnight, or null when the text is not a time. */
export function minutesOfDay(text: string): number | null {
  const time = parseTimeText(text);
  return time ? time.hour * 60 + time.minute : null;
}
