// Announcements staff post to a building, every building or the rental owners, who of the audience read each one, and
// the addresses mail servers refused for good (SMTP 5xx to the recipient), to which no more mail goes.
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { archived, createdAt, id } from './columns.ts';
import { strataProperties } from './strata.ts';

export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    title: text().notNull(),
    /** Sanitised rich text (HTML), as a listing's. */
    body: text().notNull(),
    /** 'strataProperty' (with strataPropertyId), 'allStrataProperties' or 'rentalOwners'. */
    audience: text().notNull(),
    strataPropertyId: integer().references(() => strataProperties.id, { onDelete: 'cascade' }),
    pinned: boolean().notNull().default(false),
    expiresAt: timestamp({ withTimezone: true }),
    statutory: boolean().notNull().default(false),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    archived: archived(),
    createdAt: createdAt(),
    /** The attached PDF: its storage key, name, size and type; null without one. */
    attachmentPath: text(),
    attachmentName: text(),
    attachmentSize: integer(),
    attachmentType: text(),
  },
  (t) => [index('announcements_audience_idx').on(t.audience, t.strataPropertyId, t.id)],
);

/** The first time each person of the audience opened an announcement. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcementId: integer()
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.userId] }),
    index('announcement_reads_user_idx').on(t.userId),
  ],
);

/**
 * An address a mail server refused for good, keyed by the lower-cased address: a person whose address changes is
 * mailed again (the new address has no row).
 */
export const mailBounces = pgTable(
  'mail_bounces',
  {
    address: text().primaryKey(),
    /** The mail server's answer. */
    reason: text().notNull(),
    bouncedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_bounces_bounced_at_idx').on(t.bouncedAt)],
);
