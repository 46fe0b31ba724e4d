// A list's count of matching rows kept under the snapshot it was read in, so a page needs no count(*) while the data
// has not changed, and the per-database, per-list caches list.ts keeps its page statements in too.
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type Db, dataVersions } from './client.ts';
import { sharedWhileUnderway } from './kept-reads.ts';
import type { ListColumns } from './list-sql.ts';

/** The snapshot of the statement that reads it (PostgreSQL: READ COMMITTED takes one per statement). */
const snapshotText = sql<string>`pg_current_snapshot()::text`;

/**
 * The database's snapshot as text (xmin:xmax:in-progress ids): equal texts see the same committed data. On PGlite, the
 * number of changes it has notified (db/client.ts), which says the same without a query.
 */
export async function snapshotOf(db: Db): Promise<string> {
  const version = dataVersions.get(db);
  if (version) return `changes ${version()}`;
  const result = await db.execute(sql`select ${snapshotText} as snapshot`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    snapshot: string;
  }[];
  return rows[0]?.snapshot ?? '';
}

/**
 * What a list's row query adds to its columns when `readListPage` asks (spread it into the select): `snapshot`, the
 * statement's snapshot, so a kept count is checked without a query of its own.
 */
export function listExtras(page: { snapshot?: boolean }) {
  return { ...(page.snapshot ? { snapshot: snapshotText } : {}) };
}

/**
 * Counts kept per database, list and filter (its SQL and values, a search's text included) with the snapshot they were
 * read under; past `countsKept` a list's least recently used go first, so a list's plain count outlives the searches
 * typed since. Per database: two databases may show the same snapshot text (two copies of one template, in tests).
 */
export type KeptCount = { snapshot: string; total: number };
export const countsByDb = new WeakMap<Db, WeakMap<ListColumns, LRUCache<string, KeptCount>>>();
export const countsKept = 1000;

/**
 * The count of a full page's matching rows, read again only when the data may have changed. PostgreSQL's snapshot
 * names every transaction committed before it (xmin, xmax, and those still running): two requests that see the same
 * snapshot see the same committed rows, so the count read under it holds. Any write committed since (by this
 * instance or another on the same PostgreSQL) changes the snapshot, and the count is read again. The snapshot is one
 * cheap query; counting a table of 10,000 rows reads all of them (the table pages of the read mix: bench/reads.ts).
 */
export async function countOf(
  db: Db,
  /** The list's kept counts (perList of countsByDb). */
  counts: LRUCache<string, KeptCount>,
  /** The filter's SQL and values with the search text: equal keys count the same rows under one snapshot. */
  key: string,
  count: () => Promise<number>,
  /** The snapshot the page was read under, when its query gave it. */
  pageSnapshot?: string,
): Promise<number> {
  // Before the count: a write committed between the two makes this snapshot one no later request sees again.
  const snapshot = pageSnapshot ?? (await snapshotOf(db));
  const known = counts.get(key);
  const total = known?.snapshot === snapshot ? known.total : await countShared(counts, key, snapshot, count);
  // Kept again as the newest, whether read or known: the least recently used go first.
  counts.set(key, { snapshot, total });
  return total;
}

/** Counts on their way, per list: by filter key and the snapshot they were asked under. */
const countsUnderway = new WeakMap<LRUCache<string, KeptCount>, Map<string, Promise<number>>>();

/**
 * `count`, or the count of the same filter already on its way, asked under the same snapshot: it runs after this ask,
 * so it sees at least what this snapshot does. Under writes every few milliseconds a kept count is stale by the time
 * the next page asks, and the pages asked together (npm run load's lists) would each count the same rows.
 */
function countShared(
  counts: LRUCache<string, KeptCount>,
  key: string,
  snapshot: string,
  count: () => Promise<number>,
): Promise<number> {
  let underway = countsUnderway.get(counts);
  if (!underway) {
    underway = new Map();
    countsUnderway.set(counts, underway);
  }
  return sharedWhileUnderway(underway, `${snapshot}\u0000${key}`, count);
}

/** The cache a database keeps for a list (created on first use), of at most `max` entries. */
export function perList<V extends {}>(
  byDb: WeakMap<Db, WeakMap<ListColumns, LRUCache<string, V>>>,
  db: Db,
  columns: ListColumns,
  max: number,
): LRUCache<string, V> {
  let ofDb = byDb.get(db);
  if (!ofDb) {
    ofDb = new WeakMap();
    byDb.set(db, ofDb);
  }
  let ofList = ofDb.get(columns);
  if (!ofList) {
    ofList = new LRUCache({ max });
    ofDb.set(columns, ofList);
  }
  return ofList;
}

/**
 * The snapshot a page's rows were read under: on PostgreSQL the one its statement gave with them (none for no rows);
 * on PGlite the data's version now.
 */
export async function readUnder(db: Db, rows: object[]): Promise<string | undefined> {
  if (!dataVersions.has(db)) return (rows[0] as { snapshot?: string } | undefined)?.snapshot;
  return snapshotOf(db);
}

/** A row without the columns `listExtras` added. */
export function withoutExtras<Row extends object>(row: Row): Row {
  if (!('snapshot' in row)) return row;
  const { snapshot: _snapshot, ...rest } = row as Row & { snapshot?: string };
  return rest as Row;
}
