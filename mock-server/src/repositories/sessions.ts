// The sessions table (db/schema/accounts.ts): one row per sign-in, read on every request by plugins/auth.ts.
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { newSessionId, sessionHours } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';

/** Why a session ended (sessions.ended_reason); the triggers of migration 0014 write archived, passwordChanged, roleChanged. */
export type EndedReason = 'signedOut' | 'endedElsewhere';

/** A browser's own name for itself is kept to this many characters. */
const userAgentKept = 512;

export async function startSession(
  db: Db,
  session: { userId: number; ip: string; userAgent: string | undefined },
): Promise<string> {
  const id = newSessionId();
  await db.insert(sessions).values({
    id,
    userId: session.userId,
    ip: session.ip,
    userAgent: session.userAgent?.slice(0, userAgentKept) || null,
  });
  return id;
}

/** The account's sessions still going: not ended, seen within the idle limit, signed in within the token's life. */
export function listLiveSessions(db: Db, userId: number, idleMinutes: number) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`),
        gt(sessions.createdAt, sql`now() - make_interval(hours => ${sessionHours})`),
      ),
    )
    .orderBy(desc(sessions.createdAt), sessions.id);
}

/** Ends one session of the account; false when it has none of that id still going. */
export async function endSession(db: Db, userId: number, id: string, reason: EndedReason): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: sql`now()`, endedReason: reason })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/**
 * Ends every session of the account but `keptId` (the caller's own, signing the others out), or every one without it
 * (its second factors removed by staff: a lost device may hold one).
 */
export async function endOtherSessions(db: Db, userId: number, keptId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: sql`now()`, endedReason: 'endedElsewhere' satisfies EndedReason })
    .where(
      and(
        eq(sessions.userId, userId),
        keptId === undefined ? undefined : ne(sessions.id, keptId),
        isNull(sessions.endedAt),
      ),
    );
}

/**
 * Within `tx`, a change of the account's password (or role, or archiving) keeps this session going: the triggers of
 * migration 0014 end every other one.
 */
export async function keepSessionInTransaction(tx: Db, sessionId: string): Promise<void> {
  await tx.execute(sql`select set_config('portal.session_kept', ${sessionId}, true)`);
}
