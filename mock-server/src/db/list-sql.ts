// The SQL of a list's `q` and `sort` (openapi/components/parameters/List*.yaml): what a search matches, the order
// with its tiebreak, and the page's ids read from the list's own table. Read with it by list.ts.
import {
  type AnyColumn,
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

/** What a list may be sorted by (the contract's names) and searched in. */
export interface ListColumns {
  sort: Record<string, SQL | AnyColumn>;
  /**
   * What `q` searches: columns of the list's own table (the table of `id`) or of a table it joins, which `links` must
   * then name, each matched with ILIKE; or `lowercased`, one column of the list's own table that holds the searched
   * texts already lowercased (a generated column, migration 0009), matched with LIKE against the lowercased text: one
   * trigram index to read and no case folding of every row (half the time of ILIKE). `fewTexts`: the column holds a
   * few hundred distinct texts, and a btree index leads with it that holds the list's sort keys too (the audit trail's
   * search_text): a search sorted by the database (`matchesSortedUnder`) finds the texts that contain it, then its
   * rows by those texts, from that index alone.
   */
  search: AnyColumn[] | { lowercased: AnyColumn; fewTexts?: boolean };
  /** How the list's rows reach a joined table: [the list's column, the joined table's key], e.g. an owner's name. */
  links?: [AnyColumn, AnyColumn][];
  /** The last tiebreak, so pages never overlap. */
  id: AnyColumn;
  /** The list's own order, when no `sort` is asked: one of `sort`'s names (ascending, ties broken by `id`). */
  defaultSort: string;
  /**
   * A search whose matches are at most this share of the list's rows is read by its matches, sorted by the database
   * (a top-N sort), instead of by walking the sort's index and filtering each row: where the matches cluster in the
   * order (a record type's events all under a few actions) the walk passes most of the list before it fills a page.
   * Not in the list's own order (`defaultSort`'s column), where matches lie as the rows were written. Only for a list
   * whose counts are cheap to ask before its page (the audit trail's are kept, append-only).
   */
  matchesSortedUnder?: number;
  /**
   * Sorts whose key no index holds (computed at the time of the read): the database sorts every matching row for the
   * page, so the page is read as its ids first and only its rows are formatted, not every row it sorted.
   */
  computedSorts?: string[];
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
export function searchPattern(columns: ListColumns, text: string): string {
  return containsPattern(Array.isArray(columns.search) ? text : text.replaceAll('\x1f', ''));
}

/**
 * The distinct texts of `column` (its table's, lowercased) that contain `pattern`: each text found from the one before
 * it by its index (one descent per distinct text, not a read of every row), then matched.
 */
function textsContaining(column: AnyColumn, pattern: string | Placeholder): SQL {
  const table = tableOf(column);
  return sql`array(with recursive texts(text) as (
      (select ${column} from ${table} where ${column} is not null order by ${column} limit 1)
      union all
      select (select ${column} from ${table} where ${column} > texts.text order by ${column} limit 1)
      from texts where texts.text is not null
    ) select text from texts where text like lower(${pattern}))`;
}

/**
 * The WHERE of a search by `pattern` (searchPattern's, or a placeholder that will be given it). `byTexts`: matched by
 * the column's texts when it has few (ListColumns.search.fewTexts), for a page the database sorts
 * (ListColumns.matchesSortedUnder) and for a count: the entries of those texts read from an index, not every entry
 * of the index matched against the pattern (a first count of `q=strataproperty` at 100,000 audit events on PGlite
 * 20–52 ms by the pattern, 9–14 ms by its texts). A page walked in its sort order keeps the pattern, checked on
 * each row it passes.
 */
export function searchCondition(columns: ListColumns, pattern: string | Placeholder, byTexts = false): SQL {
  if (!Array.isArray(columns.search)) {
    const { lowercased, fewTexts } = columns.search;
    return byTexts && fewTexts
      ? sql`${lowercased} = any(${textsContaining(lowercased, pattern)})`
      : like(lowercased, sql`lower(${pattern})`);
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
 * exact reverse of that order (each key's direction flipped, and with it where PostgreSQL puts NULLs). `sorted`: the
 * same order that no index gives (the sort key as `coalesce(key, key)`, the same value, NULL included), so the
 * database reads the matching rows as it finds them best and sorts them (ListColumns.matchesSortedUnder).
 */
export function sortOrder(
  columns: ListColumns,
  sort: string | undefined,
  reversed = false,
  sorted = false,
): SQL[] {
  const asked = sort || columns.defaultSort;
  // The contract's enum refuses unknown columns before the handler runs.
  const column = columns.sort[asked.replace(/^-/, '')] ?? columns.sort[columns.defaultSort];
  if (!column) throw new Error(`The list's own order ${columns.defaultSort} is not one of its sorts`);
  const by = asked.startsWith('-') !== reversed ? desc : asc;
  return [by(sorted ? sql`coalesce(${column}, ${column})` : column), by(columns.id)];
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
export function pageOfIds(
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
