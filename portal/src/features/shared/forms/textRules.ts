// The zod rules the portal's forms give their text fields, written once: required, a pattern checked once something
// is typed, email and phone. zod/mini, as the forms that use them (it tree-shakes; the area chunks stay small).
import { invalidPhoneMessage, isValidPhone } from '@portal/ui';
import * as z from 'zod/mini';
import { invalidEmailMessage, requiredMessage } from './messages.ts';

/** A plain address shape; the server checks it fully. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isEmail = (text: string) => emailPattern.test(text);

/** Something other than spaces; `message` is the spec's "This field is required" unless the form has its own. */
export const filled = (message: string = requiredMessage) =>
  z.refine<string>((text) => text.trim() !== '', message);

/** Blank, or the trimmed text passes `test`: a blank field gets the required message alone, never both. */
export const blankOr = (test: (text: string) => boolean, message: string) =>
  z.refine<string>((text) => text.trim() === '' || test(text.trim()), message);

/** Required text. */
export const requiredText = z.string().check(filled());

/** Required, then `test` on the trimmed text once something is typed. */
export const requiredMatching = (
  test: (text: string) => boolean,
  message: string,
  emptyMessage: string = requiredMessage,
) => z.string().check(filled(emptyMessage), blankOr(test, message));

/** Optional; when given, `test` must pass on the trimmed text. */
export const optionalMatching = (test: (text: string) => boolean, message: string) =>
  z.string().check(blankOr(test, message));

export const requiredEmail = requiredMatching(isEmail, invalidEmailMessage);
export const optionalEmail = optionalMatching(isEmail, invalidEmailMessage);
export const requiredPhone = requiredMatching(isValidPhone, invalidPhoneMessage);
export const optionalPhone = optionalMatching(isValidPhone, invalidPhoneMessage);
