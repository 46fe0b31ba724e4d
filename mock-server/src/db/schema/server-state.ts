// What the server keeps for itself: the mail outbox and the state several instances share.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Extra headers (a notification's List-Unsubscribe and List-Unsubscribe-Post); null for none. */
    headers: jsonb().$type<Record<string, string>>(),
    /** When SMTP accepted it; null until then (and for ever without SMTP: the development mailbox reads the row). */
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
    /** Why the outbox will not send it (its address bounces); null for a mail still to send or sent. */
    skipped: text(),
    createdAt: createdAt(),
    /** Delivery attempts so far; the next one is not before nextAttemptAt (backoff). */
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_unsent_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

// ---------------------------------------------------------------- shared server state (several instances)

/** Values every server instance on the database shares, e.g. the generated session-token secret. */
export const serverSettings = pgTable('server_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
});

/** Rate-limit counters shared by every instance (plugins/rate-limit-store.ts): one row per key and window. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text().primaryKey(),
  count: integer().notNull(),
  windowEndsAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Failed sign-ins, shared by every instance (services/sign-in-lockout.ts): one row per account (`account:<id>`, or
 * `name:<NAME>` for a name no account has) and per address (`address:<ip>`). `failures` count within the window;
 * reaching the limit locks the key until `lockedUntil`, each lock twice as long as the one before (`locks`).
 */
export const signInLockouts = pgTable('sign_in_lockouts', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowEndsAt: timestamp({ withTimezone: true }).notNull(),
  locks: integer().notNull().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
});

/**
 * The housekeeping jobs (housekeeping/scheduler.ts): when each last ran on any instance, which claims the next run
 * (an instance runs a job only when its row says the interval has passed, and moves lastRunAt in the same statement).
 */
export const housekeepingRuns = pgTable('housekeeping_runs', {
  job: text().primaryKey(),
  lastRunAt: timestamp({ withTimezone: true }).notNull(),
  /** Rows the last run removed; null while it runs or when it failed. */
  lastRemoved: integer(),
  lastError: text(),
});
