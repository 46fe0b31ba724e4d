// Password reset (tag auth) through the generated SDK: the reset-email call mails a single-use, expiring link
// /account/newpassword?id=…&token=…, and the reset call checks it and the password rules (8 characters for strata
// accounts).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../src/db/schema.ts';
import { demoPassword } from '../src/seed.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

// More than the default 10 strict calls a minute: every test here asks for links (requestPasswordReset is strict).
const t = useTestApp({ rateLimits: { strict: 1000, public: 1000, timeWindowMs: 60_000 } });
const sdk = useSdk(t);
const db = () => t.app.services.db;

const requested = 'If an account exists for that email, a password reset link has been sent to it.';
const usedMessage = 'This reset link has already been used. Please request a new one.';

const signIn = (username: string, password: string, portal: 'residential' | 'strata') =>
  t.request({ method: 'POST', url: '/api/auth', payload: { username, password, portal } });

async function mailsTo(email: string) {
  return t.app.services.mail.list({ to: email });
}

/** Asks for a reset link for the email and reads the id and token from the mail it sent. */
async function requestLink(email: string): Promise<{ id: number; token: string; link: string }> {
  const result = await ok(sdk.anonymous().POST('/account/resetEmail', { params: { query: { email } } }));
  expect(result).toEqual({ message: requested });
  // The link is mailed after the answer.
  await t.app.services.afterAnswer.idle();
  const [mail] = await mailsTo(email);
  const link = mail?.links.find((l) => l.includes('/account/newpassword'));
  if (!link) throw new Error(`No reset mail to ${email}`);
  const url = new URL(link);
  return { id: Number(url.searchParams.get('id')), token: String(url.searchParams.get('token')), link };
}

describe('requestPasswordReset (POST /account/resetEmail)', () => {
  it('mails a link to /account/newpassword with the user id and a token, and keeps only its digest', async () => {
    const { id, token, link } = await requestLink('margaret.chen@example.ca');
    expect(link).toBe(`http://portal.test/account/newpassword?id=${t.seed.users.owner}&token=${token}`);
    expect(id).toBe(t.seed.users.owner);
    expect(token.length).toBeGreaterThanOrEqual(32);
    const rows = await db().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenDigest).not.toContain(token);
    const lifetime = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
  });

  it('answers the same for an unknown email and sends nothing (accounts cannot be discovered)', async () => {
    const before = (await t.app.services.mail.list()).length;
    const result = await ok(
      sdk.anonymous().POST('/account/resetEmail', { params: { query: { email: 'nobody.here@example.ca' } } }),
    );
    expect(result).toEqual({ message: requested });
    await t.app.services.afterAnswer.idle();
    expect((await t.app.services.mail.list()).length).toBe(before);
  });

  it('sends nothing to an archived owner, and answers 400 for a malformed email', async () => {
    const result = await ok(
      sdk
        .anonymous()
        .POST('/account/resetEmail', { params: { query: { email: 'harold.becker@example.ca' } } }),
    );
    expect(result).toEqual({ message: requested });
    await t.app.services.afterAnswer.idle();
    expect(await mailsTo('harold.becker@example.ca')).toEqual([]);
    const error = await expectFailure(
      sdk.anonymous().POST('/account/resetEmail', { params: { query: { email: 'not-an-email' } } }),
      400,
    );
    expect(error.message).toMatch(/email/);
  });
});

