// The one list responder of the handlers: a list operation answers JSON (the page with `X-Total-Count`, or every row)
// or, asked for CSV by an operation that offers it, the same rows as a CSV attachment. The rows come from db/list.ts.
import type { FastifyReply } from 'fastify';
import {
  type ListPage,
  type ListRequest,
  type MemoryColumns,
  pageInMemory,
  readListBatches,
  readListPage,
  type SqlList,
} from '../db/list.ts';
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
