// Two server processes on one PostgreSQL database and one S3-compatible store : both started
// at once on an empty database (one schema, one seed), a file uploaded through A downloads byte-identical through B
// (whole and by Range), a token from A works on B, writes through both at once append to one valid audit chain, the
// strict rate limit is counted over both, a mail queued through A is delivered exactly once with both running, and
// kill -9 of A during a 3,000-row import leaves all or nothing.
// PostgreSQL only (TEST_DATABASE=postgres); the stale data-folder lock is data-dir-lock.test.ts.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDigest } from '../src/audit/chain.ts';
import { demoPassword } from '../src/seed.ts';
import { csvColumns } from '../src/services/import-csv.ts';
import { type Instance, serverDir, startServer, within } from './helpers/instances.ts';
import { createThrowawayDatabase } from './helpers/postgres.ts';
import { startS3rver, type TestS3 } from './helpers/s3rver.ts';
import { startSmtpSink } from './helpers/smtp-sink.ts';
import { usePostgres } from './helpers/test-app.ts';

describe.skipIf(!usePostgres)('two server instances on one PostgreSQL database and one S3 bucket', () => {
  let database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let db: pg.Client;
  let s3: TestS3;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let a: Instance;
  let b: Instance;
  const signIn = async (base: string, username: string, password = demoPassword) =>
    fetch(`${base}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        password,
        portal: username === 'strataadmin' ? 'strata' : 'residential',
      }),
    });
  const tokenOn = async (base: string, username: string) =>
    ((await (await signIn(base, username)).json()) as { token: string }).token;

  beforeAll(async () => {
    database = await createThrowawayDatabase('portal_multi');
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    [s3, smtp] = await Promise.all([startS3rver('portal-multi'), startSmtpSink()]);
    const env = {
      ...s3.env,
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      SEED: '1',
      RATE_LIMIT_STRICT: '10',
    };
    // Both at once on the empty database.
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  }, 180_000);

  afterAll(async () => {
    for (const instance of [a, b]) instance?.child.kill('SIGKILL');
    await db?.end();
    await s3?.close();
    smtp?.close();
    await database?.drop();
  });

  it('started together on an empty database: one schema, one seed, both ready', async () => {
    const migrations = await db.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(migrations.rows[0].n).toBe(
      fs.readdirSync(path.join(serverDir, 'drizzle')).filter((f) => f.endsWith('.sql')).length,
    );
    const admins = await db.query(`select count(*)::int as n from users where user_name = 'admin'`);
    expect(admins.rows[0].n).toBe(1);
    expect([a.output(), b.output()].filter((o) => o.includes('seeded the demo data'))).toHaveLength(1);
    for (const instance of [a, b]) {
      const ready = await fetch(`${instance.url}/api/ready`);
      expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
    }
  });

  it('a token from A works on B, and a file uploaded through A downloads byte-identical through B', async () => {
    const token = await tokenOn(a.url, 'admin');
    const auth = { authorization: `Bearer ${token}` };
    const { rows } = await db.query('select id from documents order by id limit 1');
    const id = rows[0].id as number;
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(100_000), Buffer.from('\n%%EOF\n')]);
    const form = new FormData();
    form.append('file', new File([pdf], 'shared.pdf', { type: 'application/pdf' }));
    const upload = await fetch(`${a.url}/api/documents/upload/${id}`, {
      method: 'PUT',
      headers: auth,
      body: form,
    });
    expect(upload.status).toBe(200);
    const whole = await fetch(`${b.url}/api/documents/${id}/file`, { headers: auth });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(pdf);
    const part = await fetch(`${b.url}/api/documents/${id}/file`, {
      headers: { ...auth, range: 'bytes=1000-50999' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-50999/${pdf.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(pdf.subarray(1000, 51_000));
  });

  it('keeps one audit chain when both write at once, with an event left pending by the previous version', async () => {
    const token = await tokenOn(a.url, 'admin');
    const { rows } = await db.query('select id from owner_profiles order by id limit 1');
    const id = rows[0].id as number;
    const profile = (await (
      await fetch(`${a.url}/api/ownerProfile/${id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as Record<string, unknown>;
    const { name, city, province, postal, phone, mobile } = profile;
    // Signed in before counting: a sign-in is an event too.
    const superToken = await tokenOn(b.url, 'superadmin');
    const before = await db.query('select count(*)::int as n from audit_events');
    // A server of the previous version writes its events to audit_pending; the COMMIT chains them (migration 0021).
    const event = {
      createdAt: new Date(),
      action: 'updateOwnerProfile',
      kind: 'write' as const,
      side: 'rental' as const,
      actorId: null,
      actorName: 'previous version',
      actorRole: null,
      ip: null,
      targetType: 'ownerProfile',
      targetId: id,
      details: {},
    };
    const text = (value: string) => pg.escapeLiteral(value);
    // In one message, as that version sends it: BEGIN, the insert, COMMIT.
    const pending = db.query(`begin;
      insert into audit_pending (digest, created_at, action, kind, side, actor_name, target_type, target_id, details)
      values (${text(contentDigest(event))}, ${text(event.createdAt.toISOString())}, ${text(event.action)},
        ${text(event.kind)}, ${text(event.side)}, ${text(event.actorName)}, ${text(event.targetType)}, ${id}, '{}');
      commit`);
    const answers = await Promise.all([
      pending,
      ...Array.from({ length: 16 }, (_, n) => {
        return fetch(`${n % 2 === 0 ? a.url : b.url}/api/ownerProfile/${id}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            name,
            address: `${n} Both Instances Road`,
            city,
            province,
            postal,
            phone,
            mobile,
          }),
        }).then((res) => res.status);
      }),
    ]);
    expect(answers.slice(1)).toEqual(Array.from({ length: 16 }, () => 200));
    const after = await db.query('select count(*)::int as n from audit_events');
    expect(after.rows[0].n - before.rows[0].n).toBe(17);
    const left = await db.query('select count(*)::int as n from audit_pending');
    expect(left.rows[0].n).toBe(0);
    const check = await fetch(`${a.url}/api/audit/verify`, {
      headers: { authorization: `Bearer ${superToken}` },
    });
    expect(await check.json()).toMatchObject({ ok: true, firstBrokenId: null, events: after.rows[0].n });
  });

  it('counts the strict sign-in limit over both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await signIn(i % 2 === 0 ? a.url : b.url, 'owner2', 'not the password');
      statuses.push(res.status);
    }
    // 10 attempts a minute per address and account, whichever instance answers.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('delivers a mail queued through A exactly once with both running', async () => {
    const token = await tokenOn(a.url, 'strataadmin');
    const form = new FormData();
    const csv = `${csvColumns.join(',')}\nBCS1234,M1,990001,Mail Once,mail.once@example.ca,1 Main St,,,Burnaby,BC,Canada,V5H 2E2\n`;
    form.append('file', new File([csv], 'owners.csv', { type: 'text/csv' }));
    const res = await fetch(`${a.url}/api/importOwners`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(200);
    expect(await within(15_000, async () => smtp.received.includes('mail.once@example.ca'))).toBe(true);
    // Both workers keep polling; the mail does not leave again.
    await delay(2500);
    expect(smtp.received.filter((to) => to === 'mail.once@example.ca')).toHaveLength(1);
    const { rows } = await db.query(
      `select sent_at from mail_outbox where to_address = 'mail.once@example.ca'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].sent_at).not.toBeNull();
  });

  it('kill -9 of A during a 3,000-row import leaves no invitation or all of them with all their mails', async () => {
    const token = await tokenOn(a.url, 'strataadmin');
    const lines = [csvColumns.join(',')];
    for (let i = 0; i < 3000; i++) {
      lines.push(
        `EPS5678,K${i},${700000 + i},Killed ${i},killed.${i}@example.ca,${i} Kill St,,,Burnaby,BC,Canada,V5H 2E2`,
      );
    }
    const form = new FormData();
    form.append('file', new File([lines.join('\n')], 'owners.csv', { type: 'text/csv' }));
    const importing = fetch(`${a.url}/api/importOwners`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }).catch(() => null);
    // Kill once the import's transaction has begun writing (or at the latest after 3 s).
    await within(3000, async () => {
      const { rows } = await db.query(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'idle in transaction' or (datname = current_database() and query ilike '%jsonb_to_recordset%')`,
      );
      return rows[0].n > 0;
    });
    a.child.kill('SIGKILL');
    await importing;
    await delay(500);
    const invitations = await db.query(
      `select count(*)::int as n from strata_unit_user_invitations where email like 'killed.%@example.ca'`,
    );
    const mails = await db.query(
      `select count(*)::int as n from mail_outbox where to_address like 'killed.%@example.ca'`,
    );
    const owners = await db.query(
      `select count(*)::int as n from strata_owners where email like 'killed.%@example.ca'`,
    );
    const n = invitations.rows[0].n as number;
    expect([0, 3000]).toContain(n);
    expect(mails.rows[0].n).toBe(n);
    expect(owners.rows[0].n).toBe(n);
    // B still answers.
    expect((await fetch(`${b.url}/api/ready`)).status).toBe(200);
  });
});
