// Column builders every table of the schema uses.
import {
  boolean,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  numeric,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const archived = () => boolean().notNull().default(false);
/** Money: numeric(12,2), read as a JS number (amounts stay far below 2^53 cents). */
export const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });

/**
 * A trigram index (pg_trgm) serving a search of `column` with LIKE '%…%' (`q`). Without GIN's pending list
 * (fastupdate), which only a vacuum empties (PGlite has no autovacuum) and every search would read whole until then.
 */
export const trigramIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops')).with({ fastupdate: false });

/** The record and file columns a strata building or unit document has (both kinds, in one order). */
export const strataDocumentColumns = () => ({
  title: text().notNull(),
  fileName: text().notNull(),
  documentDate: date({ mode: 'string' }),
  path: text(),
  contentType: text(),
  size: integer(),
  description: text(),
  archived: archived(),
  createdAt: createdAt(),
});
