/**
 * The staff time mask: "hh:mm am" / "hh:mm pm". Empty means the day is off.
 * Digits fill hh then mm (a colon appears by itself), then "a" or "p" adds "am"/"pm".
 */
export const timePlaceholder = 'hh:mm am';

/** Shown after blur when the text is not a whole time (the spec gives no wording). */
export const invalidTimeMessage = 'Enter a time as hh:mm am or pm';

const completeTime = /^(0[1-9]|1[0-2]):[0-5]\d (am|pm)$/;

export function isCompleteTime(text: string): boolean {
  return completeTime.test(text);
}

/**
 * Applies the mask to what the input now holds. `previous` is the text before this keystroke:
 * when the user deletes, the mask does not put back what they removed.
 */
export function maskTime(raw: string, previous = ''): string {
  const deleting = raw.length < previous.length;
  const lower = raw.toLowerCase();
  const colon = lower.indexOf(':');
  let hours: string;
  let minutes: string;
  if (colon >= 0) {
    hours = lower.slice(0, colon).replace(/\D/g, '').slice(0, 2);
    minutes = lower
      .slice(colon + 1)
      .replace(/\D/g, '')
      .slice(0, 2);
    // "9:" means 09.
    if (hours.length === 1) hours = `0${hours}`;
  } else {
    const digits = lower.replace(/\D/g, '').slice(0, 4);
    const first = digits.charAt(0);
    const second = digits.charAt(1);
    // No hour starts with 2-9 or with 13-19, so the first digit alone is the hour.
    const singleDigitHour =
      (first >= '2' && first <= '9') || (first === '1' && second >= '3' && second <= '9');
    if (singleDigitHour) {
      hours = `0${first}`;
      minutes = digits.slice(1, 3);
    } else {
      hours = digits.slice(0, 2);
      minutes = digits.slice(2, 4);
    }
  }
  const meridiem = /[ap]/.exec(lower.replace(/\d/g, ''))?.[0];
  // When deleting "pm" back to "p", drop the half-typed suffix instead of completing it again.
  const keepMeridiem = meridiem !== undefined && (!deleting || /[ap]m/.test(lower));

  let out = hours;
  if (hours.length === 2 && (minutes.length > 0 || !deleting)) out += `:${minutes}`;
  if (minutes.length === 2 && keepMeridiem) out += ` ${meridiem}m`;
  return out;
}
