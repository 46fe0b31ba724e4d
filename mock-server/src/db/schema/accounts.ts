// Accounts: every sign-in of the six roles, and password reset tokens.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { archived, createdAt, id, trigramIndex } from './columns.ts';

export const roleNames = [
  'Administrator',
  'Super Administrator',
  'Owner',
  'Strata Administrator',
  'Strata Owner',
  'Strata Unit Owner',
] as const;
export type RoleName = (typeof roleNames)[number];
export const roleName = pgEnum('role_name', roleNames);

export const users = pgTable(
  'users',
  {
    id: id(),
    userName: text().notNull(),
    /** Upper-cased userName: the case-insensitive unique key (as the API's normalizedUserName). */
    normalizedUserName: text().notNull(),
    /** Every account has one; a building login left blank gets the plan number at the product's mail domain. */
    email: text().notNull(),
    /** Upper-cased email: the case-insensitive unique key. */
    normalizedEmail: text().notNull(),
    passwordHash: text().notNull(),
    roleName: roleName().notNull(),
    phoneNumber: text(),
    archived: archived(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_normalized_user_name_key').on(t.normalizedUserName),
    uniqueIndex('users_normalized_email_key').on(t.normalizedEmail),
    check('users_normalized_user_name_upper', sql`${t.normalizedUserName} = upper(${t.userName})`),
    check('users_normalized_email_upper', sql`${t.normalizedEmail} = upper(${t.email})`),
    index('users_role_name_idx').on(t.roleName),
    // The owner table sorts by email and searches it (`q`: ILIKE '%…%', served by a trigram index; pg_trgm).
    index('users_email_idx').on(t.email, t.id),
    trigramIndex('users_email_trgm_idx', t.email),
    // The Strata Users tables search user names too (21,000 accounts with the large seed).
    trigramIndex('users_user_name_trgm_idx', t.userName),
  ],
);

/** Single-use, expiring password reset tokens; only a SHA-256 digest of the token is kept. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: id(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenDigest: text().notNull().unique(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Signed-in sessions: one row per sign-in, whose id the token carries (`sid`). Every authenticated request reads its
 * session with the account (plugins/auth.ts); an ended session (signed out, ended from another session, idle past
 * the role's limit, or ended by a trigger when the account is archived, its password or its role changes:
 * migration 0014) answers 401. Ended rows are removed by the housekeeping (services/sessions.ts).
 */
export const sessions = pgTable(
  'sessions',
  {
    /** 128 random bits, base64url. */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Written at most once a minute per session, so the idle limit is exact to the minute. */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ip: text().notNull(),
    userAgent: text(),
    endedAt: timestamp({ withTimezone: true }),
    /** signedOut, endedElsewhere, idle, archived, passwordChanged, roleChanged. */
    endedReason: text(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId).where(sql`${t.endedAt} is null`),
    index('sessions_ended_at_idx').on(t.endedAt).where(sql`${t.endedAt} is not null`),
  ],
);

/** Email changes waiting for the link mailed to the new address; only a SHA-256 digest of the token is kept. */
export const emailChangeTokens = pgTable('email_change_tokens', {
  id: id(),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text().notNull(),
  tokenDigest: text().notNull().unique(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});
