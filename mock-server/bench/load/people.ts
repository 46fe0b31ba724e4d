// The load's people other than the administrator: owner accounts made for it, some with an authenticator app (the
// sign-in with a second step, timed in the mix), and a hundred signed in at once for the bell (the unread count each
// signed-in page asks for).
import type http from 'node:http';
import * as OTPAuth from 'otpauth';
import { call, idOf, signIn } from './http.ts';

const password = 'Load#Test2026';

/** Owner accounts made by the administrator, named apart from every other run's. */
export async function createOwnerAccounts(base: string, adminToken: string, count: number, kind: string) {
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const tag = `${kind}.${process.pid}.${i}`;
    const answer = await call(base, adminToken, 'POST', `/user?role=Owner&userName=load.${tag}`, {
      email: `load.${tag}@example.ca`,
      password,
    });
    const userId = idOf(answer.body);
    if (userId === undefined) throw new Error(`owner account ${tag}: ${answer.status}`);
    // An owner signs in once their profile exists.
    const profile = await call(base, adminToken, 'POST', '/ownerProfile', {
      userId,
      name: `Load Owner ${tag}`,
      address: `${i + 1} Load Street`,
      city: 'Burnaby',
      province: 'BC',
      postal: 'V5H 2E2',
      phone: '604-555-0147',
    });
    if (idOf(profile.body) === undefined) throw new Error(`owner profile ${tag}: ${profile.status}`);
    names.push(`load.${tag}`);
  }
  return names;
}

/** Each account signed in with its password (no second factor): its session token. */
export async function signInAll(base: string, usernames: string[]) {
  const tokens: string[] = [];
  for (const username of usernames) tokens.push(await signIn(base, username, 'residential', password));
  return tokens;
}

interface Enrolled {
  username: string;
  totp: OTPAuth.TOTP;
  /** The last 30-second step whose code this account used: a code is accepted once, so one sign-in per step. */
  lastStep: number;
}

/** Accounts with an authenticator app turned on (enrolled through the account operations, as a person does). */
export async function enrolAuthenticators(base: string, usernames: string[]): Promise<Enrolled[]> {
  const enrolled: Enrolled[] = [];
  for (const username of usernames) {
    const token = await signIn(base, username, 'residential', password);
    const start = await call(base, token, 'POST', '/account/mfa/totp', {});
    const secret = (start.body as { secret?: string } | null)?.secret;
    if (!secret) throw new Error(`enrolment of ${username}: ${start.status}`);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
    const confirm = await call(base, token, 'POST', '/account/mfa/totp/confirm', { code: totp.generate() });
    if (confirm.status !== 200) throw new Error(`confirming ${username}'s code: ${confirm.status}`);
    enrolled.push({ username, totp, lastStep: totp.counter() });
  }
  return enrolled;
}

/**
 * A sign-in with a second step by an enrolled account whose code of this step is unused, or null when every one has
 * signed in during this step. Both requests and the code between them count, as a person waits for them.
 */
export async function signInWithSecondStep(
  base: string,
  enrolled: Enrolled[],
  agent: http.Agent,
): Promise<{ ms: number; status: number; body: unknown } | null> {
  const step = Math.floor(Date.now() / 30_000);
  const person = enrolled.find((e) => e.lastStep < step);
  if (!person) return null;
  person.lastStep = step;
  const started = performance.now();
  const first = await call(
    base,
    '',
    'POST',
    '/auth',
    { username: person.username, password, portal: 'residential' },
    agent,
  );
  const challenge = (first.body as { challenge?: string } | null)?.challenge;
  if (first.status !== 200 || !challenge) return { ...first, ms: performance.now() - started };
  // The code of the step just claimed (the server accepts one step either side of its clock).
  const code = person.totp.generate({ timestamp: step * 30_000 + 15_000 });
  const second = await call(base, '', 'POST', '/auth/mfa', { challenge, code }, agent);
  const ok = second.status === 200 && typeof (second.body as { token?: unknown } | null)?.token === 'string';
  return { status: ok ? 200 : second.status, body: second.body, ms: performance.now() - started };
}
