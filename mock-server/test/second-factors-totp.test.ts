// Two-step sign-in with authenticator codes on PGlite and PostgreSQL: enrolment, both sign-in steps, no replay,
// recovery codes (signing in, replaced), the challenge's 5 minutes and its death at the fifth wrong code, the account
// lockout across steps, the roles that must have a second factor and their enrolment token's limits, and the audit
// trail. Passkeys: second-factors-passkeys.test.ts; a building's list: second-factors-building.test.ts.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mfaChallenges, totpFactors } from '../src/db/schema.ts';
import { demoPassword } from '../src/seed.ts';
import { mfaMessages } from '../src/services/second-factors.ts';
import { secondFactorAppOptions, secondFactorCalls } from './helpers/second-factors.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp(secondFactorAppOptions);
const { db, post, call, password, sessionOf, codeAt, enrolTotp, challengeOf, lastEvents } =
  secondFactorCalls(t);

describe('authenticator codes', () => {
  it('enrol: a secret and QR code, a right code turns codes on with ten recovery codes; the secret is kept sealed', async () => {
    const token = await sessionOf('owner');
    expect((await call('GET', '/api/account/mfa', token)).json()).toEqual({
      totp: false,
      recoveryCodesLeft: 0,
      passkeys: 0,
      required: false,
    });
    const first = await call('POST', '/api/account/mfa/totp', token);
    const wrong = await call('POST', '/api/account/mfa/totp/confirm', token, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: mfaMessages.wrongEnrolmentCode, field: 'code' });
    const { secret, recoveryCodes } = await enrolTotp(token);
    expect(secret).not.toBe(first.json().secret);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const [row] = await db().select().from(totpFactors).where(eq(totpFactors.userId, t.seed.users.owner));
    expect(row?.secretSealed).not.toContain(secret);
    expect(row?.confirmedAt).toBeTruthy();
    expect((await call('GET', '/api/account/mfa', token)).json()).toMatchObject({
      totp: true,
      recoveryCodesLeft: 10,
    });
    expect((await call('POST', '/api/account/mfa/totp', token)).statusCode).toBe(409);
    // Recorded as the account's own activity, without the code or the secret.
    const [event] = await lastEvents('confirmTotpEnrolment');
    expect(event).toMatchObject({ targetType: 'user', targetId: t.seed.users.owner, kind: 'write' });
    expect(JSON.stringify(event?.details)).not.toContain(secret);
    const activity = await call('GET', '/api/account/activity?limit=50', token);
    expect((activity.json() as { action: string }[]).map((e) => e.action)).toContain('confirmTotpEnrolment');
  });

  it('signs in in two steps: the password answers a challenge, a code answers the session; a code is accepted once', async () => {
    const token = await sessionOf('owner2');
    const { secret, enrolmentCode } = await enrolTotp(token);
    const step = await challengeOf('owner2');
    expect(step.methods).toEqual(['totp', 'recoveryCode']);
    // The code the enrolment used is not accepted again (the same code: the step before now may be another by now).
    const replayEnrolment = await post('/api/auth/mfa', { challenge: step.challenge, code: enrolmentCode });
    expect(replayEnrolment.statusCode).toBe(401);
    const code = codeAt(secret);
    const done = await post('/api/auth/mfa', { challenge: step.challenge, code });
    expect(done.statusCode, done.body).toBe(200);
    const session = done.json() as { token: string; user: { userName: string }; idleMinutes: number };
    expect(session.user.userName).toBe('owner2');
    expect(session.idleMinutes).toBe(720);
    expect((await call('GET', `/api/user/${t.seed.users.owner2}`, session.token)).statusCode).toBe(200);
    // The challenge is used; the same code on a new challenge is refused (no replay within its window).
    expect((await post('/api/auth/mfa', { challenge: step.challenge, code })).json().message).toBe(
      mfaMessages.expired,
    );
    const again = await challengeOf('owner2');
    const replay = await post('/api/auth/mfa', { challenge: again.challenge, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(mfaMessages.usedCode);
    const next = await post('/api/auth/mfa', { challenge: again.challenge, code: codeAt(secret, 1) });
    expect(next.statusCode, next.body).toBe(200);
    // The trail: the password step, the failures with their reason, the second step with its method.
    const events = await lastEvents('completeMfaSignIn', 4);
    expect(events.map((e) => e.kind)).toEqual(['signIn', 'signInFailed', 'signInFailed', 'signIn']);
    expect(events[0]?.details).toMatchObject({ method: 'totp', portal: 'residential' });
    expect(events[1]).toMatchObject({ actorName: 'owner2', details: { reason: 'code used before' } });
    const [passwordStep] = await lastEvents('signIn');
    expect(passwordStep?.details).toMatchObject({ next: 'secondFactor' });
    expect(JSON.stringify(events)).not.toContain(code);
  });

  it('recovery codes sign in once each, in any case and without dashes', async () => {
    const token = await sessionOf('BCS1234', 'strata');
    const { recoveryCodes } = await enrolTotp(token);
    const [first = '', second = ''] = recoveryCodes;
    const step = await challengeOf('BCS1234', 'strata');
    const done = await post('/api/auth/mfa', {
      challenge: step.challenge,
      recoveryCode: first.toLowerCase().replaceAll('-', ''),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user.sessionRole).toBe('propertyAdmin');
    const reused = await post('/api/auth/mfa', {
      challenge: (await challengeOf('BCS1234', 'strata')).challenge,
      recoveryCode: first,
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe(mfaMessages.wrongRecoveryCode);
    const other = await post('/api/auth/mfa', {
      challenge: (await challengeOf('BCS1234', 'strata')).challenge,
      recoveryCode: second,
    });
    expect(other.statusCode).toBe(200);
    expect((await call('GET', '/api/account/mfa', other.json().token)).json().recoveryCodesLeft).toBe(8);
    const [event] = await lastEvents('completeMfaSignIn');
    expect(event).toMatchObject({ side: 'strata', details: { method: 'recoveryCode' } });
  });

  it('a challenge dies at its fifth wrong code and after 5 minutes', async () => {
    const token = await sessionOf('unitowner2', 'strata');
    const { secret } = await enrolTotp(token);
    const step = await challengeOf('unitowner2', 'strata');
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/mfa', { challenge: step.challenge, code: '000000' });
      expect(res.json().message).toBe(mfaMessages.wrongCode);
    }
    const dead = await post('/api/auth/mfa', { challenge: step.challenge, code: codeAt(secret) });
    expect(dead.statusCode).toBe(401);
    expect(dead.json().message).toBe(mfaMessages.expired);
    const late = await challengeOf('unitowner2', 'strata');
    await db()
      .update(mfaChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(mfaChallenges.purpose, 'signIn'));
    const expired = await post('/api/auth/mfa', { challenge: late.challenge, code: codeAt(secret) });
    expect(expired.json().message).toBe(mfaMessages.expired);
    const unknown = await post('/api/auth/mfa', { challenge: 'no-such-challenge', code: '123456' });
    expect(unknown.statusCode).toBe(401);
    const bad = await post('/api/auth/mfa', { challenge: late.challenge, code: '12ab56' });
    expect(bad.statusCode).toBe(400);
  });

  it('wrong codes count for the account lockout, which a right password does not reset', async () => {
    // Limit 8 per account in this file: 5 wrong on one challenge, 3 on the next lock the account.
    const token = await sessionOf('unitowner', 'strata');
    const { secret } = await enrolTotp(token);
    const first = await challengeOf('unitowner', 'strata');
    for (let i = 0; i < 5; i++) await post('/api/auth/mfa', { challenge: first.challenge, code: '000000' });
    const second = await challengeOf('unitowner', 'strata');
    for (let i = 0; i < 3; i++) await post('/api/auth/mfa', { challenge: second.challenge, code: '000000' });
    const locked = await post('/api/auth/mfa', { challenge: second.challenge, code: codeAt(secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeTruthy();
    expect((await password('unitowner', 'strata')).statusCode).toBe(429);
  });

  it('removeTotp needs the password; then the password alone signs in again', async () => {
    const token = await sessionOf('superadmin');
    await enrolTotp(token);
    const wrong = await call('DELETE', '/api/account/mfa/totp', token, { password: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'password' });
    expect(
      (await call('DELETE', '/api/account/mfa/totp', token, { password: demoPassword })).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', '/api/account/mfa/totp', token, { password: demoPassword })).statusCode,
    ).toBe(404);
    expect((await password('superadmin')).json().token).toBeTruthy();
    const [event] = await lastEvents('removeTotp');
    expect(event).toMatchObject({ targetType: 'user', targetId: t.seed.users.superadmin });
    expect(JSON.stringify(event?.details)).not.toContain(demoPassword);
  });
});

describe('recovery codes replaced', () => {
  it('needs the password and codes on; ten new codes work, the old ones stop, the authenticator stays on', async () => {
    const token = await sessionOf('EPS5678', 'strata');
    const regenerate = (password: string) =>
      call('POST', '/api/account/mfa/recoveryCodes', token, { password });
    const withoutCodes = await regenerate(demoPassword);
    expect(withoutCodes.statusCode).toBe(409);
    expect(withoutCodes.json().message).toBe(mfaMessages.totpOff);
    const { secret, recoveryCodes: old } = await enrolTotp(token);
    const wrong = await regenerate('not-it');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: mfaMessages.wrongPassword, field: 'password' });
    // Spend one of the old codes: the new set is ten unused codes all the same.
    const spent = await post('/api/auth/mfa', {
      challenge: (await challengeOf('EPS5678', 'strata')).challenge,
      recoveryCode: old[0],
    });
    expect(spent.statusCode, spent.body).toBe(200);
    expect((await call('GET', '/api/account/mfa', token)).json().recoveryCodesLeft).toBe(9);

    const replaced = await regenerate(demoPassword);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const codes = replaced.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes.filter((code) => old.includes(code))).toEqual([]);
    expect((await call('GET', '/api/account/mfa', token)).json()).toMatchObject({
      totp: true,
      recoveryCodesLeft: 10,
    });

    const oldCode = await post('/api/auth/mfa', {
      challenge: (await challengeOf('EPS5678', 'strata')).challenge,
      recoveryCode: old[1],
    });
    expect(oldCode.statusCode).toBe(401);
    expect(oldCode.json().message).toBe(mfaMessages.wrongRecoveryCode);
    const newCode = await post('/api/auth/mfa', {
      challenge: (await challengeOf('EPS5678', 'strata')).challenge,
      recoveryCode: codes[0],
    });
    expect(newCode.statusCode, newCode.body).toBe(200);
    const step = await challengeOf('EPS5678', 'strata');
    expect(step.methods).toEqual(['totp', 'recoveryCode']);
    const withCode = await post('/api/auth/mfa', { challenge: step.challenge, code: codeAt(secret) });
    expect(withCode.statusCode, withCode.body).toBe(200);

    // Recorded about the account, without the password or any code.
    const [event] = await lastEvents('regenerateRecoveryCodes');
    expect(event).toMatchObject({
      kind: 'write',
      side: 'strata',
      targetType: 'user',
      targetId: t.seed.users.EPS5678,
    });
    const recorded = JSON.stringify(event);
    for (const code of [...codes, demoPassword]) expect(recorded).not.toContain(code);
    const activity = await call('GET', '/api/account/activity?limit=50', withCode.json().token);
    expect((activity.json() as { action: string }[]).map((e) => e.action)).toContain(
      'regenerateRecoveryCodes',
    );
  });
});

describe('roles that must have a second factor (MFA_REQUIRED_ROLES=admin here)', () => {
  it('answers an enrolment token that only the enrolment operations accept; after enrolment the code is asked', async () => {
    const res = await password('admin');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { mfaEnrolmentRequired: boolean; enrolmentToken: string; token?: string };
    expect(body.mfaEnrolmentRequired).toBe(true);
    expect(body.token).toBeUndefined();
    const token = body.enrolmentToken;
    const refused = await call('GET', `/api/user/${t.seed.users.admin}`, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(mfaMessages.enrolFirst);
    expect((await call('GET', '/api/auth/sessions', token)).statusCode).toBe(403);
    expect(
      (await call('DELETE', '/api/account/mfa/totp', token, { password: demoPassword })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/account/mfa', token)).json()).toMatchObject({
      required: true,
      totp: false,
    });
    const { secret } = await enrolTotp(token);
    // Its own role cannot turn codes off without another factor.
    const step = await challengeOf('admin');
    const done = await post('/api/auth/mfa', { challenge: step.challenge, code: codeAt(secret) });
    expect(done.statusCode, done.body).toBe(200);
    const off = await call('DELETE', '/api/account/mfa/totp', done.json().token, { password: demoPassword });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(mfaMessages.keepTotp);
    // An expired enrolment token is refused like an expired session.
    await db()
      .update(mfaChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(mfaChallenges.purpose, 'enrolment')));
    expect((await call('GET', '/api/account/mfa', token)).statusCode).toBe(401);
    // The other roles sign in as before.
    expect((await password('owner2')).json().mfaRequired).toBe(true);
  });
});
