// Sessions on the server: each sign-in is a row the token names (`sid`); sign-out, ending one or every other session,
// the idle limit per role, the last request written at most once a minute, and the changes that end every session of
// an account (archive, password reset, role).
import { and, eq, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema.ts';
import { cleanupJobs } from '../src/housekeeping/jobs.ts';
import { demoPassword } from '../src/seed.ts';
import { testJwtSecret, useTestApp } from './helpers/test-app.ts';

// Many sign-ins of one account: the sign-in rate limit is not under test here.
const t = useTestApp({ rateLimits: { strict: 1000, public: 1000, timeWindowMs: 60_000 } });
const db = () => t.app.services.db;

const signIn = async (
  username: string,
  portal: 'residential' | 'strata' = 'residential',
  agent = 'Test browser',
) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth',
    payload: { username, password: demoPassword, portal },
    headers: { 'user-agent': agent },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { token: string; idleMinutes: number };
  return { token: body.token, sid: decodeJwt(body.token).sid as string, idleMinutes: body.idleMinutes };
};
const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  t.request({ method, url, headers: { authorization: `Bearer ${token}` } });
const ownUser = (token: string, userId: number) => call(token, 'GET', `/api/user/${userId}`);
const endedMessage = 'Your session has ended. Sign in again.';
/** The session's last call `minutes` ago. */
const idleFor = (sid: string, minutes: number) =>
  db()
    .update(sessions)
    .set({ lastSeenAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessions.id, sid));

