// Paged, sorted and searched lists: the contract's `limit`, `offset`, `sort` and `q` on every list operation a table
// shows (openapi/components/parameters/List*.yaml). Without `limit` a list answers whole, as the spec's call does;
// with it, one page and the `X-Total-Count` header. The parameters' ranges and each operation's sort columns are
// validated from the contract before a handler runs (400 naming the parameter).
import { type AnyColumn, and, asc, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { csvColumnsWanted, sendCsv } from './csv-export.ts';

export interface ListRequest {
  limit?: number;
  offset?: number;
  sort?: string;
  q?: string;
}

/** What a list may be sorted by (the contract's names) and searched in. */
export interface ListColumns {
  sort: Record<string, SQL | AnyColumn>;
  search: (SQL | AnyColumn)[];
  /** The last tiebreak, so pages never overlap. */
  id: AnyColumn;
}

export const totalCountHeader = 'X-Total-Count';

export function listRequest(query: unknown): ListRequest {
  return (query ?? {}) as ListRequest;
}

/** `%text%` for ILIKE with the text's own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE of `q`: any searched column containing the text, case-insensitively; undefined without `q`. */
export function searchWhere(columns: ListColumns, q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.search.map((column) => ilike(column, pattern)));
}

/** The ORDER BY of `sort` (`-name` descending), ties broken by id; the list's own order without `sort`. */
export function sortOrder(columns: ListColumns, sort: string | undefined, fallback: SQL[]): SQL[] {
  if (!sort) return fallback;
  const descending = sort.startsWith('-');
  const column = columns.sort[descending ? sort.slice(1) : sort];
  if (!column) return fallback; // the contract's enum refuses unknown columns before the handler runs
  return [descending ? desc(column) : asc(column), descending ? desc(columns.id) : asc(columns.id)];
}

interface SqlList<Row> {
  where: SQL | undefined;
  order: SQL[];
  rows: (page: { where: SQL | undefined; order: SQL[]; limit?: number; offset?: number }) => Promise<Row[]>;
  count: (where: SQL | undefined) => Promise<number>;
}

/** Rows a CSV export reads per statement. */
const csvBatch = 500;

/**
 * Answers a list from SQL: the page of `limit` rows from `offset` (with X-Total-Count), or every matching row.
 * `where` is the list's own filter (e.g. active owners); `q` and `sort` are added to it. Asked for CSV, the same rows
 * stream out `csvBatch` at a time (the list's order ends with its id, so batches neither overlap nor skip).
 */
export async function sqlList<Row extends object>(
  request: ListRequest,
  reply: FastifyReply,
  columns: ListColumns,
  list: SqlList<Row>,
): Promise<Row[] | FastifyReply> {
  const search = searchWhere(columns, request.q);
  const where = search && list.where ? and(list.where, search) : (search ?? list.where);
  const order = sortOrder(columns, request.sort, list.order);
  const csv = csvColumnsWanted(reply.request);
  if (csv) {
    const first = request.offset ?? 0;
    const end = request.limit === undefined ? Number.POSITIVE_INFINITY : first + request.limit;
    async function* batches(): AsyncGenerator<Row[]> {
      for (let offset = first; offset < end; offset += csvBatch) {
        const rows = await list.rows({ where, order, limit: Math.min(csvBatch, end - offset), offset });
        yield rows;
        if (rows.length < csvBatch) return;
      }
    }
    return sendCsv(reply, csv, batches());
  }
  if (request.limit === undefined) return list.rows({ where, order });
  const offset = request.offset ?? 0;
  const rows = await list.rows({ where, order, limit: request.limit, offset });
  // A page that is not full is the last one, so it gives the count itself (most searches): no count(*) is run.
  // A full page, or an empty one past the end, needs the count of every matching row.
  const total =
    rows.length < request.limit && (rows.length > 0 || offset === 0)
      ? offset + rows.length
      : await list.count(where);
  reply.header(totalCountHeader, String(total));
  return rows;
}

/** Accessors of an in-memory list, for the short lists (a building's units, agents, buildings). */
export interface MemoryColumns<Row> {
  sort: Record<string, (row: Row) => string | number | null>;
  search: ((row: Row) => string | null | undefined)[];
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function compareValues(a: string | number | null, b: string | number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}

/**
 * The same answer for a list already read whole (in its own order): searched, sorted (stable, so the list's order
 * breaks ties) and paged in memory.
 */
export function memoryList<Row extends object>(
  request: ListRequest,
  reply: FastifyReply,
  columns: MemoryColumns<Row>,
  rows: Row[],
): Row[] | FastifyReply {
  const text = request.q?.trim().toLocaleLowerCase('en');
  let result = text
    ? rows.filter((row) => columns.search.some((get) => get(row)?.toLocaleLowerCase('en').includes(text)))
    : rows;
  if (request.sort) {
    const descending = request.sort.startsWith('-');
    const get = columns.sort[descending ? request.sort.slice(1) : request.sort];
    if (get) {
      const sign = descending ? -1 : 1;
      result = [...result].sort((a, b) => sign * compareValues(get(a), get(b)));
    }
  }
  const offset = request.offset ?? 0;
  const page = request.limit === undefined ? result : result.slice(offset, offset + request.limit);
  const csv = csvColumnsWanted(reply.request);
  if (csv) return sendCsv(reply, csv, [page]);
  if (request.limit !== undefined) reply.header(totalCountHeader, String(result.length));
  return page;
}
