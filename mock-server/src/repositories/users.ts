// Accounts (users): how a new one is written wherever one is made (user creation, invitation registration, the seed).
import type { RoleName, users } from '../db/schema.ts';

/** A new account's row: its names with the upper-case forms sign-in and the uniqueness checks look them up by. */
export function newUserValues(account: {
  userName: string;
  email: string;
  passwordHash: string;
  roleName: RoleName;
  phoneNumber?: string | null;
}): typeof users.$inferInsert {
  return {
    userName: account.userName,
    normalizedUserName: account.userName.toUpperCase(),
    email: account.email,
    normalizedEmail: account.email.toUpperCase(),
    passwordHash: account.passwordHash,
    roleName: account.roleName,
    phoneNumber: account.phoneNumber ?? null,
  };
}
