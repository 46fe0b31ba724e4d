// Update a strata login (strata spec 2 and 5): username and email required; a new password is optional but, when
// given, follows the rules and is confirmed. zod/mini keeps the area chunk small.
import type { User, UserUpdate } from '@portal/sdk/types';

export type { User } from '@portal/sdk/types';

import * as z from 'zod/mini';
import {
  blankOrPasswordRules,
  confirmationMatches,
  strataPasswordMinLength,
} from '../shared/forms/passwordSchema.ts';
import { requiredEmail, requiredMatching } from '../shared/forms/textRules.ts';

export const userEditSchema = z
  .object({
    userName: requiredMatching(
      (text) => /^[A-Za-z0-9._@+-]+$/.test(text),
      'Letters, digits and . _ @ + - only',
    ),
    email: requiredEmail,
    password: z.string().check(...blankOrPasswordRules(strataPasswordMinLength)),
    confirmPassword: z.string(),
  })
  .check(confirmationMatches);

export type UserEditValues = z.infer<typeof userEditSchema>;

export function userEditFrom(user: User): UserEditValues {
  return { userName: user.userName, email: user.email, password: '', confirmPassword: '' };
}

/** Only what changed is sent (the server changes only the fields sent). */
export function userUpdateFrom(values: UserEditValues, user: User): UserUpdate {
  const userName = values.userName.trim();
  const email = values.email.trim();
  return {
    ...(userName !== user.userName ? { userName } : {}),
    ...(email !== user.email ? { email } : {}),
    ...(values.password !== '' ? { password: values.password } : {}),
  };
}