describe('resetPassword (POST /account/reset)', () => {
  it('sets the new password once: the old one stops working and the link cannot be used again', async () => {
    const { id, token } = await requestLink('rajiv.sandhu@example.ca');
    const anonymous = sdk.anonymous();
    const result = await ok(
      anonymous.POST('/account/reset', { body: { id, token, password: 'Spring#Rain24' } }),
    );
    expect(result).toEqual({ message: 'Password Reset Successfully' });
    expect((await signIn('owner2', 'Spring#Rain24', 'residential')).statusCode).toBe(200);
    expect((await signIn('owner2', demoPassword, 'residential')).statusCode).toBe(401);
    await expectFailure(
      anonymous.POST('/account/reset', { body: { id, token, password: 'Another#Rain25' } }),
      400,
      usedMessage,
    );
    expect((await signIn('owner2', 'Spring#Rain24', 'residential')).statusCode).toBe(200);
  });

  it('answers 400 "expired" for a link older than an hour, and changes nothing', async () => {
    const { id, token } = await requestLink('superadmin@portal.example.ca');
    await db()
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, id));
    await expectFailure(
      sdk.anonymous().POST('/account/reset', { body: { id, token, password: 'Spring#Rain24' } }),
      400,
      'This reset link has expired. Please request a new one.',
    );
    expect((await signIn('superadmin', demoPassword, 'residential')).statusCode).toBe(200);
  });

  it('replaces an earlier link by a new request, and refuses a token for another user id', async () => {
    const first = await requestLink('admin@portal.example.ca');
    const second = await requestLink('admin@portal.example.ca');
    expect(second.token).not.toBe(first.token);
    const anonymous = sdk.anonymous();
    await expectFailure(
      anonymous.POST('/account/reset', {
        body: { id: first.id, token: first.token, password: 'Spring#Rain24' },
      }),
      400,
      usedMessage,
    );
    await expectFailure(
      anonymous.POST('/account/reset', {
        body: { id: t.seed.users.owner, token: second.token, password: 'Spring#Rain24' },
      }),
      400,
      usedMessage,
    );
    await expectFailure(
      anonymous.POST('/account/reset', {
        body: { id: second.id, token: 'q7Hc2VZ0kXb9mR4tLw8sNa3eYp6uDf1G', password: 'Spring#Rain24' },
      }),
      400,
      usedMessage,
    );
    expect((await signIn('admin', demoPassword, 'residential')).statusCode).toBe(200);
    // The valid link still works after those failures.
    await ok(
      anonymous.POST('/account/reset', {
        body: { id: second.id, token: second.token, password: 'Spring#Rain24' },
      }),
    );
    expect((await signIn('admin', 'Spring#Rain24', 'residential')).statusCode).toBe(200);
  });

  it('needs 8 characters for a strata account, and the link survives the refusal', async () => {
    const { id, token } = await requestLink('sophie.nguyen@example.ca');
    const anonymous = sdk.anonymous();
    const error = await expectFailure(
      anonymous.POST('/account/reset', { body: { id, token, password: 'Ab#1234' } }),
      400,
      'password should be at least 8 characters',
    );
    expect(error.field).toBe('password');
    const [row] = await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, id));
    expect((await signIn('unitowner2', demoPassword, 'strata')).statusCode).toBe(200);
    await ok(anonymous.POST('/account/reset', { body: { id, token, password: 'Ab#12345' } }));
    const [after] = await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, id));
    expect(after?.hash).not.toBe(row?.hash);
    expect((await signIn('unitowner2', 'Ab#12345', 'strata')).statusCode).toBe(200);
  });

  it('answers 400 naming the field for a password breaking the rules or a missing token', async () => {
    const { id, token } = await requestLink('strata@portal.example.ca');
    const weak = await t.request({
      method: 'POST',
      url: '/api/account/reset',
      payload: { id, token, password: 'nouppercase#1' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().field).toBe('password');
    const missing = await t.request({
      method: 'POST',
      url: '/api/account/reset',
      payload: { id, password: 'Spring#Rain24' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('token');
    expect((await signIn('strataadmin', demoPassword, 'strata')).statusCode).toBe(200);
  });
});

describe('checkResetLink (POST /account/reset/check)', () => {
  it("answers the account's minimum for a usable link and consumes nothing", async () => {
    const anonymous = sdk.anonymous();
    const owner = await requestLink('rajiv.sandhu@example.ca');
    expect(
      await ok(anonymous.POST('/account/reset/check', { body: { id: owner.id, token: owner.token } })),
    ).toEqual({ minLength: 6 });
    const unitOwner = await requestLink('sophie.nguyen@example.ca');
    expect(
      await ok(
        anonymous.POST('/account/reset/check', { body: { id: unitOwner.id, token: unitOwner.token } }),
      ),
    ).toEqual({ minLength: 8 });
    const staff = await requestLink('admin@portal.example.ca');
    expect(
      await ok(anonymous.POST('/account/reset/check', { body: { id: staff.id, token: staff.token } })),
    ).toEqual({ minLength: 12 });
    // Checked twice, the link still resets the password.
    await ok(anonymous.POST('/account/reset/check', { body: { id: owner.id, token: owner.token } }));
    await ok(
      anonymous.POST('/account/reset', {
        body: { id: owner.id, token: owner.token, password: 'Spring#Rain24' },
      }),
    );
  });

  it('says a used, unknown, other-account or expired link is so before a password is typed', async () => {
    const anonymous = sdk.anonymous();
    const { id, token } = await requestLink('margaret.chen@example.ca');
    await expectFailure(
      anonymous.POST('/account/reset/check', { body: { id: t.seed.users.owner2, token } }),
      400,
      usedMessage,
    );
    await expectFailure(
      anonymous.POST('/account/reset/check', { body: { id, token: 'q7Hc2VZ0kXb9mR4tLw8sNa3eYp6uDf1G' } }),
      400,
      usedMessage,
    );
    await ok(anonymous.POST('/account/reset', { body: { id, token, password: 'Spring#Rain24' } }));
    const used = await expectFailure(
      anonymous.POST('/account/reset/check', { body: { id, token } }),
      400,
      usedMessage,
    );
    expect(used.field).toBe('token');

    const late = await requestLink('superadmin@portal.example.ca');
    await db()
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, late.id));
    await expectFailure(
      anonymous.POST('/account/reset/check', { body: { id: late.id, token: late.token } }),
      400,
      'This reset link has expired. Please request a new one.',
    );
  });
});
