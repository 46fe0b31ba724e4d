// What a person reads when the server refuses a call. The server's own sentences (the spec's messages, reasons such as
// "RM Number RM0073 is already used…") are shown as they are; its generic validator wording, which starts with the
// field's machine name ("token must be at least 16 characters.", "bedroom must be <= 8."), is rewritten to name the
// field as the screen does and to say the rule in words.
import { ApiError } from '@portal/sdk/client';

/** A field's name on screen, or a whole sentence to show instead of any validator wording about that field. */
export type FieldWording = string | { message: string };

/** "moveInFee" → "Move in fee". */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/\[\d+\]/g, '')
    .split('.')
    .pop()
    ?.replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  if (!words) return 'This field';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const comparisons: [RegExp, string][] = [
  [/ must be <= /, ' must be at most '],
  [/ must be >= /, ' must be at least '],
  [/ must be < /, ' must be less than '],
  [/ must be > /, ' must be more than '],
];

/** The failure as a person should read it, or null when there is none. */
export function messageForUser(
  error: unknown,
  fields: Readonly<Record<string, FieldWording>> = {},
): string | null {
  if (error === null || error === undefined) return null;
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const { field, message } = error;
  if (error.status !== 400 || !field || !message.startsWith(`${field} `)) return message;
  const wording = fields[field];
  if (typeof wording === 'object') return wording.message;
  let text = `${wording ?? fieldLabel(field)}${message.slice(field.length)}`;
  for (const [pattern, words] of comparisons) text = text.replace(pattern, words);
  return text;
}
