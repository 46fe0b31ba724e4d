// Update a strata login (strata spec 2 and 5): username and email required; a new password is optional but, when
// given, follows the rules and is confirmed. zod/mini keeps the area chunk small.
import type { components } from '@portal/sdk/types';
import { passwordRules, passwordsMustMatchMessage } from '@portal/ui/PasswordField/passwordRules.ts';
import * as z from 'zod/mini';
import { emailPattern } from '../agents/index.ts';
import { invalidEmailMessage, requiredMessage } from '../shared/forms/messages.ts';
import { strataPasswordMinLength } from '../shared/forms/passwordSchema.ts';

export type User = components['schemas']['User'];

export const userEditSchema = z
  .object({
    userName: z.string().check(
      z.refine((text) => text.trim() !== '', requiredMessage),
      z.refine(
        (text) => text.trim() === '' || /^[A-Za-z0-9._@+-]+$/.test(text.trim()),
        'Letters, digits and . _ @ + - only',
      ),
    ),
    email: z.string().check(
      z.refine((text) => text.trim() !== '', requiredMessage),
      z.refine((text) => text.trim() === '' || emailPattern.test(text.trim()), invalidEmailMessage),
    ),
    password: z
      .string()
      .check(
        ...passwordRules(strataPasswordMinLength).map((rule) =>
          z.refine<string>((text) => text === '' || rule.test(text), rule.message),
        ),
      ),
    confirmPassword: z.string(),
  })
  .check(
    z.refine((value) => value.password === value.confirmPassword, {
      message: passwordsMustMatchMessage,
      path: ['confirmPassword'],
    }),
  );

export type UserEditValues = z.infer<typeof userEditSchema>;

export function userEditFrom(user: User): UserEditValues {
  return { userName: user.userName, email: user.email, password: '', confirmPassword: '' };
}

/** Only what changed is sent (the server changes only the fields sent). */
export function userUpdateFrom(values: UserEditValues, user: User): components['schemas']['UserUpdate'] {
  const userName = values.userName.trim();
  const email = values.email.trim();
  return {
    ...(userName !== user.userName ? { userName } : {}),
    ...(email !== user.email ? { email } : {}),
    ...(values.password !== '' ? { password: values.password } : {}),
  };
}
