// An account's second factors and the challenges of two-step sign-in (db/schema/second-factors.ts).
import { and, count, desc, eq, gt, isNotNull, isNull, or, type SQLWrapper, sql } from 'drizzle-orm';
import { newSecret, secretDigest } from '../auth/secrets.ts';
import type { Db } from '../db/client.ts';
import {
  type MfaChallengePurpose,
  mfaChallenges,
  passkeys,
  recoveryCodes,
  totpFactors,
} from '../db/schema.ts';

/**
 * What an account has, as columns of a select about `userId` (an id, or a column of the statement's account):
 * authenticator codes on, unused recovery codes, passkeys.
 */
export function factorColumns(userId: SQLWrapper | number) {
  return {
    totp: sql<boolean>`exists (select 1 from ${totpFactors} where ${totpFactors.userId} = ${userId} and ${totpFactors.confirmedAt} is not null)`,
    recoveryCodesLeft: sql<number>`(select count(*)::int from ${recoveryCodes} where ${recoveryCodes.userId} = ${userId} and ${recoveryCodes.usedAt} is null)`,
    passkeys: sql<number>`(select count(*)::int from ${passkeys} where ${passkeys.userId} = ${userId})`,
  };
}

/** The factors of factorColumns' values. */
export function factorsFrom(
  row: { totp: unknown; recoveryCodesLeft: unknown; passkeys: unknown } | undefined,
) {
  return {
    totp: row?.totp === true,
    recoveryCodesLeft: Number(row?.recoveryCodesLeft ?? 0),
    passkeys: Number(row?.passkeys ?? 0),
  };
}

/** What an account has: authenticator codes on, unused recovery codes, passkeys. One query. */
export async function factorsOf(db: Db, userId: number) {
  const [row] = await db.select(factorColumns(userId)).from(sql`(select 1) as one`);
  return factorsFrom(row);
}

export type Factors = Awaited<ReturnType<typeof factorsOf>>;

export const hasSecondFactor = (factors: Factors) => factors.totp || factors.passkeys > 0;

/** A new challenge row; answers the secret the client holds (only its digest is kept). */
export async function newChallenge(
  db: Db,
  input: {
    purpose: MfaChallengePurpose;
    userId: number | null;
    portal: string;
    lifetimeMs: number;
    webauthnChallenge?: string;
  },
): Promise<{ secret: string; expiresAt: Date }> {
  const secret = newSecret();
  const expiresAt = new Date(Date.now() + input.lifetimeMs);
  await db.insert(mfaChallenges).values({
    digest: secretDigest(secret),
    purpose: input.purpose,
    userId: input.userId,
    portal: input.portal,
    webauthnChallenge: input.webauthnChallenge ?? null,
    expiresAt,
  });
  // Now and then, the challenges that ended a day ago go (housekeeping would also do).
  if (Math.random() < 0.02) {
    await db.delete(mfaChallenges).where(sql`${mfaChallenges.expiresAt} < now() - interval '1 day'`);
  }
  return { secret, expiresAt };
}

/** A live challenge of one of these purposes: not expired, not used, under `maxFailures` wrong answers. */
export async function liveChallenge(
  db: Db,
  secret: string,
  purposes: MfaChallengePurpose[],
  maxFailures: number,
) {
  const [row] = await db.select().from(mfaChallenges).where(isLiveChallenge(secret, maxFailures)).limit(1);
  return row && purposes.includes(row.purpose) ? row : undefined;
}

/** The challenge whose secret this is, if it is live: not expired, not used, under `maxFailures` wrong answers. */
export function isLiveChallenge(secret: string, maxFailures: number) {
  return and(
    eq(mfaChallenges.digest, secretDigest(secret)),
    isNull(mfaChallenges.usedAt),
    gt(mfaChallenges.expiresAt, sql`now()`),
    sql`${mfaChallenges.failures} < ${maxFailures}`,
  );
}

/** Marks the challenge used; false when another request used it first. */
export async function claimChallenge(db: Db, digest: string): Promise<boolean> {
  const claimed = await db
    .update(mfaChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(mfaChallenges.digest, digest), isNull(mfaChallenges.usedAt)))
    .returning({ digest: mfaChallenges.digest });
  return claimed.length > 0;
}

export async function countChallengeFailure(db: Db, digest: string): Promise<void> {
  await db
    .update(mfaChallenges)
    .set({ failures: sql`${mfaChallenges.failures} + 1` })
    .where(eq(mfaChallenges.digest, digest));
}

export async function setWebauthnChallenge(db: Db, digest: string, challenge: string): Promise<void> {
  await db
    .update(mfaChallenges)
    .set({ webauthnChallenge: challenge })
    .where(eq(mfaChallenges.digest, digest));
}

/** The account of a live enrolment token. */
export async function enrolmentAccount(db: Db, secret: string) {
  const row = await liveChallenge(db, secret, ['enrolment'], 1);
  return row?.userId ? { userId: row.userId, portal: row.portal } : undefined;
}

export function listPasskeysOf(db: Db, userId: number) {
  return db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
      credentialId: passkeys.credentialId,
      transports: passkeys.transports,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
}

/** Uses one of the account's recovery codes (by digest); false when none unused matches. */
export async function useRecoveryCode(db: Db, userId: number, digest: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeDigest, digest),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/** Claims a TOTP step for the account: false when a code of this step (or a later one) was accepted before. */
export async function claimTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(totpFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(totpFactors.userId, userId),
        isNotNull(totpFactors.confirmedAt),
        or(isNull(totpFactors.lastUsedStep), sql`${totpFactors.lastUsedStep} < ${step}`),
      ),
    )
    .returning({ userId: totpFactors.userId });
  return claimed.length > 0;
}

export async function countPasskeys(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}
