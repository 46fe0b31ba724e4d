// Failed sign-ins counted per account and per address in one table every instance shares (sign_in_lockouts).
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInLockouts } from '../db/schema.ts';

/** The longest a lock lasts however often it came back. */
const longestLockMs = 24 * 60 * 60 * 1000;

/** When the latest lock of these keys ends (null when none is locked now), and which keys have a row. */
export async function lockState(
  db: Db,
  keys: string[],
): Promise<{ lockedUntil: Date | null; counted: Set<string> }> {
  const rows = await db
    .select({ key: signInLockouts.key, lockedUntil: signInLockouts.lockedUntil })
    .from(signInLockouts)
    .where(inArray(signInLockouts.key, keys));
  const now = Date.now();
  let latest: Date | null = null;
  for (const row of rows) {
    if (row.lockedUntil && row.lockedUntil.getTime() > now && (!latest || row.lockedUntil > latest)) {
      latest = row.lockedUntil;
    }
  }
  return { lockedUntil: latest, counted: new Set(rows.map((row) => row.key)) };
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
