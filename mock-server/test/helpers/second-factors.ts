// The two-step sign-in tests' app options and calls, on a test file's app: the password step, a session of the
// password alone, authenticator codes at a step from now, turning codes on, the second step's challenge, and the audit
// trail's latest events of an action.
import { setTimeout as delay } from 'node:timers/promises';
import { desc, eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { expect } from 'vitest';
import type { BuildOptions } from '../../src/app.ts';
import { auditEvents } from '../../src/db/schema.ts';
import { demoPassword } from '../../src/seed.ts';
import type { TestApp } from './test-app.ts';

export const publicUrl = 'http://portal.test';

/** An authenticator code's step, in ms. */
const stepMs = 30_000;

/** Limits high enough for the tests' many sign-ins, 8 failures per account, and admin must have a second factor. */
export const secondFactorAppOptions: Partial<BuildOptions> = {
  rateLimits: { strict: 1000, public: 1000, timeWindowMs: 60_000 },
  lockout: { perAccount: 8, perAddress: 1000, windowMs: 15 * 60_000 },
  mfaRequiredRoles: ['admin'],
  publicUrl,
};

type Json = Record<string, unknown>;

export function secondFactorCalls(t: TestApp) {
  const db = () => t.app.services.db;
  const post = (url: string, payload: unknown, token?: string) =>
    t.request({
      method: 'POST',
      url,
      payload: payload as Json,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: Json) =>
    t.request({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const password = (username: string, portal: 'residential' | 'strata' = 'residential') =>
    post('/api/auth', { username, password: demoPassword, portal });

  /** A session token of the account, signed in with the password alone (before any second factor). */
  async function sessionOf(username: string, portal: 'residential' | 'strata' = 'residential') {
    const res = await password(username, portal);
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().token as string;
    expect(token).toBeTruthy();
    return token;
  }

  const totpFor = (secret: string) =>
    new OTPAuth.TOTP({
      algorithm: 'SHA1',
      digits: 6,
      period: stepMs / 1000,
      secret: OTPAuth.Secret.fromBase32(secret),
    });
  /** A code of the step `offset` steps from now. */
  const codeAt = (secret: string, offset = 0) =>
    totpFor(secret).generate({ timestamp: Date.now() + offset * stepMs });

  /**
   * Turns authenticator codes on for the account behind `token` with the code of the step before now (the oldest the
   * server accepts, so every later code is still unused); answers the secret, that code and the recovery codes. Near a
   * step's end it first waits for the next step: a code of the step before, sent as a step ends, reaches a server
   * already two steps on, which refuses it.
   */
  async function enrolTotp(token: string) {
    const started = await call('POST', '/api/account/mfa/totp', token);
    expect(started.statusCode, started.body).toBe(200);
    const { secret, uri, qrCode } = started.json() as { secret: string; uri: string; qrCode: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^<svg/);
    const leftOfStep = stepMs - (Date.now() % stepMs);
    if (leftOfStep < 2000) await delay(leftOfStep + 50);
    const enrolmentCode = codeAt(secret, -1);
    const confirmed = await call('POST', '/api/account/mfa/totp/confirm', token, { code: enrolmentCode });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { secret, enrolmentCode, recoveryCodes: confirmed.json().recoveryCodes as string[] };
  }

  async function challengeOf(username: string, portal: 'residential' | 'strata' = 'residential') {
    const res = await password(username, portal);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { mfaRequired: boolean; challenge: string; methods: string[]; token?: string };
    expect(body.mfaRequired).toBe(true);
    expect(body.token).toBeUndefined();
    return body;
  }

  const lastEvents = (action: string, n = 1) =>
    db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, action))
      .orderBy(desc(auditEvents.id))
      .limit(n);

  return { db, post, call, password, sessionOf, codeAt, enrolTotp, challengeOf, lastEvents };
}
