// Paged, sorted and searched lists read from the database: the contract's `limit`, `offset`, `sort` and `q` on every
// list operation a table shows (openapi/components/parameters/List*.yaml). Without `limit` a list is read whole, as
// the spec's call answers it; with it, one page and the count of every matching row. What the reply carries (JSON with
// `X-Total-Count`, or CSV) is http/list-response.ts's. The parameters' ranges and each operation's sort columns are
// validated from the contract before a handler runs (400 naming the parameter). The SQL of a search and an order is
// list-sql.ts's; the counts kept under a snapshot are list-counts.ts's.
import { and, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { LRUCache } from 'lru-cache';
import { type Db, dataVersions } from './client.ts';
import {
  countOf,
  countsByDb,
  countsKept,
  perList,
  readUnder,
  snapshotOf,
  withoutExtras,
} from './list-counts.ts';
import {
  type ListColumns,
  pageFromEnd,
  pageOfIds,
  searchCondition,
  searchPattern,
  searchWhere,
  sortOrder,
} from './list-sql.ts';

export interface ListRequest {
  limit?: number;
  offset?: number;
  sort?: string;
  q?: string;
}

const dialect = new PgDialect({ casing: 'snake_case' });

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
  /**
   * Fields read for a page's rows, or a CSV batch's, once they are read (the audit trail's record names): in the rows'
   * statement they would be read for every row its offset skips too.
   */
  addFields?(rows: Row[]): Promise<Row[]>;
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
 * Whether a search's matches (`searched`: the list's filter and the search) in an order other than the list's own are
 * at most the list's share `matchesSortedUnder` of its rows: then its page is read from its matches, sorted
 * (ListColumns.matchesSortedUnder). In the list's own order (the audit trail's: when its events were written) a
 * search's matches lie spread as they were written, and the walk finds a page of them early.
 */
async function fewMatches(
  list: SqlList<unknown>,
  sort: string | undefined,
  searched: SQL | undefined,
): Promise<boolean> {
  const { matchesSortedUnder: share, defaultSort } = list.columns;
  const column = (name: string) => name.replace(/^-/, '');
  if (share === undefined || !sort || column(sort) === column(defaultSort)) return false;
  const all = await list.count(list.where);
  return (await list.count(searched)) <= share * all;
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
    yield list.addFields ? await list.addFields(rows) : rows;
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
  const page = await readPageRows(db, request, list);
  return list.addFields ? { ...page, rows: await list.addFields(page.rows) } : page;
}

async function readPageRows<Row extends object>(
  db: Db,
  request: ListRequest,
  list: SqlList<Row>,
): Promise<ListPage<Row>> {
  const { columns } = list;
  const text = request.q?.trim() || undefined;
  if (request.limit === undefined) {
    const where = searchedWhere(list, searchWhere(columns, text));
    return { rows: await list.rows({ where, order: sortOrder(columns, request.sort) }) };
  }
  // What a count reads (built when used: a page whose statement and count are both kept does not need it). A search of
  // a column of few texts is counted by its texts, from an index alone (searchCondition).
  const countWhere = () =>
    searchedWhere(
      list,
      text === undefined ? undefined : searchCondition(columns, searchPattern(columns, text), true),
    );
  const offset = request.offset ?? 0;
  const filter = list.where ? dialect.sqlToQuery(list.where) : { sql: '', params: [] };
  const filterKey = `${filter.sql}\n${JSON.stringify(filter.params)}`;
  // A search is paged like the list itself: its page is read in the sort order until full (the planner reads the
  // matches through the trigram index instead when it expects few), and its count is kept like the list's, per search
  // text. It used to come from a window count in the page's statement, which read every match on every page: on the
  // read mix (bench/reads.ts, PostgreSQL) 1,348–1,379 req/s with it, 1,532–1,597 without, and p99 24–27 → 15–16 ms.
  // On PostgreSQL the page's statement also gives its snapshot, against which a kept count is checked.
  const snapshot = !dataVersions.has(db);
  const pages = perList(pagesByDb, db, columns, pagesKept);
  const sorted = text !== undefined && (await fewMatches(list, request.sort, countWhere()));
  /** The page's rows in the list's order or its reverse, `limit` rows after `from`: its statement kept per shape. */
  const readPage = async (reversed: boolean, limit: number, from: number): Promise<Row[]> => {
    const shape = `${filterKey}\n${request.sort ?? ''}\n${text === undefined ? '' : 'q'}\n${from > 0 ? 'offset' : ''}\n${reversed ? 'reversed' : ''}\n${sorted ? 'sorted' : ''}`;
    let page = pages.get(shape);
    if (!page) {
      const pageWhere = searchedWhere(
        list,
        text === undefined ? undefined : searchCondition(columns, sql.placeholder('pattern'), sorted),
      );
      const pageOrder = sortOrder(columns, request.sort, reversed, sorted);
      const limitValue = sql.placeholder('limit');
      const offsetValue = sql.placeholder('offset');
      // A page after others, or one the database sorts from the matches (a search's, or a computed sort's), is read as
      // its ids first: from the sort's index or the search's alone, not every row skipped or sorted.
      const computed =
        columns.computedSorts?.includes((request.sort || columns.defaultSort).replace(/^-/, '')) ?? false;
      const ids =
        from > 0 || sorted || computed
          ? pageOfIds(columns, pageWhere, pageOrder, limitValue, offsetValue)
          : undefined;
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
    total = await countOf(db, counts, countKey, () => list.count(countWhere()), await readUnder(db, rows));
  }
  return { rows: rows.map(withoutExtras), total };
}
