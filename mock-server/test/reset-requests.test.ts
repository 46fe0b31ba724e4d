// Password reset requests: the answer goes out before the email is looked up (the link is mailed after it, so known
// and unknown emails answer alike and in the same time), and a strict limit per address and per email, counted in
// the database (rate_limit_counters) so every instance shares it.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp({ resetLimits: { perAddress: 5, perEmail: 3, windowMs: 15 * 60_000 } });

const requestReset = (email: string, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: `/api/account/resetEmail?email=${encodeURIComponent(email)}`,
    remoteAddress: ip,
  });

describe('requestPasswordReset', () => {
  it('answers before it looks the email up: the mail of a known email is written after the answer', async () => {
    const email = 'margaret.chen@example.ca';
    const before = (await t.app.services.mail.list({ to: email })).length;
    // The work a request leaves for after its answer is held here, so what the answers carry is seen without it.
    const { afterAnswer } = t.app.services;
    const held: Parameters<typeof afterAnswer.run>[1][] = [];
    const run = afterAnswer.run;
    afterAnswer.run = (_what, work) => void held.push(work);
    try {
      const known = await requestReset(email, '203.0.113.1');
      const unknown = await requestReset('nobody.at.all@example.ca', '203.0.113.1');
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      // Both answered with the look-up still to come, for the known email and the unknown one alike.
      expect(held).toHaveLength(2);
      expect((await t.app.services.mail.list({ to: email })).length).toBe(before);
    } finally {
      afterAnswer.run = run;
    }
    for (const work of held) await work(t.app.services.db);
    expect((await t.app.services.mail.list({ to: email })).length).toBe(before + 1);
  });

  it('allows 3 requests for one email in the window, from any address, then 429 with Retry-After', async () => {
    const email = 'harold.becker@example.ca';
    for (let n = 1; n <= 3; n++) expect((await requestReset(email, `198.51.100.${n}`)).statusCode).toBe(200);
    const refused = await requestReset(email, '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many reset requests\. Try again in \d+ minutes?\.$/);
    // The counters are rows of the database, which every instance reads (a refused request is not counted: the
    // window stays at its limit).
    const result = await t.app.services.db.execute(
      sql`select count from rate_limit_counters where key = ${`reset-email:${email.toUpperCase()}`}`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: { count: number }[] }).rows) as {
      count: number;
    }[];
    expect(Number(rows[0]?.count)).toBe(3);
  });

  it('allows 5 requests from one address in the window, whatever the emails, then 429', async () => {
    for (let n = 1; n <= 5; n++) {
      expect((await requestReset(`sprayed.${n}@example.ca`, '192.0.2.44')).statusCode).toBe(200);
    }
    expect((await requestReset('sprayed.6@example.ca', '192.0.2.44')).statusCode).toBe(429);
    expect((await requestReset('sprayed.6@example.ca', '192.0.2.45')).statusCode).toBe(200);
  });
});
