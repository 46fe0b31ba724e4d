// The housekeeping jobs: each removes only what has outlived its use, runs once per interval across instances (on
// PostgreSQL two instances on one database), and GET /metrics shows when each last ran.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { cleanupJobs } from '../src/housekeeping/jobs.ts';
import { rowsOf } from '../src/observability/gauges.ts';
import { testOptions, usePostgres, useTestApp } from './helpers/test-app.ts';

const t = useTestApp({ housekeepingIntervalMs: 3_600_000 });
const db = () => t.app.services.db;
const count = async (query: ReturnType<typeof sql>) =>
  Number(Object.values(rowsOf<Record<string, unknown>>(await db().execute(query))[0] ?? {})[0]);

describe('housekeeping', () => {
  it('removes used and expired tokens, old ended sessions, delivered mail and read notifications, ended rate-limit windows and dead invitations', async () => {
    const userId = t.seed.users.owner;
    await db().execute(sql`
      insert into sessions (id, user_id, ip, created_at, ended_at) values
        ('hk-ended-long-ago', ${userId}, '127.0.0.1', now() - interval '9 days', now() - interval '8 days'),
        ('hk-expired-unended', ${userId}, '127.0.0.1', now() - interval '8 days', null),
        ('hk-ended-yesterday', ${userId}, '127.0.0.1', now() - interval '2 days', now() - interval '1 day'),
        ('hk-live', ${userId}, '127.0.0.1', now(), null)`);
    await db().execute(sql`
      insert into email_change_tokens (user_id, new_email, token_digest, expires_at, used_at) values
        (${userId}, 'used@example.ca', 'hk-change-used', now() + interval '1 hour', now()),
        (${userId}, 'expired@example.ca', 'hk-change-expired', now() - interval '1 minute', null),
        (${userId}, 'live@example.ca', 'hk-change-live', now() + interval '1 hour', null)`);
    // Read 100 days ago (removed), read 100 days ago but still waiting for a digest, read 10 days ago, unread: kept.
    await db().execute(sql`
      insert into notifications (user_id, event, title, body, link, created_at, read_at, digest) values
        (${userId}, 'documentPosted', 'hk read long ago', 'x', '/owner', now() - interval '120 days', now() - interval '100 days', null),
        (${userId}, 'documentPosted', 'hk digest waits', 'x', '/owner', now() - interval '120 days', now() - interval '100 days', 'weekly'),
        (${userId}, 'documentPosted', 'hk read lately', 'x', '/owner', now() - interval '120 days', now() - interval '10 days', null),
        (${userId}, 'documentPosted', 'hk unread', 'x', '/owner', now() - interval '400 days', null, null)`);
    await db().execute(sql`
      insert into password_reset_tokens (user_id, token_digest, expires_at, used_at) values
        (${userId}, 'hk-used', now() + interval '1 hour', now()),
        (${userId}, 'hk-expired', now() - interval '1 minute', null),
        (${userId}, 'hk-live', now() + interval '1 hour', null)`);
    await db().execute(sql`
      insert into mail_outbox (to_address, subject, text, sent_at) values
        ('old@example.ca', 'hk old', 'x', now() - interval '8 days'),
        ('new@example.ca', 'hk new', 'x', now() - interval '1 day'),
        ('waiting@example.ca', 'hk waiting', 'x', null)`);
    await db().execute(sql`
      insert into rate_limit_counters (key, count, window_ends_at) values
        ('hk-ended', 3, now() - interval '1 second'), ('hk-open', 3, now() + interval '1 minute')`);
    // Three invitations of one unit: the oldest superseded 20 days ago (removed), a used one registered long ago but
    // followed by a newer one (removed), the latest (kept, whatever its age).
    const [owner] = rowsOf<{ id: number; unit: number }>(
      await db().execute(sql`select id, strata_unit_id as unit from strata_owners order by id limit 1`),
    );
    if (!owner) throw new Error('The seed has no strata owner');
    await db().execute(sql`
      insert into strata_unit_user_invitations (strata_unit_id, strata_owner_id, email, hash_digest, sent_at, registered_at, created_at) values
        (${owner.unit}, ${owner.id}, 'a@example.ca', 'hk-inv-1', now() - interval '20 days', null, now() - interval '200 days'),
        (${owner.unit}, ${owner.id}, 'b@example.ca', 'hk-inv-2', now() - interval '150 days', now() - interval '100 days', now() - interval '150 days'),
        (${owner.unit}, ${owner.id}, 'c@example.ca', 'hk-inv-3', now() - interval '300 days', null, now() - interval '300 days')`);

    const runs = await t.app.services.housekeeping.runDue();
    const removed = Object.fromEntries(runs.map((r) => [r.job, r.removed]));
    expect(removed['password-reset-tokens']).toBeGreaterThanOrEqual(2);
    expect(removed['delivered-mail']).toBeGreaterThanOrEqual(1);
    expect(removed['rate-limit-counters']).toBeGreaterThanOrEqual(1);
    expect(removed.invitations).toBeGreaterThanOrEqual(2);
    expect(removed['ended-sessions']).toBeGreaterThanOrEqual(2);
    expect(removed['email-change-tokens']).toBeGreaterThanOrEqual(2);
    expect(removed['read-notifications']).toBeGreaterThanOrEqual(1);
    const sessionsLeft = rowsOf<{ id: string }>(
      await db().execute(sql`select id from sessions where id like 'hk-%' order by id`),
    );
    expect(sessionsLeft.map((r) => r.id)).toEqual(['hk-ended-yesterday', 'hk-live']);
    expect(
      await count(sql`select count(*) from email_change_tokens where token_digest = 'hk-change-live'`),
    ).toBe(1);
    expect(await count(sql`select count(*) from email_change_tokens where token_digest like 'hk-%'`)).toBe(1);
    const notificationsLeft = rowsOf<{ title: string }>(
      await db().execute(sql`select title from notifications where title like 'hk %' order by title`),
    );
    expect(notificationsLeft.map((r) => r.title)).toEqual(['hk digest waits', 'hk read lately', 'hk unread']);

    expect(await count(sql`select count(*) from password_reset_tokens where token_digest like 'hk-%'`)).toBe(
      1,
    );
    expect(await count(sql`select count(*) from mail_outbox where subject like 'hk %'`)).toBe(2);
    expect(await count(sql`select count(*) from rate_limit_counters where key like 'hk-%'`)).toBe(1);
    const left = rowsOf<{ hash_digest: string }>(
      await db().execute(
        sql`select hash_digest from strata_unit_user_invitations where hash_digest like 'hk-inv-%'`,
      ),
    );
    expect(left.map((r) => r.hash_digest)).toEqual(['hk-inv-3']);
  });

  it("vacuums PGlite, which has no autovacuum, and leaves PostgreSQL's to its own", async () => {
    // A table written after the last vacuum: none of its pages is marked all-visible until one runs.
    await db().execute(sql`create table hk_vacuum_probe as select n from generate_series(1, 5000) as n`);
    try {
      const visible = async () =>
        rowsOf<{ pages: number; visible: number }>(
          await db().execute(sql`select relpages as pages, relallvisible as visible
            from pg_class where relname = 'hk_vacuum_probe'`),
        )[0];
      expect((await visible())?.visible).toBe(0);
      // Run after all the removals.
      expect(cleanupJobs.at(-1)?.name).toBe('embedded-vacuum');
      const vacuum = cleanupJobs.find((job) => job.name === 'embedded-vacuum');
      expect(await vacuum?.run(db())).toBe(0);
      // On PostgreSQL the job does nothing (its autovacuum may come any time, so nothing is asserted of the pages).
      const after = await visible();
      if (!usePostgres) {
        expect(after?.visible === after?.pages && (after?.pages ?? 0) > 0, JSON.stringify(after)).toBe(true);
      }
    } finally {
      await db().execute(sql`drop table hk_vacuum_probe`);
    }
  });

  it('runs a job again only once its interval has passed, and GET /metrics shows when each last ran', async () => {
    expect(await t.app.services.housekeeping.runDue()).toEqual([]);
    const text = (await t.request({ method: 'GET', url: '/metrics' })).body;
    const line = text
      .split('\n')
      .find((l) => l.startsWith('portal_housekeeping_last_run_timestamp_seconds{job="delivered-mail"}'));
    const seconds = Number(line?.split(' ')[1]);
    expect(Math.abs(seconds - Date.now() / 1000)).toBeLessThan(300);
    expect(text).toMatch(/^portal_housekeeping_last_removed\{job="password-reset-tokens"\} \d+$/m);
    // The digests: the run above sent the due ones, so nothing is late.
    expect(text).toMatch(/^portal_digest_lag_seconds\{frequency="daily"\} 0$/m);
    expect(text).toMatch(/^portal_digest_lag_seconds\{frequency="weekly"\} 0$/m);
    expect(text).toMatch(/^portal_digest_notifications_waiting\{frequency="daily"\} \d+$/m);
  });

  it('shows a digest that has not gone since it was due as lagging, and what waits for it', async () => {
    await db().execute(
      sql`update housekeeping_runs set last_run_at = now() - interval '8 days' where job = 'notification-digest-weekly'`,
    );
    await db().execute(sql`
      insert into notifications (user_id, event, title, body, link, digest)
      values (${t.seed.users.owner}, 'documentPosted', 'hk for the weekly digest', 'x', '/owner', 'weekly')`);
    const text = (await t.request({ method: 'GET', url: '/metrics' })).body;
    const lag = Number(/^portal_digest_lag_seconds\{frequency="weekly"\} (\S+)$/m.exec(text)?.[1]);
    expect(lag).toBeGreaterThan(0);
    expect(lag).toBeLessThanOrEqual(7 * 24 * 3600);
    const waiting = Number(
      /^portal_digest_notifications_waiting\{frequency="weekly"\} (\S+)$/m.exec(text)?.[1],
    );
    expect(waiting).toBeGreaterThanOrEqual(1);
  });
});

describe.runIf(usePostgres)('housekeeping on two instances', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('runs each job on one of them', async () => {
    const first = await testOptions({ housekeepingIntervalMs: 3_600_000 });
    cleanups.push(first.cleanup);
    const a = await buildApp(first.options);
    cleanups.push(() => a.app.close());
    const second = await testOptions({ housekeepingIntervalMs: 3_600_000 });
    cleanups.push(second.cleanup);
    const b = await buildApp({ ...second.options, database: first.options.database, seed: false });
    cleanups.push(() => b.app.close());
    const [ranA, ranB] = await Promise.all([
      a.app.services.housekeeping.runDue(),
      b.app.services.housekeeping.runDue(),
    ]);
    const jobs = [...ranA, ...ranB].map((r) => r.job).sort();
    expect(jobs).toEqual(cleanupJobs.map((job) => job.name).sort());
  });
});
