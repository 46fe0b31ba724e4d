// The one list responder of the handlers: a list operation answers JSON (the page with `X-Total-Count`, or every row)
// or, asked for CSV by an operation that offers it, the same rows as a CSV attachment. The rows come from db/list.ts,
// or for the short lists read whole, from pageInMemory here.
import type { FastifyReply } from 'fastify';
import { type ListPage, type ListRequest, readListBatches, readListPage, type SqlList } from '../db/list.ts';
import { csvColumnsWanted, sendCsv } from './csv-export.ts';

export const totalCountHeader = 'X-Total-Count';

/** The list parameters of a request's query (checked against the contract before the handler runs). */
export function listRequest(query: unknown): ListRequest {
  return (query ?? {}) as ListRequest;
}

/** Answers a list read from SQL on the server's database. */
export async function answerList<Row extends object>(
  reply: FastifyReply,
  query: unknown,
  list: SqlList<Row>,
): Promise<Row[] | FastifyReply> {
  const request = listRequest(query);
  const csv = csvColumnsWanted(reply.request);
  if (csv) return sendCsv(reply, csv, readListBatches(request, list));
  return answerPage(reply, await readListPage(reply.server.services.db, request, list));
}

/** Answers a list already read whole (a building's units, agents, buildings): searched, sorted and paged in memory. */
export function answerMemoryList<Row extends object>(
  reply: FastifyReply,
  query: unknown,
  columns: MemoryColumns<Row>,
  rows: Row[],
): Row[] | FastifyReply {
  const page = pageInMemory(listRequest(query), columns, rows);
  const csv = csvColumnsWanted(reply.request);
  if (csv) return sendCsv(reply, csv, [page.rows]);
  return answerPage(reply, page);
}

function answerPage<Row>(reply: FastifyReply, page: ListPage<Row>): Row[] {
  if (page.total !== undefined) reply.header(totalCountHeader, String(page.total));
  return page.rows;
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
 * The same read for a list already read whole (in its own order): searched, sorted (stable, so the list's order
 * breaks ties) and paged in memory.
 */
export function pageInMemory<Row extends object>(
  request: ListRequest,
  columns: MemoryColumns<Row>,
  rows: Row[],
): ListPage<Row> {
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
  if (request.limit === undefined) return { rows: result };
  const offset = request.offset ?? 0;
  return { rows: result.slice(offset, offset + request.limit), total: result.length };
}