describe('sessions', () => {
  it('makes a row for each sign-in, which the token names and listSessions shows with its address and browser', async () => {
    const first = await signIn('owner2', 'residential', 'Browser one');
    const second = await signIn('owner2', 'residential', 'Browser two');
    expect(first.sid).toMatch(/^[\w-]{22}$/);
    expect(first.idleMinutes).toBe(720);
    const listed = await call(second.token, 'GET', '/api/auth/sessions');
    expect(listed.statusCode).toBe(200);
    const rows = listed.json() as { id: string; current: boolean; userAgent: string; ip: string }[];
    expect(rows.find((r) => r.id === second.sid)).toMatchObject({ current: true, userAgent: 'Browser two' });
    expect(rows.find((r) => r.id === first.sid)).toMatchObject({ current: false, userAgent: 'Browser one' });
    expect(rows[0]?.ip).toBeTruthy();
    // Another account's list has neither.
    const other = (await call(await t.loginAs('owner'), 'GET', '/api/auth/sessions')).json() as {
      id: string;
    }[];
    expect(other.map((r) => r.id)).not.toContain(first.sid);
    expect((await signIn('admin')).idleMinutes).toBe(30);
  });

  it("signOut ends the session: the same token answers 401 afterwards, the account's other sessions go on", async () => {
    const id = t.seed.users.owner2;
    const kept = await signIn('owner2');
    const leaving = await signIn('owner2');
    expect((await ownUser(leaving.token, id)).statusCode).toBe(200);
    expect((await call(leaving.token, 'POST', '/api/auth/logout')).statusCode).toBe(204);
    const after = await ownUser(leaving.token, id);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(endedMessage);
    expect((await ownUser(kept.token, id)).statusCode).toBe(200);
    // The bell, whose session is read with its count on PostgreSQL, is refused alike.
    const bell = await call(leaving.token, 'GET', '/api/notifications/unreadCount');
    expect(bell.statusCode).toBe(401);
    expect(bell.json().message).toBe(endedMessage);
    expect((await call(kept.token, 'GET', '/api/notifications/unreadCount')).json()).toEqual({
      count: expect.any(Number),
    });
  });

  it("endSession ends one of the caller's sessions; another account's, an ended one and an unknown id answer 404", async () => {
    const id = t.seed.users.owner2;
    const here = await signIn('owner2');
    const there = await signIn('owner2');
    const strangers = await signIn('owner');
    expect((await call(here.token, 'DELETE', `/api/auth/sessions/${strangers.sid}`)).statusCode).toBe(404);
    expect((await ownUser(strangers.token, t.seed.users.owner)).statusCode).toBe(200);
    expect((await call(here.token, 'DELETE', '/api/auth/sessions/no-such-session')).statusCode).toBe(404);
    expect((await call(here.token, 'DELETE', `/api/auth/sessions/${there.sid}`)).statusCode).toBe(204);
    expect((await ownUser(there.token, id)).statusCode).toBe(401);
    expect((await call(here.token, 'DELETE', `/api/auth/sessions/${there.sid}`)).statusCode).toBe(404);
    expect((await ownUser(here.token, id)).statusCode).toBe(200);
  });

  it("endOtherSessions ends every other session of the account and keeps the caller's", async () => {
    const id = t.seed.users.owner2;
    const others = [await signIn('owner2'), await signIn('owner2')];
    const here = await signIn('owner2');
    expect((await call(here.token, 'DELETE', '/api/auth/sessions')).statusCode).toBe(204);
    for (const other of others) expect((await ownUser(other.token, id)).statusCode).toBe(401);
    expect((await ownUser(here.token, id)).statusCode).toBe(200);
    const listed = (await call(here.token, 'GET', '/api/auth/sessions')).json() as { id: string }[];
    expect(listed.map((r) => r.id)).toEqual([here.sid]);
  });

  it('refuses a token without a session id or without an expiry, signed with the right secret', async () => {
    const { sid } = await signIn('owner2');
    const key = new TextEncoder().encode(testJwtSecret);
    const claims = { portal: 'residential' };
    const noSid = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(t.seed.users.owner2))
      .setExpirationTime('1h')
      .sign(key);
    const noExp = await new SignJWT({ ...claims, sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(t.seed.users.owner2))
      .sign(key);
    // A real session named by a token of another account.
    const otherAccount = await new SignJWT({ ...claims, sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(t.seed.users.owner))
      .setExpirationTime('1h')
      .sign(key);
    for (const token of [noSid, noExp, otherAccount]) {
      expect((await ownUser(token, t.seed.users.owner2)).statusCode).toBe(401);
    }
  });

  it("ends a session idle past its role's limit (staff 30 minutes, owners 12 hours)", async () => {
    const admin = await signIn('admin');
    const owner = await signIn('owner2');
    await idleFor(admin.sid, 29);
    expect((await ownUser(admin.token, t.seed.users.admin)).statusCode).toBe(200);
    await idleFor(admin.sid, 31);
    await idleFor(owner.sid, 31);
    const idle = await ownUser(admin.token, t.seed.users.admin);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().message).toBe(endedMessage);
    expect((await ownUser(owner.token, t.seed.users.owner2)).statusCode).toBe(200);
    const [row] = await db().select().from(sessions).where(eq(sessions.id, admin.sid));
    expect(row?.endedReason).toBe('idle');
    // Seen again after the idle limit does not bring it back.
    await idleFor(admin.sid, 0);
    expect((await ownUser(admin.token, t.seed.users.admin)).statusCode).toBe(401);
    await idleFor(owner.sid, 721);
    expect((await ownUser(owner.token, t.seed.users.owner2)).statusCode).toBe(401);
  });

  it("does not count the bell's count (x-activity: false) as activity: a page left open still ends at the limit", async () => {
    const admin = await signIn('admin');
    const seenMinutesAgo = async () => {
      const [row] = await db().select().from(sessions).where(eq(sessions.id, admin.sid));
      return (Date.now() - (row?.lastSeenAt.getTime() ?? 0)) / 60_000;
    };
    const unread = () => call(admin.token, 'GET', '/api/notifications/unreadCount');
    await idleFor(admin.sid, 29);
    expect((await unread()).statusCode).toBe(200);
    expect(await seenMinutesAgo()).toBeGreaterThan(28.9);
    // Any other call is activity.
    expect((await ownUser(admin.token, t.seed.users.admin)).statusCode).toBe(200);
    expect(await seenMinutesAgo()).toBeLessThan(1);
    await idleFor(admin.sid, 31);
    const ended = await unread();
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe(endedMessage);
    const [row] = await db().select().from(sessions).where(eq(sessions.id, admin.sid));
    expect(row?.endedReason).toBe('idle');
  });

  it('writes the last request at most once a minute per session', async () => {
    const { token, sid } = await signIn('owner2');
    const lastSeen = async () =>
      (
        await db().select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, sid))
      )[0]?.at.getTime();
    const fresh = await lastSeen();
    for (let i = 0; i < 3; i++) expect((await ownUser(token, t.seed.users.owner2)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(fresh);
    await idleFor(sid, 2);
    const stale = await lastSeen();
    expect((await ownUser(token, t.seed.users.owner2)).statusCode).toBe(200);
    const written = await lastSeen();
    expect(written).toBeGreaterThan((stale ?? 0) + 60_000);
    expect((await ownUser(token, t.seed.users.owner2)).statusCode).toBe(200);
    expect(await lastSeen()).toBe(written);
  });

  it('ends every session of an account archived (and restored) through the API, or whose password is reset', async () => {
    const id = t.seed.users.owner2;
    const before = await signIn('owner2');
    expect(
      (await t.request({ method: 'PUT', url: `/api/user/archive/${id}`, as: 'superadmin' })).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'PUT', url: `/api/user/restore/${id}`, as: 'superadmin' })).statusCode,
    ).toBe(200);
    expect((await ownUser(before.token, id)).statusCode).toBe(401);
    // A reset through a link (the token row written as requestPasswordReset would).
    const session = await signIn('owner2');
    const [hash] = await db().select({ h: users.passwordHash }).from(users).where(eq(users.id, id));
    await db()
      .update(users)
      .set({ passwordHash: `${hash?.h}` })
      .where(eq(users.id, id));
    expect((await ownUser(session.token, id)).statusCode).toBe(200); // the same hash: no change, no end
    await db().update(users).set({ passwordHash: 'x' }).where(eq(users.id, id));
    await db()
      .update(users)
      .set({ passwordHash: `${hash?.h}` })
      .where(eq(users.id, id));
    expect((await ownUser(session.token, id)).statusCode).toBe(401);
    const [row] = await db()
      .select({ reason: sessions.endedReason })
      .from(sessions)
      .where(and(eq(sessions.id, session.sid)));
    expect(row?.reason).toBe('passwordChanged');
  });

  it('the housekeeping removes sessions ended a week ago and those signed in more than a week and 8 hours ago', async () => {
    const userId = t.seed.users.owner2;
    await db().execute(sql`
      insert into sessions (id, user_id, ip, created_at, ended_at) values
        ('hk-ended-old', ${userId}, '127.0.0.1', now() - interval '9 days', now() - interval '8 days'),
        ('hk-ended-new', ${userId}, '127.0.0.1', now() - interval '1 day', now() - interval '1 day'),
        ('hk-expired-old', ${userId}, '127.0.0.1', now() - interval '8 days', null),
        ('hk-live', ${userId}, '127.0.0.1', now(), null)`);
    const job = cleanupJobs.find((j) => j.name === 'ended-sessions');
    expect(await job?.run(db())).toBeGreaterThanOrEqual(2);
    const left = await db().select({ id: sessions.id }).from(sessions).where(sql`${sessions.id} like 'hk-%'`);
    expect(left.map((r) => r.id).sort()).toEqual(['hk-ended-new', 'hk-live']);
  });
});
