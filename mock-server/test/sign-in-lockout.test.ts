// The sign-in lockout (services/sign-in-lockout.ts), on PGlite and PostgreSQL: failures per account across addresses
// (its name and its email counted as one), per address across names, 429 with Retry-After for the right password
// too, each new lock twice as long; the spec's message for wrong credentials before the limit.
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInLockouts, users } from '../src/db/schema.ts';
import { demoPassword } from '../src/seed.ts';
import { useTestApp } from './helpers/test-app.ts';

const perAccount = 3;
const perAddress = 6;
const t = useTestApp({
  lockout: { perAccount, perAddress, windowMs: 15 * 60_000 },
  rateLimits: { strict: 1000, public: 1000, timeWindowMs: 60_000 },
});

const signIn = (username: string, password: string, address: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth',
    payload: { username, password, portal: 'residential' },
    remoteAddress: address,
  });

async function emailOf(userName: string): Promise<string> {
  const [row] = await t.app.services.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.userName, userName));
  if (!row) throw new Error(`no ${userName}`);
  return row.email;
}

beforeEach(async () => {
  await t.app.services.db.delete(signInLockouts);
});

describe('sign-in lockout', () => {
  it('counts an account over every address, its email as its name, then refuses the right password with 429', async () => {
    const email = await emailOf('owner');
    const first = await signIn('owner', 'wrong-1', '10.0.0.1');
    expect(first.statusCode).toBe(401);
    expect(first.json().message).toBe('Username or Password Incorrect');
    expect((await signIn(email.toUpperCase(), 'wrong-2', '10.0.0.2')).statusCode).toBe(401);
    expect((await signIn('Owner', 'wrong-3', '10.0.0.3')).statusCode).toBe(401);

    const locked = await signIn('owner', demoPassword, '10.0.0.4');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many attempts. Try again in 15 minutes.');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(15 * 60 - 10);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await signIn(email, demoPassword, '10.0.0.5')).statusCode).toBe(429);
    // Another account from the same addresses is not locked.
    expect((await signIn('owner2', demoPassword, '10.0.0.1')).statusCode).toBe(200);
  });

  it('locks the account again twice as long after the first lock ended', async () => {
    for (let i = 0; i < perAccount; i++) await signIn('admin', `wrong-${i}`, `10.0.1.${i}`);
    const first = Number((await signIn('admin', demoPassword, '10.0.1.9')).headers['retry-after']);
    await t.app.services.db
      .update(signInLockouts)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(sql`${signInLockouts.key} like 'account:%'`);
    for (let i = 0; i < perAccount; i++) {
      expect((await signIn('admin', `again-${i}`, `10.0.2.${i}`)).statusCode).toBe(401);
    }
    const second = await signIn('admin', demoPassword, '10.0.2.9');
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe('Too many attempts. Try again in 30 minutes.');
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(2 * first - 10);
  });

  it('limits one address however many names it tries (spraying), and only that address', async () => {
    for (let i = 0; i < perAddress; i++) {
      expect((await signIn(`nobody-${i}`, 'Password1234!', '10.0.3.1')).statusCode).toBe(401);
    }
    const sprayed = await signIn('owner2', demoPassword, '10.0.3.1');
    expect(sprayed.statusCode).toBe(429);
    expect(Number(sprayed.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn('owner2', demoPassword, '10.0.3.2')).statusCode).toBe(200);
  });

  it('forgets an account’s failures once it signs in', async () => {
    for (let i = 0; i < perAccount - 1; i++) await signIn('owner2', `wrong-${i}`, '10.0.4.1');
    expect((await signIn('owner2', demoPassword, '10.0.4.2')).statusCode).toBe(200);
    for (let i = 0; i < perAccount - 1; i++) await signIn('owner2', `wrong-again-${i}`, '10.0.4.3');
    expect((await signIn('owner2', demoPassword, '10.0.4.4')).statusCode).toBe(200);
  });
});
