// Paged, sorted and searched lists read from the database: the contract's `limit`, `offset`, `sort` and `q` on every
// list operation a table shows (openapi/components/parameters/List*.yaml). Without `limit` a list is read whole, as
// the spec's call answers it; with it, one page and the count of every matching row. What the reply carries (JSON with
// `X-Total-Count`, or CSV) is http/list-response.ts's. The parameters' ranges and each operation's sort columns are
// validated from the contract before a handler runs (400 naming the parameter).
import {
  type AnyColumn,
  and,
  asc,
  Column,
  desc,
  ilike,
  is,
  like,
  or,
  type Placeholder,
  SQL,
  sql,
  type Table,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import { type Db, dataVersions } from './client.ts';

export interface ListRequest {
  limit?: number;
  offset?: number;
  sort?: string;
  q?: string;
}

/** What a list may be sorted by (the contract's names) and searched in. */
export interface ListColumns {
  sort: Record<string, SQL | AnyColumn>;
  /**
   * What `q` searches: columns of the list's own table (the table of `id`) or of a table it joins, which `links` must
   * then name, each matched with ILIKE; or `lowercased`, one column of the list's own table that holds the searched
   * texts already lowercased (a generated column, migration 0009), matched with LIKE against the lowercased text: one
   * trigram index to read and no case folding of every row (half the time of ILIKE).
   */
  search: AnyColumn[] | { lowercased: AnyColumn };
  /** How the list's rows reach a joined table: [the list's column, the joined table's key], e.g. an owner's name. */
  links?: [AnyColumn, AnyColumn][];
  /** The last tiebreak, so pages never overlap. */
  id: AnyColumn;
  /** The list's own order, when no `sort` is asked: one of `sort`'s names (ascending, ties broken by `id`). */
  defaultSort: string;
}

/** `%text%` for ILIKE with the text's own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const tableOf = (column: AnyColumn): Table => (column as Column).table;

/**
 * The WHERE of `q` (undefined without it). With a lowercased column: it contains the text (whose unit separators, the
 * column's own, are dropped). Else the row's id is among those whose own searched columns contain the text,
 * case-insensitively, or its link is among the joined rows whose column does. Each ILIKE '%…%' stands alone on its
 * table, so a trigram index (pg_trgm) finds its matches; an ILIKE OR'ed across a join would be evaluated on every
 * row of both tables.
 */
export function searchWhere(columns: ListColumns, q: string | undefined): SQL | undefined {
  const text = q?.trim();
  return text ? searchCondition(columns, searchPattern(columns, text)) : undefined;
}

/** The LIKE pattern `searchCondition` is given for a search text. */
function searchPattern(columns: ListColumns, text: string): string {
  return containsPattern(Array.isArray(columns.search) ? text : text.replaceAll('\x1f', ''));
}

/** The WHERE of a search by `pattern` (searchPattern's, or a placeholder that will be given it). */
function searchCondition(columns: ListColumns, pattern: string | Placeholder): SQL {
  if (!Array.isArray(columns.search)) {
    return like(columns.search.lowercased, sql`lower(${pattern})`);
  }
  const base = tableOf(columns.id);
  const own = columns.search.filter((column) => tableOf(column) === base);
  const conditions: SQL[] = [];
  if (own.length > 0) {
    conditions.push(
      sql`${columns.id} in (select ${columns.id} from ${base} where ${or(...own.map((column) => ilike(column, pattern)))})`,
    );
  }
  for (const column of columns.search) {
    if (tableOf(column) === base) continue;
    const link = columns.links?.find(([, key]) => tableOf(key) === tableOf(column));
    if (!link)
      throw new Error(`The search column ${(column as Column).name} has no link to the list's table`);
    const [foreignKey, key] = link;
    conditions.push(
      sql`${foreignKey} in (select ${key} from ${tableOf(key)} where ${ilike(column, pattern)})`,
    );
  }
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/**
 * The ORDER BY of `sort` (`-name` descending), ties broken by id; the list's own order without `sort`. `reversed`: the
 * exact reverse of that order (each key's direction flipped, and with it where PostgreSQL puts NULLs).
 */
export function sortOrder(columns: ListColumns, sort: string | undefined, reversed = false): SQL[] {
  const asked = sort || columns.defaultSort;
  // The contract's enum refuses unknown columns before the handler runs.
  const column = columns.sort[asked.replace(/^-/, '')] ?? columns.sort[columns.defaultSort];
  if (!column) throw new Error(`The list's own order ${columns.defaultSort} is not one of its sorts`);
  const by = asked.startsWith('-') !== reversed ? desc : asc;
  return [by(column), by(columns.id)];
}

/**
 * How a page in the second half of a list of `total` rows is read from the list's end: `skipped` rows from the end,
 * then `wanted` rows, in the reverse order (undefined for the first page, a page nearer the start, or one past the
 * end). The last page is then a read of one page, not of every row before it.
 */
export function pageFromEnd(
  total: number,
  offset: number,
  limit: number,
): { skipped: number; wanted: number } | undefined {
  const afterPage = total - offset - limit;
  if (offset === 0 || offset >= total || afterPage >= offset) return undefined;
  return { skipped: Math.max(0, afterPage), wanted: Math.min(limit, total - offset) };
}

/** Whether every column an SQL fragment names is of `table` (subqueries' columns included). */
function onlyOf(table: Table, chunk: unknown): boolean {
  if (is(chunk, Column)) return chunk.table === table;
  if (is(chunk, SQL)) return chunk.queryChunks.every((part) => onlyOf(table, part));
  if (Array.isArray(chunk)) return chunk.every((part) => onlyOf(table, part));
  return true;
}

/**
 * The page's ids read from the list's own table alone (its sort index, `offset` rows skipped there), when the filter
 * and the order need no other table: the joins then run for the page's rows only, not for every row skipped.
 */
function pageOfIds(
  columns: ListColumns,
  where: SQL | undefined,
  order: SQL[],
  limit: number | Placeholder,
  offset: number | Placeholder,
): SQL | undefined {
  const base = tableOf(columns.id);
  if (!onlyOf(base, [where ?? [], order])) return undefined;
  return sql`${columns.id} in (select ${columns.id} from ${base}${where ? sql` where ${where}` : sql``} order by ${sql.join(order, sql`, `)} limit ${limit} offset ${offset})`;
}

const dialect = new PgDialect({ casing: 'snake_case' });

/** The snapshot of the statement that reads it (PostgreSQL: READ COMMITTED takes one per statement). */
const snapshotText = sql<string>`pg_current_snapshot()::text`;

/**
 * The database's snapshot as text (xmin:xmax:in-progress ids): equal texts see the same committed data. On PGlite, the
 * number of changes it has notified (db/client.ts), which says the same without a query.
 */
async function snapshotOf(db: Db): Promise<string> {
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
type KeptCount = { snapshot: string; total: number };
const countsByDb = new WeakMap<Db, WeakMap<ListColumns, LRUCache<string, KeptCount>>>();
const countsKept = 1000;

/**
 * The count of a full page's matching rows, read again only when the data may have changed. PostgreSQL's snapshot
 * names every transaction committed before it (xmin, xmax, and those still running): two requests that see the same
 * snapshot see the same committed rows, so the count read under it holds. Any write committed since (by this
 * instance or another on the same PostgreSQL) changes the snapshot, and the count is read again. The snapshot is one
 * cheap query; counting a table of 10,000 rows reads all of them (the table pages of the read mix: bench/reads.ts).
 */
async function countOf(
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
  const total = known?.snapshot === snapshot ? known.total : await count();
  // Kept again as the newest, whether read or known: the least recently used go first.
  counts.set(key, { snapshot, total });
  return total;
}

/** The cache a database keeps for a list (created on first use), of at most `max` entries. */
function perList<V extends {}>(
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
 * A list's rows as drizzle builds them (a select builder): awaited, it runs; prepared, it runs again with other values
 * for its placeholders.
 */
export interface RowsQuery<Row> extends PromiseLike<Row[]> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<unknown> };
}

/** Builds a list's rows: the filter and order given, and the page when `limit` is (a number or a placeholder). */
export type SqlRows<Row> = (page: {
  where: SQL | undefined;
  order: SQL[];
  limit?: number | Placeholder;
  offset?: number | Placeholder;
  /** Add `listExtras(page)` to the selected columns. */
  snapshot?: boolean;
}) => RowsQuery<Row>;

export interface SqlList<Row> {
  /** What the list is sorted by and searched in; its statements and counts are kept per columns object. */
  columns: ListColumns;
  where: SQL | undefined;
  /** On the server's database, never a transaction's: a page's statement is kept and run again by later requests. */
  rows: SqlRows<Row>;
  count: (where: SQL | undefined) => Promise<number>;
}

/**
 * Page statements kept per database and list, by shape (the list's filter with its values, the sort, a search or not,
 * an offset or not): built and prepared once, then run with the page's limit, offset and search pattern. Building a
 * page's SQL was 16–20 % of the server's time on a sorted page (bench/reads.ts, --cpu-prof).
 */
const pagesByDb = new WeakMap<
  Db,
  WeakMap<ListColumns, LRUCache<string, ReturnType<RowsQuery<unknown>['prepare']>>>
>();
const pagesKept = 200;

/** Rows a CSV export reads per statement. */
const csvBatch = 500;

/** A list read: its rows, and with a page (`limit`) the count of every matching row. */
export interface ListPage<Row> {
  rows: Row[];
  total?: number;
}

/** The list's filter and the search's when there is one. */
function searchedWhere(list: SqlList<unknown>, search: SQL | undefined): SQL | undefined {
  return search && list.where ? and(list.where, search) : (search ?? list.where);
}

/**
 * Every row a list request asks for, `csvBatch` at a time (the list's order ends with its id, so batches neither
 * overlap nor skip): from `offset`, `limit` rows or to the end. A CSV export streams them.
 */
export async function* readListBatches<Row extends object>(
  request: ListRequest,
  list: SqlList<Row>,
): AsyncGenerator<Row[]> {
  const { columns } = list;
  const first = request.offset ?? 0;
  const end = request.limit === undefined ? Number.POSITIVE_INFINITY : first + request.limit;
  const where = searchedWhere(list, searchWhere(columns, request.q));
  const order = sortOrder(columns, request.sort);
  for (let offset = first; offset < end; offset += csvBatch) {
    const rows = await list.rows({ where, order, limit: Math.min(csvBatch, end - offset), offset });
    yield rows;
    if (rows.length < csvBatch) return;
  }
}

/**
 * Reads a list from SQL on `db` (the server's database, never a transaction's: a page's statement is kept and run
 * again by later requests): the page of `limit` rows from `offset` with the count of every matching row, or every
 * matching row. `where` is the list's own filter (e.g. active owners); `q` and `sort` are added to it.
 */
export async function readListPage<Row extends object>(
  db: Db,
  request: ListRequest,
  list: SqlList<Row>,
): Promise<ListPage<Row>> {
  const { columns } = list;
  // Built when used: a page whose statement and count are both kept does not need it.
  const where = () => searchedWhere(list, searchWhere(columns, request.q));
  if (request.limit === undefined)
    return { rows: await list.rows({ where: where(), order: sortOrder(columns, request.sort) }) };
  const offset = request.offset ?? 0;
  const text = request.q?.trim() || undefined;
  const filter = list.where ? dialect.sqlToQuery(list.where) : { sql: '', params: [] };
  const filterKey = `${filter.sql}\n${JSON.stringify(filter.params)}`;
  // A search is paged like the list itself: its page is read in the sort order until full (the planner reads the
  // matches through the trigram index instead when it expects few), and its count is kept like the list's, per search
  // text. It used to come from a window count in the page's statement, which read every match on every page: on the
  // read mix (bench/reads.ts, PostgreSQL) 1,348–1,379 req/s with it, 1,532–1,597 without, and p99 24–27 → 15–16 ms.
  // On PostgreSQL the page's statement also gives its snapshot, against which a kept count is checked.
  const snapshot = !dataVersions.has(db);
  const pages = perList(pagesByDb, db, columns, pagesKept);
  /** The page's rows in the list's order or its reverse, `limit` rows after `from`: its statement kept per shape. */
  const readPage = async (reversed: boolean, limit: number, from: number): Promise<Row[]> => {
    const shape = `${filterKey}\n${request.sort ?? ''}\n${text === undefined ? '' : 'q'}\n${from > 0 ? 'offset' : ''}\n${reversed ? 'reversed' : ''}`;
    let page = pages.get(shape);
    if (!page) {
      const pageWhere = searchedWhere(
        list,
        text === undefined ? undefined : searchCondition(columns, sql.placeholder('pattern')),
      );
      const pageOrder = sortOrder(columns, request.sort, reversed);
      const limitValue = sql.placeholder('limit');
      const offsetValue = sql.placeholder('offset');
      const ids = from > 0 ? pageOfIds(columns, pageWhere, pageOrder, limitValue, offsetValue) : undefined;
      // Unnamed here: the pool names it once it repeats, unless it searches by pattern (db/statement-names.ts).
      page = (
        ids
          ? list.rows({ where: ids, order: pageOrder, snapshot })
          : list.rows({
              where: pageWhere,
              order: pageOrder,
              limit: limitValue,
              offset: offsetValue,
              snapshot,
            })
      ).prepare('');
      pages.set(shape, page);
    }
    return (await page.execute({
      limit,
      offset: from,
      ...(text !== undefined && { pattern: searchPattern(columns, text) }),
    })) as Row[];
  };
  const countKey = `${filterKey}\n${text ?? ''}`;
  // A page in the second half of a list whose count is kept is read from the list's end (the last page is one page
  // of the index, not a walk of every row before it), if the data is still what was counted: the page's snapshot
  // (PostgreSQL) or the data's version (PGlite) is the count's. Else, or after any write, it is read as any other.
  const counts = perList(countsByDb, db, columns, countsKept);
  const counted = counts.get(countKey);
  const fromEnd = counted && pageFromEnd(counted.total, offset, request.limit);
  if (counted && fromEnd) {
    const rows = await readPage(true, fromEnd.wanted, fromEnd.skipped);
    if (rows.length === fromEnd.wanted && (await readUnder(db, rows)) === counted.snapshot) {
      return { rows: rows.reverse().map(withoutExtras), total: counted.total };
    }
  }
  // On PGlite, the data's version before the read: a count the page gives holds for it if the version is unchanged.
  const versionBefore = snapshot ? undefined : await snapshotOf(db);
  const rows = await readPage(false, request.limit, offset);
  let total: number;
  if (rows.length < request.limit && (rows.length > 0 || offset === 0)) {
    // A page that is not full is the last one, so it gives the count itself: no count(*) is run. The list's count is
    // kept from it too (a search's is not: the many short searches typed would push out the counts kept), so the
    // pages before it can be read from the end.
    total = offset + rows.length;
    const under = await readUnder(db, rows);
    if (text === undefined && under !== undefined && (snapshot || under === versionBefore)) {
      counts.set(countKey, { snapshot: under, total });
    }
  } else {
    // A full page, or an empty one past the end, needs the count of every matching row.
    total = await countOf(db, counts, countKey, () => list.count(where()), await readUnder(db, rows));
  }
  return { rows: rows.map(withoutExtras), total };
}

/**
 * The snapshot a page's rows were read under: on PostgreSQL the one its statement gave with them (none for no rows);
 * on PGlite the data's version now.
 */
async function readUnder(db: Db, rows: object[]): Promise<string | undefined> {
  if (!dataVersions.has(db)) return (rows[0] as { snapshot?: string } | undefined)?.snapshot;
  return snapshotOf(db);
}

/** A row without the columns `listExtras` added. */
function withoutExtras<Row extends object>(row: Row): Row {
  if (!('snapshot' in row)) return row;
  const { snapshot: _snapshot, ...rest } = row as Row & { snapshot?: string };
  return rest as Row;
}
