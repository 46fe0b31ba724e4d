// Gauges read from the database when Prometheus scrapes GET /metrics: the state every instance shares (the outbox,
// the housekeeping jobs), so any instance answers for all. A part of the server that keeps such state adds its gauge
// with one `databaseGauges.push({...})` next to its own code (e.g. digests due, beside the digest tables).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export interface DatabaseGauge {
  /** Prometheus metric name (portal_…). */
  name: string;
  help: string;
  /** Label names of the values `read` returns (none for a single value). */
  labelNames?: readonly string[];
  /** The current value(s); read once per scrape. */
  read(db: Db): Promise<number | { labels: Record<string, string>; value: number }[]>;
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
