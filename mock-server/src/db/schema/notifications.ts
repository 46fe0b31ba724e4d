// Notifications: what each person was told of (one row per event and recipient, read or not), how each person wants
// to hear of each kind of event by mail, and which rows a digest has yet to list.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    /** The portal path of the item, in the recipient's own area. */
    link: text().notNull(),
    createdAt: createdAt(),
    readAt: timestamp({ withTimezone: true }),
    /** 'daily' or 'weekly' while a digest of that frequency has yet to list it; null otherwise. */
    digest: text(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_digest_idx').on(t.digest, t.userId).where(sql`${t.digest} is not null`),
  ],
);

/** A person's mail frequency for one event; an event without a row is `instant`. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text().notNull(),
    frequency: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event] })],
);
