// What the server offers besides the operations: health, the development mailbox, the API reference, security
// headers, the portal with deep links, and 501 for operations without a handler yet.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema.ts';
import { createMailer, outboxMessageId } from '../src/mail/mailer.ts';
import { allHandlers } from '../src/services/index.ts';
import { startSmtpSink } from './helpers/smtp-sink.ts';
import { createTestApp, type TestApp, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

describe('development server', () => {
  it('answers the health check', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', version: '1.0.0' });
  });

  it('answers ready when started with its database and storage, 503 while draining', async () => {
    const ready = await t.request({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
    const lifecycle = t.app.services.lifecycle;
    lifecycle.state = 'draining';
    try {
      const draining = await t.request({ method: 'GET', url: '/api/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ status: 'draining', database: 'ok', storage: 'ok' });
    } finally {
      lifecycle.state = 'ready';
    }
  });

  it('lists mails in the development mailbox, as JSON and as a page with clickable links', async () => {
    const json = await t.request({ method: 'GET', url: '/api/dev/mailbox' });
    expect(json.statusCode).toBe(200);
    const [mail] = json.json();
    expect(mail).toMatchObject({
      to: 'amelia.grant@example.ca',
      subject: 'Claim your unit at Bayshore Commons',
      html: null,
    });
    expect(Date.parse(mail.sentAt)).not.toBeNaN();
    const page = await t.request({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const link = `http://portal.test/authorize?hash=${t.seed.invitations.bcs102.hash}`;
    expect(page.body).toContain(`<a href="${link}">${link}</a>`);
    expect(page.body).toContain('amelia.grant@example.ca');
  });

  it('keeps a mail in the outbox with the reason when SMTP delivery fails', async () => {
    const mailer = createMailer(t.app.services.db, {
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'tests@portal.example.ca',
      pollMs: 0,
    });
    await mailer.send({
      to: 'smtp.test@example.ca',
      subject: 'Delivery test',
      text: 'See http://portal.test/x',
    });
    expect(await mailer.deliverDue()).toBe(0);
    mailer.close();
    const [mail] = await t.app.services.mail.list({ to: 'smtp.test@example.ca' });
    expect(mail).toMatchObject({
      subject: 'Delivery test',
      links: ['http://portal.test/x'],
      deliveredAt: null,
    });
    expect(mail?.error).toMatch(/ECONNREFUSED|connect/i);
    // The failed mail waits for its retry (backoff), and is not claimed again before then.
    const [row] = await t.app.services.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, mail?.id ?? 0));
    expect(row?.attempts).toBe(1);
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 3000);
  });

  it('sends a mail again after a crash between SMTP acceptance and marking it sent with the same Message-ID', async () => {
    const sink = await startSmtpSink();
    const mailer = createMailer(t.app.services.db, {
      smtpUrl: sink.url,
      from: 'Property Portal <portal@mail.example.ca>',
      pollMs: 0,
    });
    try {
      await mailer.send({ to: 'once.only@example.ca', subject: 'Once', text: 'Hello' });
      expect(await mailer.deliverDue()).toBe(1);
      const [row] = await t.app.services.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'once.only@example.ca'));
      if (!row) throw new Error('the mail is not in the outbox');
      const messageId = outboxMessageId(row, 'portal@mail.example.ca');
      expect(messageId).toMatch(/^<outbox-\d+\.\d+@mail\.example\.ca>$/);
      // The process died after the SMTP server accepted the mail, before the row was marked sent.
      await t.app.services.db
        .update(mailOutbox)
        .set({ sentAt: null, nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.id, row.id));
      expect(await mailer.deliverDue()).toBe(1);
      const sent = sink.messages.filter((m) => m.includes('To: once.only@example.ca'));
      expect(sent).toHaveLength(2);
      for (const text of sent) expect(text).toContain(`Message-ID: ${messageId}`);
    } finally {
      mailer.close();
      sink.close();
    }
  });

  it('serves the API reference from the contract', async () => {
    const page = await t.request({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const doc = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(doc.json().info.title).toBe('Property portal API');
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('has a handler only for operations of the contract', () => {
    expect(t.app.unknownHandlers).toEqual([]);
  });

  it('without a built portal, shows a page pointing to the API reference at /', async () => {
    const res = await t.request({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('/api/docs');
  });
});

describe('production-like server with a built portal and only the sign-in and mailbox handlers', () => {
  let p: TestApp;
  const portalDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(portalDist, 'assets'));
    fs.writeFileSync(
      path.join(portalDist, 'index.html'),
      '<!doctype html><title>Portal</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(portalDist, 'assets', 'app-3f9a.js'), 'console.log("portal")');
    const { signIn, listDevMailbox } = allHandlers();
    p = await createTestApp({ devRoutes: false, handlers: { signIn, listDevMailbox }, portalDist });
  });
  afterAll(async () => {
    await p.close();
    fs.rmSync(portalDist, { recursive: true, force: true });
  });

  it('answers 501 with a message to an operation without a handler, after authorization', async () => {
    const res = await p.request({
      method: 'GET',
      url: `/api/property/${p.seed.properties.owner[0]}`,
      as: 'admin',
    });
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({ message: 'getProperty is not implemented yet.', statusCode: 501 });
    expect((await p.request({ method: 'GET', url: '/api/property/1' })).statusCode).toBe(401);
  });

  it('turns the development mailbox off (the page path is then just a portal deep link)', async () => {
    const json = await p.request({ method: 'GET', url: '/api/dev/mailbox' });
    expect(json.statusCode).toBe(404);
    const page = await p.request({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).not.toContain('Development mailbox');
    expect(page.body).toContain('<div id="root">');
  });

  it('serves the portal at /, its assets, and index.html for deep links; /api stays JSON', async () => {
    const root = await p.request({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<div id="root">');
    const asset = await p.request({ method: 'GET', url: '/assets/app-3f9a.js' });
    expect(asset.body).toBe('console.log("portal")');
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const deepLink of [
      '/owner/dashboard',
      '/strataAdmin/property/3',
      '/account/newpassword?id=1&token=x',
    ]) {
      const res = await p.request({ method: 'GET', url: deepLink });
      expect(res.statusCode, deepLink).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
    const api = await p.request({ method: 'GET', url: '/api/nothing/here' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    const post = await p.request({ method: 'POST', url: '/owner/dashboard' });
    expect(post.statusCode).toBe(404);
  });
});
