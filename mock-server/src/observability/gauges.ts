// Gauges read from the database when Prometheus scrapes GET /metrics: the state every instance shares (the outbox,
// the housekeeping jobs), so any instance answers for all. A part of the server that keeps such state adds its gauge
// with one `databaseGauges.push({...})` next to its own code (e.g. digests due, beside the digest tables).
import { sql } from 'drizzle-orm';
import { type AppOptions, companyTimeZone } from '../config.ts';
import type { Db } from '../db/client.ts';
import { digestFrequencies, lastDueAt } from '../notifications/digests.ts';

export interface DatabaseGauge {
  /** Prometheus metric name (portal_…). */
  name: string;
  help: string;
  /** Label names of the values `read` returns (none for a single value). */
  labelNames?: readonly string[];
  /** The current value(s); read once per scrape. */
  read(db: Db, options: AppOptions): Promise<number | { labels: Record<string, string>; value: number }[]>;
}

async function one(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute(query);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  return Number(Object.values(row ?? {})[0] ?? 0);
}

/** Rows of a database answer (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export const databaseGauges: DatabaseGauge[] = [
  {
    name: 'portal_outbox_undelivered',
    help: 'Mails in the outbox that SMTP has not accepted yet (without SMTP: the development mailbox, never sent)',
    read: (db) => one(db, sql`select count(*) from mail_outbox where sent_at is null`),
  },
  {
    name: 'portal_outbox_due',
    help: 'Undelivered mails whose next delivery attempt is due now',
    read: (db) =>
      one(db, sql`select count(*) from mail_outbox where sent_at is null and next_attempt_at <= now()`),
  },
  {
    name: 'portal_outbox_oldest_undelivered_age_seconds',
    help: 'Age of the oldest mail SMTP has not accepted yet, 0 when none waits',
    read: (db) =>
      one(
        db,
        sql`select coalesce(extract(epoch from now() - min(created_at)), 0) from mail_outbox where sent_at is null`,
      ),
  },
  {
    name: 'portal_sign_in_locked',
    help: 'Accounts and addresses whose sign-ins are locked now (too many failures)',
    read: (db) => one(db, sql`select count(*) from sign_in_lockouts where locked_until > now()`),
  },
];

async function perJob(db: Db, column: 'last_run_at' | 'last_removed') {
  const value = column === 'last_run_at' ? sql`extract(epoch from last_run_at)` : sql`last_removed`;
  const rows = rowsOf<{ job: string; value: unknown }>(
    await db.execute(
      sql`select job, ${value} as value from housekeeping_runs where ${sql.raw(column)} is not null`,
    ),
  );
  return rows.map((row) => ({ labels: { job: row.job }, value: Number(row.value) }));
}

databaseGauges.push(
  {
    name: 'portal_housekeeping_last_run_timestamp_seconds',
    help: 'When each housekeeping job last started, on any instance (Unix time)',
    labelNames: ['job'],
    read: (db) => perJob(db, 'last_run_at'),
  },
  {
    name: 'portal_housekeeping_last_removed',
    help: 'Rows the last finished run of each housekeeping job removed',
    labelNames: ['job'],
    read: (db) => perJob(db, 'last_removed'),
  },
);

// The daily and weekly digests (notifications/digests.ts): what waits for each, and how late the one due is.
databaseGauges.push(
  {
    name: 'portal_digest_notifications_waiting',
    help: 'Notifications a daily or weekly digest has yet to list',
    labelNames: ['frequency'],
    async read(db) {
      const rows = rowsOf<{ digest: string; count: unknown }>(
        await db.execute(
          sql`select digest, count(*) as count from notifications where digest is not null group by digest`,
        ),
      );
      return digestFrequencies.map((frequency) => ({
        labels: { frequency },
        value: Number(rows.find((row) => row.digest === frequency)?.count ?? 0),
      }));
    },
  },
  {
    name: 'portal_digest_lag_seconds',
    help: 'How long the digest due last (07:00 in the company time zone; weekly on Mondays) has waited to go, 0 when it went',
    labelNames: ['frequency'],
    async read(db, options) {
      const rows = rowsOf<{ job: string; at: unknown }>(
        await db.execute(
          sql`select job, extract(epoch from last_run_at) as at from housekeeping_runs
              where job like 'notification-digest-%'`,
        ),
      );
      const now = new Date();
      return digestFrequencies.map((frequency) => {
        const due = lastDueAt(frequency, now, companyTimeZone(options)).getTime() / 1000;
        const ran = Number(rows.find((row) => row.job === `notification-digest-${frequency}`)?.at ?? 0);
        return { labels: { frequency }, value: ran >= due ? 0 : Math.max(0, now.getTime() / 1000 - due) };
      });
    },
  },
);
