// Daily and weekly digests: at 07:00 in the company's time zone (Mondays for the weekly one), one mail per person
// listing the notifications a digest has yet to list, none to a person with nothing new. Each run is claimed on its
// row in housekeeping_runs (several instances: one sends), and each notification is taken by one UPDATE … RETURNING in
// the transaction that writes the mails, so no notification is mailed twice even if two runs overlap.

import { TZDate } from '@date-fns/tz';
import type { NotificationEvent } from '@portal/sdk/notifications';
import { previousMonday, set, subDays } from 'date-fns';
import { sql } from 'drizzle-orm';
import { type AppOptions, companyTimeZone } from '../config.ts';
import type { Db } from '../db/client.ts';
import { outboxInsert } from '../mail/mailer.ts';
import { notificationMail } from './notify.ts';

export type DigestFrequency = 'daily' | 'weekly';
export const digestFrequencies: readonly DigestFrequency[] = ['daily', 'weekly'];

/** The hour digests go out, in the company's time zone. */
const digestHour = 7;

/** The latest time a digest of this frequency was due at or before `now`: 07:00 today or yesterday (or last Monday). */
export function lastDueAt(frequency: DigestFrequency, now: Date, timeZone: string): Date {
  const local = new TZDate(now, timeZone);
  let due = set(local, { hours: digestHour, minutes: 0, seconds: 0, milliseconds: 0 });
  if (due > local) due = subDays(due, 1);
  if (frequency === 'weekly' && due.getDay() !== 1) due = previousMonday(due);
  return new Date(due.getTime());
}

export interface DigestRun {
  mails: number;
  notifications: number;
}

interface Claimed {
  id: number;
  user_id: number;
  email: string;
  event: NotificationEvent;
  title: string;
  body: string;
  link: string;
}

/** Sends the digests of one frequency now: everything waiting for it. */
export async function sendDigests(
  db: Db,
  options: AppOptions,
  frequency: DigestFrequency,
): Promise<DigestRun> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      update notifications n set digest = null
      from users u
      where n.digest = ${frequency} and u.id = n.user_id and not u.archived
      returning n.id, n.user_id, u.email, n.event, n.title, n.body, n.link`);
    const rows = (result as unknown as { rows: Claimed[] }).rows.sort((a, b) => a.id - b.id);
    const byUser = new Map<number, Claimed[]>();
    for (const row of rows) {
      const items = byUser.get(row.user_id);
      if (items) items.push(row);
      else byUser.set(row.user_id, [row]);
    }
    const label = frequency === 'daily' ? 'Your daily summary' : 'Your weekly summary';
    const mails = [...byUser.values()].map((items) => {
      const [first] = items as [Claimed, ...Claimed[]];
      // The footer's one-click link stops the kind of event most of the digest is about.
      const counts = new Map<NotificationEvent, number>();
      for (const item of items) counts.set(item.event, (counts.get(item.event) ?? 0) + 1);
      const main = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? first.event;
      const subject = `${label}: ${items.length} ${items.length === 1 ? 'update' : 'updates'}`;
      return notificationMail(options, { userId: first.user_id, email: first.email }, main, items, subject);
    });
    if (mails.length > 0) await tx.execute(outboxInsert(mails));
    return { mails: mails.length, notifications: rows.length };
  });
}

/** Claims the run of this frequency due at `dueAt` for this instance: true once per due time across instances. */
async function claimRun(db: Db, frequency: DigestFrequency, dueAt: Date): Promise<boolean> {
  const job = `notification-digest-${frequency}`;
  const result = await db.execute(sql`
    insert into housekeeping_runs (job, last_run_at) values (${job}, now())
    on conflict (job) do update set last_run_at = now(), last_removed = null, last_error = null
      where housekeeping_runs.last_run_at < ${dueAt.toISOString()}::timestamptz
    returning job`);
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}

/** Sends each digest whose time has come since it last went (the outbox worker's timer calls this every minute). */
export async function sendDueDigests(db: Db, options: AppOptions, now = new Date()): Promise<DigestRun> {
  const total = { mails: 0, notifications: 0 };
  for (const frequency of digestFrequencies) {
    const due = lastDueAt(frequency, now, companyTimeZone(options));
    if (!(await claimRun(db, frequency, due))) continue;
    const run = await sendDigests(db, options, frequency);
    total.mails += run.mails;
    total.notifications += run.notifications;
  }
  return total;
}
