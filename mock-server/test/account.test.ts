// One's own account: changeOwnPassword (the current password checked; the other sessions end, the caller's goes on)
// and the email change confirmed by a single-use link mailed to the new address.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailChangeTokens, users } from '../src/db/schema.ts';
import { demoPassword } from '../src/seed.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp({ rateLimits: { strict: 1000, public: 1000, timeWindowMs: 60_000 } });
const db = () => t.app.services.db;

const signIn = async (username: string, password = demoPassword, portal = 'residential') => {
  const res = await t.request({ method: 'POST', url: '/api/auth', payload: { username, password, portal } });
  return res;
};
const tokenOf = async (username: string, password = demoPassword, portal = 'residential') => {
  const res = await signIn(username, password, portal);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
};
const call = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.request({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload && { payload }) });
const emailOf = async (id: number) =>
  (await db().select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;

describe('changeOwnPassword (PUT /account/password)', () => {
  it('refuses a wrong current password with a plain message and changes nothing', async () => {
    const token = await tokenOf('owner2');
    const res = await call(token, 'PUT', '/api/account/password', {
      currentPassword: 'Not#TheRight1',
      newPassword: 'Brand#New2027',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Your current password is not right.',
      field: 'currentPassword',
    });
    expect((await signIn('owner2')).statusCode).toBe(200);
  });

  it("keeps the spec's password rules for the role (8 characters for strata accounts)", async () => {
    const token = await tokenOf('unitowner2', demoPassword, 'strata');
    const res = await call(token, 'PUT', '/api/account/password', {
      currentPassword: demoPassword,
      newPassword: 'Ab1#cde',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('password should be at least 8 characters');
  });

  it('asks staff accounts for 12 characters and a password not found by zxcvbn; owners keep the spec rules', async () => {
    const admin = await tokenOf('admin');
    const change = (token: string, newPassword: string) =>
      call(token, 'PUT', '/api/account/password', { currentPassword: demoPassword, newPassword });
    const short = await change(admin, 'Ab1#cd');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      message: 'A staff password needs at least 12 characters.',
      field: 'newPassword',
    });
    const common = await change(admin, 'Password1234!');
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/^This password is too easy to guess/);
    // Creating a staff account follows the same rule.
    const created = await t.request({
      method: 'POST',
      url: '/api/user?role=Administrator&userName=new.staff',
      as: 'superadmin',
      payload: { email: 'new.staff@example.ca', password: 'Password1234!' },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toMatch(/^This password is too easy to guess/);
    // An owner's 6-character password that follows the spec's rules is still accepted (set back at once).
    const owner = await tokenOf('owner2');
    expect((await change(owner, 'Ab1#cd')).statusCode).toBe(204);
    const back = await call(owner, 'PUT', '/api/account/password', {
      currentPassword: 'Ab1#cd',
      newPassword: demoPassword,
    });
    expect(back.statusCode).toBe(204);
  });

  it('sets the new password, ends the other sessions and keeps the one that asked', async () => {
    const id = t.seed.users.owner2;
    const other = await tokenOf('owner2');
    const here = await tokenOf('owner2');
    try {
      const res = await call(here, 'PUT', '/api/account/password', {
        currentPassword: demoPassword,
        newPassword: 'Brand#New2027',
      });
      expect(res.statusCode, res.body).toBe(204);
      expect((await call(here, 'GET', `/api/user/${id}`)).statusCode).toBe(200);
      const ended = await call(other, 'GET', `/api/user/${id}`);
      expect(ended.statusCode).toBe(401);
      expect(ended.json().message).toBe('Your session has ended. Sign in again.');
      expect((await signIn('owner2')).statusCode).toBe(401);
      expect((await signIn('owner2', 'Brand#New2027')).statusCode).toBe(200);
    } finally {
      const back = await call(here, 'PUT', '/api/account/password', {
        currentPassword: 'Brand#New2027',
        newPassword: demoPassword,
      });
      expect(back.statusCode).toBe(204);
    }
  });
});

describe('requestEmailChange and confirmEmailChange (POST /account/email, /account/email/confirm)', () => {
  const linkTo = async (address: string) => {
    const [mail] = await t.app.services.mail.list({ to: address });
    const link = mail?.links.find((l) => l.includes('/account/email/confirm'));
    if (!link) throw new Error(`No confirmation mail to ${address}`);
    return { link, token: String(new URL(link).searchParams.get('token')) };
  };

  it('checks the password, refuses an address in use and the own address', async () => {
    const token = await tokenOf('owner2');
    const own = await emailOf(t.seed.users.owner2);
    const taken = await emailOf(t.seed.users.owner);
    const ask = (newEmail: string | undefined, currentPassword = demoPassword) =>
      call(token, 'POST', '/api/account/email', { newEmail, currentPassword });
    const wrong = await ask('somewhere@example.ca', 'Not#TheRight1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not right.');
    const inUse = await ask(taken?.toUpperCase());
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('That email is already used by another account.');
    expect((await ask(own)).statusCode).toBe(400);
  });

  it('mails a single-use link to the new address, keeps only its digest, and changes the email when followed', async () => {
    const id = t.seed.users.owner2;
    const oldEmail = await emailOf(id);
    const newEmail = 'owner.two.new@example.ca';
    const token = await tokenOf('owner2');
    const asked = await call(token, 'POST', '/api/account/email', {
      newEmail,
      currentPassword: demoPassword,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe(
      `We sent a link to ${newEmail}. Your email changes when you follow it.`,
    );
    const { link, token: secret } = await linkTo(newEmail);
    expect(link).toBe(`http://portal.test/account/email/confirm?token=${secret}`);
    const [row] = await db().select().from(emailChangeTokens).where(eq(emailChangeTokens.userId, id));
    expect(row?.tokenDigest).not.toContain(secret);
    expect(await emailOf(id)).toBe(oldEmail); // not yet
    const confirm = () =>
      t.request({ method: 'POST', url: '/api/account/email/confirm', payload: { token: secret } });
    const done = await confirm();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(`Your email is now ${newEmail}.`);
    expect(await emailOf(id)).toBe(newEmail);
    const notice = await t.app.services.mail.list({ to: oldEmail });
    expect(notice.some((m) => m.subject === 'Your portal email has changed')).toBe(true);
    const again = await confirm();
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This confirmation link has already been used.');
    // Signing in by the new address works; the session goes on (an email change ends nothing).
    expect((await signIn(newEmail)).statusCode).toBe(200);
    expect((await call(token, 'GET', `/api/user/${id}`)).statusCode).toBe(200);
    await db()
      .update(users)
      .set({ email: `${oldEmail}`, normalizedEmail: `${oldEmail}`.toUpperCase() })
      .where(eq(users.id, id));
  });

  it('refuses an expired link, and one whose address another account took meanwhile', async () => {
    const token = await tokenOf('owner2');
    const ask = (newEmail: string) =>
      call(token, 'POST', '/api/account/email', { newEmail, currentPassword: demoPassword });
    expect((await ask('expiring@example.ca')).statusCode).toBe(200);
    const expiring = await linkTo('expiring@example.ca');
    await db()
      .update(emailChangeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeTokens.userId, t.seed.users.owner2));
    const expired = await t.request({
      method: 'POST',
      url: '/api/account/email/confirm',
      payload: { token: expiring.token },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('This confirmation link has expired. Please ask for a new one.');
    expect((await ask('contested@example.ca')).statusCode).toBe(200);
    const contested = await linkTo('contested@example.ca');
    await db()
      .update(users)
      .set({ email: 'contested@example.ca', normalizedEmail: 'CONTESTED@EXAMPLE.CA' })
      .where(eq(users.id, t.seed.users.owner));
    const clash = await t.request({
      method: 'POST',
      url: '/api/account/email/confirm',
      payload: { token: contested.token },
    });
    expect(clash.statusCode).toBe(409);
  });
});
