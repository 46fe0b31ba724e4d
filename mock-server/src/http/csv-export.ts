// Lists as CSV (`Accept: text/csv` on a list operation whose contract offers it): the same rows as the JSON answer,
// a header row of the item's scalar fields and lists of scalars (ContractOperation.csvColumns), cells neutralised
// against formulas (@portal/sdk/csv), streamed batch by batch so a 10,000-row export never sits in memory whole.
import { Readable } from 'node:stream';
import { csvCell } from '@portal/sdk/csv';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The CSV columns when the request asks for CSV of an operation that offers it; null for a JSON answer. */
export function csvColumnsWanted(request: FastifyRequest): string[] | null {
  const columns = request.routeOptions.config.operation?.csvColumns;
  if (!columns) return null;
  // The first media range the client names that the operation serves wins (no q-values: what clients send).
  for (const range of (request.headers.accept ?? '').split(',')) {
    const type = range.split(';')[0]?.trim().toLowerCase();
    if (type === 'text/csv') return columns;
    if (type === 'application/json' || type === '*/*' || type === 'application/*') return null;
  }
  return null;
}

const isCellValue = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

function csvLine(columns: readonly string[], row: object): string {
  const record = row as Record<string, unknown>;
  return `${columns
    .map((column) => {
      const value = record[column];
      // A list of texts (a person's unit numbers) is one cell, as a table shows it.
      if (Array.isArray(value)) return csvCell(value.filter(isCellValue).join(', '));
      return csvCell(isCellValue(value) ? value : null);
    })
    .join(',')}\r\n`;
}

/**
 * Sends the rows as a CSV attachment named after the operation and today's date. `batches` yields the rows a batch
 * at a time; each batch is written before the next is read.
 */
export function sendCsv(
  reply: FastifyReply,
  columns: readonly string[],
  batches: AsyncIterable<readonly object[]> | Iterable<readonly object[]>,
): FastifyReply {
  const operationId = reply.request.routeOptions.config.operation?.operationId ?? 'list';
  const today = new Date().toISOString().slice(0, 10);
  async function* lines(): AsyncGenerator<string> {
    yield `${columns.map((c) => csvCell(c)).join(',')}\r\n`;
    for await (const batch of batches) {
      if (batch.length > 0) yield batch.map((row) => csvLine(columns, row)).join('');
    }
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${operationId}-${today}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(Readable.from(lines()));
}
