// Secrets and personal data kept out of the log and the outbox, and the development routes only where they are safe,
// on PGlite and PostgreSQL: request lines without query strings, path secrets or email addresses; no email address in
// any line; a delivered mail's text emptied unless the development mailbox is on; the mailbox only on loopback
// outside production, or with DEV_ROUTES=1; the JWT secret from the environment in production.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isLoopback, optionsFromEnv } from '../src/config.ts';
import { mailOutbox, users } from '../src/db/schema.ts';
import { loggedPath } from '../src/logging.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { logLines } from './helpers/log-lines.ts';
import { startSmtpSink } from './helpers/smtp-sink.ts';
import { useTestApp } from './helpers/test-app.ts';

const { lines, logStream } = logLines();
const t = useTestApp({ logger: 'info', logStream });

describe('the log', () => {
  it('keeps the path of a request without its query string, path secrets or email addresses', async () => {
    const [owner] = await t.app.services.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.userName, 'owner'));
    const email = owner?.email ?? '';
    const hash = t.seed.invitations.bcs102.hash;
    lines.length = 0;
    await t.request({ method: 'GET', url: `/api/strataUnitUserInvitation/${hash}` });
    await t.request({ method: 'GET', url: `/api/account/resetEmail?email=${encodeURIComponent(email)}` });
    await t.request({ method: 'GET', url: '/account/newpassword?id=3&token=Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5' });
    await t.request({ method: 'GET', url: `/api/user/${encodeURIComponent(email)}`, as: 'superadmin' });
    t.app.log.error(new Error(`could not deliver to ${email}\nagain ${email}`), `mail to ${email} failed`);
    const log = lines.join('');
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    expect(log).toContain(`/api/strataUnitUserInvitation/[secret]`);
    expect(log).toContain('"/account/newpassword"');
    expect(log).toContain('/api/user/[email]');
    expect(log).toContain('could not deliver to [email]');
    for (const secret of [hash, 'token=', 'Zm9vYmFy', '?', email, email.split('@')[0], '@example']) {
      expect(log).not.toContain(secret);
    }
  });

  it('replaces token-like path segments and addresses, and keeps ordinary ids and words', () => {
    expect(loggedPath('/api/strataUnit/42?x=1')).toBe('/api/strataUnit/42');
    expect(loggedPath('/api/strataUnitUserInvitation/authorizeForm/7')).toBe(
      '/api/strataUnitUserInvitation/authorizeForm/7',
    );
    expect(loggedPath('/api/user/someone%40example.ca')).toBe('/api/user/[email]');
    expect(loggedPath('/a/0123456789abcdef0123#frag')).toBe('/a/[secret]');
    const withoutDigits = 'kHqZbWxTrPmLsNvDcFgJhYtRwQeAzXuIoKlMnBvCxZa';
    expect(loggedPath(`/api/strataUnitUserInvitation/${withoutDigits}`)).toBe(
      '/api/strataUnitUserInvitation/[secret]',
    );
  });
});

describe('the outbox', () => {
  it('empties a delivered mail’s text unless the development mailbox keeps it', async () => {
    const sink = await startSmtpSink();
    const { db } = t.app.services;
    try {
      for (const keepDelivered of [false, true]) {
        const mailer = createMailer(db, {
          smtpUrl: sink.url,
          from: 'p@mail.example.ca',
          pollMs: 0,
          keepDelivered,
        });
        const to = `outbox.${keepDelivered}@example.ca`;
        await mailer.send({ to, subject: 'Reset', text: 'http://portal.test/account/newpassword?token=abc' });
        expect(await mailer.deliverDue()).toBeGreaterThanOrEqual(1);
        mailer.close();
        const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
        expect(row?.sentAt).not.toBeNull();
        expect(row?.subject).toBe('Reset');
        expect(row?.text).toBe(keepDelivered ? 'http://portal.test/account/newpassword?token=abc' : '');
      }
      expect(sink.messages.some((m) => m.includes('token=abc'))).toBe(true);
    } finally {
      sink.close();
    }
  });
});

describe('development routes and the JWT secret', () => {
  it('serves the mailbox only on loopback outside production, or when DEV_ROUTES=1 asks', () => {
    expect(optionsFromEnv({}).devRoutes).toBe(true); // npm start as a newcomer runs it
    expect(optionsFromEnv({ HOST: '::1' }).devRoutes).toBe(true);
    expect(optionsFromEnv({ HOST: '0.0.0.0' }).devRoutes).toBe(false);
    expect(optionsFromEnv({ HOST: '192.168.1.20' }).devRoutes).toBe(false);
    expect(optionsFromEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).devRoutes).toBe(false);
    const forced = optionsFromEnv({ HOST: '0.0.0.0', DEV_ROUTES: '1' });
    expect(forced.devRoutes).toBe(true);
    expect(forced.devRoutesForced).toBe(true);
    expect(isLoopback('localhost') && isLoopback('127.0.0.2') && !isLoopback('10.0.0.1')).toBe(true);
  });

  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => optionsFromEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET must be set/);
  });
});
