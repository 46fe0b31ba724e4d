// Second factors of an account (two-step sign-in): authenticator codes (TOTP), recovery codes, passkeys (WebAuthn),
// and the short-lived challenges of a sign-in's second step, a passkey ceremony and an enrolment token.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';

const owner = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** An account's authenticator secret: on once confirmed; the secret is encrypted (auth/secret-box.ts). */
export const totpFactors = pgTable('totp_factors', {
  userId: owner().primaryKey(),
  /** AES-256-GCM of the base32 secret: iv.tag.ciphertext, base64url. */
  secretSealed: text().notNull(),
  /** Null while enrolment waits for its first code. */
  confirmedAt: timestamp({ withTimezone: true }),
  /** The 30-second step of the last code accepted: a code of this step or an earlier one is not accepted again. */
  lastUsedStep: bigint({ mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes: the SHA-256 of each (they are random, 60 bits). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: owner(),
    codeDigest: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
);

/** A registered passkey: its credential id and COSE public key (base64url), and its signature counter. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: owner(),
    credentialId: text().notNull().unique(),
    publicKey: text().notNull(),
    counter: bigint({ mode: 'number' }).notNull().default(0),
    transports: jsonb().$type<string[]>().notNull().default([]),
    name: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);

export const mfaChallengePurposes = ['signIn', 'passkeySignIn', 'registration', 'enrolment'] as const;
export type MfaChallengePurpose = (typeof mfaChallengePurposes)[number];

/**
 * A challenge, kept by the SHA-256 of the secret the client holds: a sign-in's second step (signIn: the account,
 * the portal, the wrong codes so far), a passkey sign-in alone (passkeySignIn: no account yet), a passkey
 * registration (registration) and an enrolment token (enrolment). `webauthnChallenge` is the WebAuthn challenge
 * of the latest passkey options asked for it.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    digest: text().primaryKey(),
    purpose: text().$type<MfaChallengePurpose>().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    portal: text().notNull(),
    webauthnChallenge: text(),
    failures: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'mfa_challenges_purpose',
      sql`${t.purpose} in ('signIn', 'passkeySignIn', 'registration', 'enrolment')`,
    ),
    index('mfa_challenges_expires_at_idx').on(t.expiresAt),
    index('mfa_challenges_webauthn_idx').on(t.webauthnChallenge),
  ],
);
