// Set-based writes for many rows: the rows travel as one JSON parameter and PostgreSQL unpacks them with
// jsonb_to_recordset, so 3,000 rows are one statement with one parameter (binding thousands of parameters is what
// makes a multi-row VALUES slow on PGlite). Table and column names come from the code, never from a request.
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** A column to fill: its SQL name and type (as jsonb_to_recordset reads it). */
export type BulkColumn = readonly [
  name: string,
  type:
    | 'integer'
    | 'smallint'
    | 'text'
    | 'boolean'
    | 'timestamptz'
    | 'date'
    | 'numeric'
    | 'double precision'
    // The schema's enums (db/schema.ts), which a text value is not cast to on insert.
    | 'role_name'
    | 'contract_type',
];

/**
 * INSERT INTO table (columns) SELECT … FROM the rows, RETURNING `returning` (SQL column names). Each row is an object
 * keyed by the columns' SQL names; absent keys are NULL. Returns the rows PostgreSQL returns, keys as SQL names.
 */
export async function insertRows<R extends Record<string, unknown>>(
  db: Db,
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly Record<string, unknown>[],
  returning?: readonly string[],
): Promise<R[]> {
  if (rows.length === 0) return [];
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const types = columns.map(([name, type]) => `"${name}" ${type}`).join(', ');
  const result = await db.execute(
    sql`insert into ${sql.raw(`"${table}"`)} (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${sql.raw(types)})${returning ? sql.raw(` returning ${returning.map((c) => `"${c}"`).join(', ')}`) : sql``}`,
  );
  return (result as unknown as { rows: R[] }).rows;
}
