// What the housekeeping removes, one job per kind of row that has outlived its use. A part of the server that keeps
// such rows registers its own job beside its code, in one line:
//   registerCleanup('expired-sessions', (db) => removed(db, sql`delete from sessions where expires_at < now()`));
// Each job runs on one instance per interval (scheduler.ts) and answers how many rows it removed.
import { type SQL, sql } from 'drizzle-orm';
import { sessionHours } from '../auth/tokens.ts';
import { type Db, dataVersions } from '../db/client.ts';

export interface CleanupJob {
  name: string;
  run(db: Db): Promise<number>;
}

export const cleanupJobs: CleanupJob[] = [];

export function registerCleanup(name: string, run: CleanupJob['run']): void {
  if (cleanupJobs.some((job) => job.name === name))
    throw new Error(`A cleanup named ${name} is registered twice`);
  cleanupJobs.push({ name, run });
}

/** Runs a DELETE and answers how many rows it removed. */
export async function removed(db: Db, statement: SQL): Promise<number> {
  const result = (await db.execute(statement)) as unknown as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}

/** How long an ended session is kept (not listed, never accepted again), days. */
export const endedSessionKeptDays = 7;
/** How long a delivered mail is kept in the outbox (the development mailbox shows it), days. */
export const deliveredMailKeptDays = 7;
/** An invitation superseded by a newer one and never used: its link only says "expired" after this, days. */
export const supersededInvitationKeptDays = 14;
/** A used invitation, days (then it only says who registered, which the unit's users already show). */
export const usedInvitationKeptDays = 90;
/** A notification its recipient has read, days after reading it (an unread one stays until it is read). */
export const readNotificationKeptDays = 90;

registerCleanup('password-reset-tokens', (db) =>
  removed(db, sql`delete from password_reset_tokens where used_at is not null or expires_at < now()`),
);
registerCleanup('delivered-mail', (db) =>
  removed(
    db,
    sql`delete from mail_outbox where sent_at < now() - make_interval(days => ${deliveredMailKeptDays})`,
  ),
);
registerCleanup('rate-limit-counters', (db) =>
  removed(db, sql`delete from rate_limit_counters where window_ends_at < now()`),
);
// A unit's usable invitation is its latest one (services/invitations.ts isSuperseded): an invitation is removed only
// when a newer one of its unit stays, so removing never makes an older link usable again.
registerCleanup('invitations', (db) =>
  removed(
    db,
    sql`delete from strata_unit_user_invitations old
        where exists (select 1 from strata_unit_user_invitations newer
                      where newer.strata_unit_id = old.strata_unit_id and newer.id > old.id)
          and (
            (old.registered_at is null
              and coalesce(old.sent_at, old.created_at) < now() - make_interval(days => ${supersededInvitationKeptDays}))
            or old.registered_at < now() - make_interval(days => ${usedInvitationKeptDays})
          )`,
  ),
);
// A session ended, or past its token's expiry (8 hours after signing in) without an end written, is kept a while
// (who signed in from where, for support), then removed.
registerCleanup('ended-sessions', (db) =>
  removed(
    db,
    sql`delete from sessions
        where ended_at < now() - make_interval(days => ${endedSessionKeptDays})
           or created_at < now() - make_interval(days => ${endedSessionKeptDays}, hours => ${sessionHours})`,
  ),
);
registerCleanup('email-change-tokens', (db) =>
  removed(db, sql`delete from email_change_tokens where used_at is not null or expires_at < now()`),
);
// A notification a digest has yet to list stays whatever its age: the digest takes it first.
registerCleanup('read-notifications', (db) =>
  removed(
    db,
    sql`delete from notifications
        where read_at < now() - make_interval(days => ${readNotificationKeptDays}) and digest is null`,
  ),
);
// PGlite has no autovacuum (PostgreSQL's does this on its own): without this its tables would keep every row the other
// jobs removed or an update replaced, and the pages written since the seed's vacuum would never be marked
// all-visible, so a read from an index alone (GET /audit's counts and its searches sorted by another column, a deep
// page's ids) would read each such page from the table too. It also brings each table's row count, which the planner
// scales its estimates by, up to date. Without ANALYZE: at SEED_SCALE=10000 the vacuum held PGlite's one session for
// 0.05-0.24 s, an ANALYZE 0.65 s more. It frees space rather than removing rows: it answers 0. Registered last, so it
// runs after the removals (housekeeping.test.ts checks it stays the last).
registerCleanup('embedded-vacuum', async (db) => {
  if (dataVersions.has(db)) await db.execute(sql`vacuum`);
  return 0;
});
