// Failed sign-ins counted per account and per address in one table every instance shares (sign_in_lockouts).
import { and, eq, lt, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInLockouts } from '../db/schema.ts';

/** The longest a lock lasts however often it came back. */
const longestLockMs = 24 * 60 * 60 * 1000;

/** The lockout key of an account known by id. */
export const accountKeyOf = (userId: number) => `account:${userId}`;
/** The same key in SQL, of an account id column (null when the column is). */
export const accountKeySql = (userId: SQLWrapper) => sql<string | null>`${'account:'}::text || ${userId}`;
/** The lockout key of a name no account has (upper-cased). */
export const nameKeyOf = (normalizedName: string) => `name:${normalizedName}`;
/** The lockout key of the caller's address. */
export const addressKeyOf = (ip: string) => `address:${ip}`;

/**
 * When the latest lock of an account's and an address's keys ends (null when neither is locked now), and whether the
 * account's key has a row.
 */
export interface LockState {
  lockedUntil: Date | null;
  accountCounted: boolean;
}

/**
 * The lockout of an account's key (an SQL text) and an address's key, as columns of a select (lockStateFrom reads
 * them).
 */
export function lockColumns(accountKey: SQLWrapper, addressKey: string) {
  const t = signInLockouts;
  return {
    lockedUntil:
      sql`(select max(${t.lockedUntil}) from ${t} where ${t.key} in (${accountKey}, ${addressKey}))`.mapWith(
        t.lockedUntil,
      ),
    accountCounted: sql<boolean>`exists (select 1 from ${t} where ${t.key} = ${accountKey})`,
  };
}

/** The lockout of lockColumns' values: a lock that has ended is none. */
export function lockStateFrom(row: { lockedUntil: unknown; accountCounted: unknown }): LockState {
  const until = row.lockedUntil instanceof Date ? row.lockedUntil : null;
  return {
    lockedUntil: until && until.getTime() > Date.now() ? until : null,
    accountCounted: row.accountCounted === true,
  };
}

/** The lockout of the account's key and the address's key. */
export async function lockState(db: Db, accountKey: string, addressKey: string): Promise<LockState> {
  const [row] = await db
    .select(lockColumns(sql`${accountKey}::text`, addressKey))
    .from(sql`(select 1) as one`);
  return row ? lockStateFrom(row) : { lockedUntil: null, accountCounted: false };
}

/**
 * Counts one failure for the key within a window of `windowMs`; the failure that reaches `limit` locks the key for
 * the window's length, doubled for each earlier lock (at most a day), and starts the count again.
 */
export async function countFailure(db: Db, key: string, limit: number, windowMs: number): Promise<void> {
  const t = signInLockouts;
  const failures = sql`case when ${t.windowEndsAt} <= now() then 1 else ${t.failures} + 1 end`;
  const reached = sql`${failures} >= ${limit}`;
  const window = sql`${windowMs} * interval '1 millisecond'`;
  const lockFor = sql`least(${windowMs}::float8 * power(2, ${t.locks}), ${longestLockMs}) * interval '1 millisecond'`;
  const firstLocks = 1 >= limit;
  await db
    .insert(t)
    .values({
      key,
      failures: firstLocks ? 0 : 1,
      windowEndsAt: sql`now() + ${window}`,
      locks: firstLocks ? 1 : 0,
      lockedUntil: firstLocks ? sql`now() + ${window}` : null,
    })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${reached} then 0 else ${failures} end`,
        windowEndsAt: sql`case when ${t.windowEndsAt} <= now() then now() + ${window} else ${t.windowEndsAt} end`,
        lockedUntil: sql`case when ${reached} then now() + ${lockFor} else ${t.lockedUntil} end`,
        locks: sql`case when ${reached} then ${t.locks} + 1 else ${t.locks} end`,
      },
    });
  if (Math.random() < 0.01) {
    await db
      .delete(t)
      .where(
        and(
          lt(t.windowEndsAt, sql`now() - interval '1 day'`),
          or(sql`${t.lockedUntil} is null`, lt(t.lockedUntil, sql`now() - interval '1 day'`)),
        ),
      );
  }
}

/** A successful sign-in forgets the account's failures and earlier locks. */
export async function forgetFailures(db: Db, key: string): Promise<void> {
  await db.delete(signInLockouts).where(eq(signInLockouts.key, key));
}
