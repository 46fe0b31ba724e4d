import { passwordRules, passwordsMustMatchMessage } from '@portal/ui';
import * as z from 'zod/mini';
import { requiredMessage } from './messages.ts';

/**
 * A new password and its confirmation with the spec's rules and messages (rental spec 5: "password should be at
 * least 6 characters", "requires number" …; strata spec 5: "passwords must match"). The rules come from the ui's
 * PasswordField, so its checklist and these messages cannot drift apart.
 */
/** Every strata account (administrators, building logins, unit owners) needs 8 characters (strata spec 5, DESIGN). */
export const strataPasswordMinLength = 8;

/** Strata spec 5's message for an empty password on the forms that create a user. */
export const passwordRequiredMessage = 'password is required to create a user';

/** The confirmation equals the password; the message under the confirmation. */
export const confirmationMatches = z.refine<{ password: string; confirmPassword: string }>(
  (value) => value.password === value.confirmPassword,
  { message: passwordsMustMatchMessage, path: ['confirmPassword'] },
);

/** The rules for a password that may be left blank (blank passes; the form says when it is required). */
export const blankOrPasswordRules = (minLength: number) =>
  passwordRules(minLength).map((rule) =>
    z.refine<string>((text) => text === '' || rule.test(text), rule.message),
  );

export function newPasswordSchema(minLength = 6, emptyMessage: string = requiredMessage) {
  return z
    .object({
      password: z
        .string()
        .check(
          z.minLength(1, emptyMessage),
          ...passwordRules(minLength).map((rule) => z.refine<string>(rule.test, rule.message)),
        ),
      confirmPassword: z.string().check(z.minLength(1, requiredMessage)),
    })
    .check(confirmationMatches);
}

/**
 * `schema(minLength)` made once for each length and kept: a form that renders again is given the same schema, not a
 * new one to build its rules from.
 */
export function schemaPerLength<Schema>(
  schema: (minLength: number) => Schema,
): (minLength: number) => Schema {
  const made = new Map<number, Schema>();
  return (minLength) => {
    let kept = made.get(minLength);
    if (kept === undefined) {
      kept = schema(minLength);
      made.set(minLength, kept);
    }
    return kept;
  };
}
