// Authentication: reads the bearer token of an API request into request.user.
// The token names its session (`sid`); the session row and its account are read together on every request, so a
// session signed out or ended elsewhere, an archived account, a changed role or a changed password (which end the
// account's sessions: migration 0014's triggers) takes effect at once: on PostgreSQL they are read each time, since
// another instance may have changed them (one indexed query, prepared once, for all the requests that arrive in the
// same turn of the event loop: readTogether); on PGlite, the one process on its database, the sessions read are kept
// until the database notifies a change to sessions, accounts or owner profiles (db/client.ts tableVersions), which it
// counts before the changing query returns, so the next request reads again. The session's last request is written at
// most once a minute; a session idle past its role's limit (options.sessionIdle) is ended. On PostgreSQL the bell's
// unread count (countUnreadNotifications, asked by every signed-in page) is read in the same query as its session:
// one round trip instead of two.

import DataLoader from 'dataloader';
import { and, eq, getTableName, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { idleMinutesOf, sessionRoleFor } from '../auth/roles.ts';
import { tableVersions } from '../db/client.ts';
import { keptReads } from '../db/kept-reads.ts';
import { notifications, ownerProfiles, sessions, users } from '../db/schema.ts';
import { enrolmentAccount } from '../repositories/second-factors.ts';
import { enrolmentTokenPrefix } from '../services/second-factors.ts';

/** How stale a session's lastSeenAt may get before a request writes it again. */
export const lastSeenResolutionMs = 60_000;

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, tokens, options } = app.services;
    app.decorateRequest('user', null);
    app.decorateRequest('authProblem', null);
    app.decorateRequest('tokenExpiresAt', 0);
    const sessionAccountsWhere = (where: SQL) =>
      db
        .select({
          id: sessions.id,
          userId: sessions.userId,
          lastSeenAt: sessions.lastSeenAt,
          endedAt: sessions.endedAt,
          userName: users.userName,
          roleName: users.roleName,
          archived: users.archived,
          profileArchived: ownerProfiles.archived,
          // Asked for by the bell alone: an index-only count (notifications_unread_idx) of the account's unread ones.
          unread: sql<
            number | null
          >`case when ${sql.placeholder('countUnread')}::boolean then (select count(*)::int from ${notifications} where ${notifications.userId} = ${sessions.userId} and ${notifications.readAt} is null) end`,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(ownerProfiles, eq(ownerProfiles.userId, users.id))
        .where(where);
    // One session (a request on its own) by `= $id`, which PostgreSQL plans once per connection; several (requests
    // arriving in the same turn: readTogether) by `= any($ids)`, which it plans again at every execution, its plan for
    // an array of unknown length costing more than one for a known one (0.31 against 0.17 ms a read, psql's
    // pg_prepared_statements: custom plans only).
    const oneSessionAccount = sessionAccountsWhere(sql`${sessions.id} = ${sql.placeholder('id')}`).prepare(
      'portal_session_account',
    );
    const sessionAccounts = sessionAccountsWhere(
      sql`${sessions.id} = any(${sql.placeholder('ids')})`,
    ).prepare('portal_session_accounts');
    const sessionAccountsOf = (ids: string[], countUnread: boolean) =>
      ids.length === 1
        ? oneSessionAccount.execute({ id: ids[0], countUnread })
        : sessionAccounts.execute({ ids, countUnread });
    const touch = db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(and(eq(sessions.id, sql.placeholder('id')), isNull(sessions.endedAt)))
      .prepare('portal_session_touch');
    const endIdle = db
      .update(sessions)
      .set({ endedAt: sql`now()`, endedReason: 'idle' })
      .where(and(eq(sessions.id, sql.placeholder('id')), isNull(sessions.endedAt)))
      .prepare('portal_session_end_idle');

    const readSessions = (ids: string[]) => sessionAccountsOf(ids, false);
    type Session = Awaited<ReturnType<typeof readSessions>>[number] | undefined;
    const versionOf = tableVersions.get(db);
    // The tables the session check reads (their names in the database).
    const sessionTables = [sessions, users, ownerProfiles].map((table) => getTableName(table));
    const sessionOf = versionOf
      ? keptReads(
          async (id: string) => (await readSessions([id]))[0],
          () => versionOf(sessionTables),
          sessionsKept,
        )
      : readTogether(readSessions);
    const sessionWithUnreadOf = versionOf
      ? null
      : readTogether((ids: string[]) => sessionAccountsOf(ids, true));

    app.addHook('onRequest', async (request) => {
      if (!request.routeOptions.config.operation) return;
      const header = request.headers.authorization;
      if (!header) return;
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      if (!match?.[1]) {
        request.authProblem = 'invalid';
        return;
      }
      if (match[1].startsWith(enrolmentTokenPrefix)) {
        // An enrolment token (POST /auth's mfaEnrolmentRequired): the account, for the enrolment operations only.
        const enrolment = await enrolmentAccount(db, match[1].slice(enrolmentTokenPrefix.length));
        const [account] = enrolment
          ? await db
              .select({ userName: users.userName, roleName: users.roleName, archived: users.archived })
              .from(users)
              .where(eq(users.id, enrolment.userId))
          : [];
        const portal = enrolment?.portal === 'strata' ? 'strata' : 'residential';
        const role = account && !account.archived ? sessionRoleFor(account.roleName, portal) : null;
        if (!enrolment || !account || !role) {
          request.authProblem = 'expired';
          return;
        }
        request.user = {
          id: enrolment.userId,
          role,
          roleName: account.roleName,
          userName: account.userName,
          portal,
          sessionId: '',
          enrolmentOnly: true,
        };
        return;
      }
      const verified = await tokens.verify(match[1]);
      if (typeof verified === 'string') {
        request.authProblem = verified;
        return;
      }
      const withUnread =
        sessionWithUnreadOf &&
        request.routeOptions.config.operation.operationId === 'countUnreadNotifications'
          ? await sessionWithUnreadOf(verified.sessionId)
          : undefined;
      const session: Session = withUnread ?? (await sessionOf(verified.sessionId));
      // A session that ended, of another account than the token's, of an archived account, or of an Owner whose
      // profile is archived (who cannot sign in either), is refused at once.
      const active =
        session &&
        session.userId === verified.userId &&
        !session.endedAt &&
        !session.archived &&
        !(session.roleName === 'Owner' && session.profileArchived);
      const role = session && active ? sessionRoleFor(session.roleName, verified.portal) : null;
      if (!session || !role) {
        request.authProblem = 'ended';
        return;
      }
      const now = Date.now();
      const idleMs = idleMinutesOf(role, options.sessionIdle) * 60_000;
      const lastSeen = session.lastSeenAt.getTime();
      if (now - lastSeen > idleMs) {
        await endIdle.execute({ id: session.id });
        request.authProblem = 'ended';
        return;
      }
      // A call that is not the person's activity (the bell's count, asked every minute by a page left open) is
      // checked against the limit but does not move it.
      if (request.routeOptions.config.operation.activity && now - lastSeen >= lastSeenResolutionMs) {
        // The row kept for this turn's other requests (and PGlite's kept rows) sees it too: one write, not one each.
        session.lastSeenAt = new Date(now);
        await touch.execute({ id: session.id });
      }
      request.tokenExpiresAt = verified.expiresAt;
      if (withUnread?.unread != null) request.unreadCount = withUnread.unread;
      request.user = {
        id: session.userId,
        role,
        roleName: session.roleName,
        userName: session.userName,
        portal: verified.portal,
        sessionId: session.id,
      };
    });
  },
  { name: 'portal-auth', dependencies: ['portal-services'] },
);

/** Sessions kept in memory on PGlite (at most this many; the least recently used go first). */
const sessionsKept = 10_000;

/**
 * `readMany` of every id asked for in one turn of the event loop, in one query: the requests whose data arrived in
 * the same poll of the sockets share one round trip to PostgreSQL, instead of a query each. The query is sent after
 * the last of them arrived (in the turn's check phase), so each still sees every change committed before it came.
 */
function readTogether<A extends { id: string }>(
  readMany: (ids: string[]) => Promise<A[]>,
): (id: string) => Promise<A | undefined> {
  const loader = new DataLoader<string, A | undefined>(
    async (ids) => {
      const rows = await readMany([...new Set(ids)]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id));
    },
    // Nothing kept between batches (on PGlite, keptReads keeps what may be kept); the batch goes in the turn's check phase.
    { cache: false, batchScheduleFn: (send) => setImmediate(send) },
  );
  return (id) => loader.load(id);
}
