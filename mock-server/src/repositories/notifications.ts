// The SQL of a person's notifications and notification preferences. Every statement names the person: nobody
// reads or marks another's.
import type { NotificationEvent, NotificationFrequency } from '@portal/sdk/notifications';
import type { Notification } from '@portal/sdk/types';
import { and, count, desc, eq, getTableName, isNull, lte, sql } from 'drizzle-orm';
import { type Db, type Tx, tableVersions } from '../db/client.ts';
import { keptReads } from '../db/kept-reads.ts';
import { notificationPreferences, notifications } from '../db/schema.ts';

const columns = {
  id: notifications.id,
  event: notifications.event,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};

function toNotification(row: {
  id: number;
  event: string;
  title: string;
  body: string;
  link: string;
  createdAt: Date;
  readAt: Date | null;
}): Notification {
  return {
    ...row,
    event: row.event as NotificationEvent,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

const mine = (userId: number, unread: boolean) =>
  and(eq(notifications.userId, userId), unread ? isNull(notifications.readAt) : undefined);

export async function listNotificationsOf(
  db: Db,
  userId: number,
  page: { unread: boolean; limit?: number; offset: number },
): Promise<Notification[]> {
  const query = db
    .select(columns)
    .from(notifications)
    .where(mine(userId, page.unread))
    .orderBy(desc(notifications.id))
    .offset(page.offset);
  const rows = page.limit === undefined ? await query : await query.limit(page.limit);
  return rows.map(toNotification);
}

export async function countNotificationsOf(db: Db, userId: number, unread: boolean): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(mine(userId, unread));
  return row?.n ?? 0;
}

const unreadCounts = new WeakMap<Db, (userId: number) => Promise<number | undefined>>();

/**
 * The person's unread count (the bell, asked every minute by everyone signed in): on PGlite kept until notifications
 * change (db/kept-reads.ts); read each time on PostgreSQL.
 */
export async function countUnreadOf(db: Db, userId: number): Promise<number> {
  let countOf = unreadCounts.get(db);
  if (!countOf) {
    const read = (id: number) => countNotificationsOf(db, id, true);
    const versionOf = tableVersions.get(db);
    const tables = [getTableName(notifications)];
    countOf = versionOf ? keptReads(read, () => versionOf(tables), unreadCountsKept) : read;
    unreadCounts.set(db, countOf);
  }
  return (await countOf(userId)) ?? 0;
}

/** Unread counts kept in memory on PGlite (at most this many people's). */
const unreadCountsKept = 10_000;

/** Marks one of the person's notifications read (keeping the first time); null when it is not theirs. */
export async function markRead(db: Db, userId: number, id: number): Promise<Notification | null> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning(columns);
  return row ? toNotification(row) : null;
}

/** Marks the person's unread notifications up to `upTo` (the newest they were shown) read; how many. */
export async function markAllRead(db: Db, userId: number, upTo: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(mine(userId, true), lte(notifications.id, upTo)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function notificationIsOf(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** The person's chosen frequencies (events without a row are instant). */
export async function frequenciesOf(
  db: Db | Tx,
  userId: number,
): Promise<Map<NotificationEvent, NotificationFrequency>> {
  const rows = await db
    .select({ event: notificationPreferences.event, frequency: notificationPreferences.frequency })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return new Map(rows.map((r) => [r.event as NotificationEvent, r.frequency as NotificationFrequency]));
}

export async function setFrequencies(
  db: Db | Tx,
  userId: number,
  changes: readonly { event: NotificationEvent; frequency: NotificationFrequency }[],
): Promise<void> {
  if (changes.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(changes.map((c) => ({ userId, event: c.event, frequency: c.frequency })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.event],
      set: { frequency: sql`excluded.frequency` },
    });
  // A notification waiting for a digest follows its event's new frequency (or leaves the queue when mail is off): one
  // statement for every change, each event's new digest joined from a list of values.
  const digests = changes.map(
    (c) =>
      sql`(${c.event}::text, ${c.frequency === 'daily' || c.frequency === 'weekly' ? c.frequency : null}::text)`,
  );
  await db.execute(sql`
    update ${notifications} set digest = changed.digest
      from (values ${sql.join(digests, sql`, `)}) as changed(event, digest)
     where ${notifications.userId} = ${userId}
       and ${notifications.event} = changed.event
       and ${notifications.digest} is not null`);
}
