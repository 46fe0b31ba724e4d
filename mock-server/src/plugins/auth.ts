// Authentication: reads the bearer token of an API request into request.user.
// The account is checked on every request, so an archived account, a changed role or a changed password (the token's
// fingerprint of it, auth/tokens.ts) takes effect at once: on PostgreSQL it is read each time, since another instance
// may have changed it (one indexed query, prepared once, for all the requests that arrive in the same turn of the
// event loop: readTogether); on PGlite, the one process on its database,
// the accounts read are kept until the database notifies any change (db/client.ts dataVersions), which it counts
// before the changing query returns, so the next request reads again.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sessionRoleFor } from '../auth/roles.ts';
import { passwordFingerprint } from '../auth/tokens.ts';
import { dataVersions } from '../db/client.ts';
import { ownerProfiles, users } from '../db/schema.ts';
import { keepNewest } from '../kept.ts';

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { db, tokens } = app.services;
    app.decorateRequest('user', null);
    app.decorateRequest('authProblem', null);
    app.decorateRequest('tokenExpiresAt', 0);
    const sessionAccounts = db
      .select({
        id: users.id,
        userName: users.userName,
        roleName: users.roleName,
        archived: users.archived,
        passwordHash: users.passwordHash,
        profileArchived: ownerProfiles.archived,
      })
      .from(users)
      .leftJoin(ownerProfiles, eq(ownerProfiles.userId, users.id))
      .where(sql`${users.id} = any(${sql.placeholder('ids')})`)
      .prepare('portal_session_accounts');

    const readAccounts = (ids: number[]) => sessionAccounts.execute({ ids });
    type Account = Awaited<ReturnType<typeof readAccounts>>[number] | undefined;
    const version = dataVersions.get(db);
    const accountOf = version
      ? keptAccounts(async (id: number) => (await readAccounts([id]))[0], version)
      : readTogether(readAccounts);

    app.addHook('onRequest', async (request) => {
      if (!request.routeOptions.config.operation) return;
      const header = request.headers.authorization;
      if (!header) return;
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      if (!match?.[1]) {
        request.authProblem = 'invalid';
        return;
      }
      const verified = await tokens.verify(match[1]);
      if (typeof verified === 'string') {
        request.authProblem = verified;
        return;
      }
      const account: Account = await accountOf(verified.userId);
      // An archived account, an Owner whose profile is archived (who cannot sign in either), or a token issued under
      // another password, is refused at once.
      const active =
        account &&
        !account.archived &&
        !(account.roleName === 'Owner' && account.profileArchived) &&
        (verified.pwd === undefined || verified.pwd === passwordFingerprint(account.passwordHash));
      const role = account && active ? sessionRoleFor(account.roleName, verified.portal) : null;
      if (!account || !role) {
        request.authProblem = 'invalid';
        return;
      }
      request.tokenExpiresAt = verified.expiresAt;
      request.user = {
        id: account.id,
        role,
        roleName: account.roleName,
        userName: account.userName,
        portal: verified.portal,
      };
    });
  },
  { name: 'portal-auth', dependencies: ['portal-services'] },
);

/** Accounts kept in memory (at most this many; the oldest read goes first). */
const accountsKept = 10_000;

/**
 * `read` with its answers kept while the data's version stays the same. A read that began before a change is not kept
 * (it may have seen the data from before it).
 */
function keptAccounts<A>(
  read: (id: number) => Promise<A>,
  version: () => number,
): (id: number) => Promise<A> {
  const kept = new Map<number, A>();
  let keptAt = version();
  return async (id) => {
    const now = version();
    if (now !== keptAt) {
      kept.clear();
      keptAt = now;
    }
    if (kept.has(id)) return kept.get(id) as A;
    const account = await read(id);
    if (version() === now && account !== undefined) {
      keepNewest(kept, id, account, accountsKept);
    }
    return account;
  };
}

/**
 * `readMany` of every id asked for in one turn of the event loop, in one query: the requests whose data arrived in
 * the same poll of the sockets share one round trip to PostgreSQL, instead of a query each. The query is sent after
 * the last of them arrived (in the turn's check phase), so each still sees every change committed before it came.
 */
function readTogether<A extends { id: number }>(
  readMany: (ids: number[]) => Promise<A[]>,
): (id: number) => Promise<A | undefined> {
  let waiting: Map<
    number,
    { resolve: (a: A | undefined) => void; reject: (error: unknown) => void }[]
  > | null = null;
  const send = () => {
    const batch = waiting;
    waiting = null;
    if (!batch) return;
    readMany([...batch.keys()]).then(
      (rows) => {
        const byId = new Map(rows.map((row) => [row.id, row]));
        for (const [id, asked] of batch) for (const { resolve } of asked) resolve(byId.get(id));
      },
      (error: unknown) => {
        for (const asked of batch.values()) for (const { reject } of asked) reject(error);
      },
    );
  };
  return (id) =>
    new Promise((resolve, reject) => {
      if (!waiting) {
        waiting = new Map();
        setImmediate(send);
      }
      const asked = waiting.get(id);
      if (asked) asked.push({ resolve, reject });
      else waiting.set(id, [{ resolve, reject }]);
    });
}
