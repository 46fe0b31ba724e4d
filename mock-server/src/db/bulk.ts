// Set-based writes for many rows: the rows travel as one JSON parameter and PostgreSQL unpacks them with
// jsonb_to_recordset, so 3,000 rows are one statement with one parameter (binding thousands of parameters is what
// makes a multi-row VALUES slow on PGlite). Table and column names come from the code, never from a request.
import { type SQL, sql } from 'drizzle-orm';
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
    | 'jsonb'
    // The schema's enums (db/schema.ts), which a text value is not cast to on insert.
    | 'role_name'
    | 'contract_type',
];

/**
 * INSERT INTO table (columns) SELECT … FROM the rows, RETURNING `returning` (SQL column names), as a statement that
 * can also be one part of a larger one (`with a as (…), b as (…) …`). Each row is an object keyed by the columns' SQL
 * names; absent keys are NULL.
 */
export function insertStatement(
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly Record<string, unknown>[],
  returning?: readonly string[],
): SQL {
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  const types = columns.map(([name, type]) => `"${name}" ${type}`).join(', ');
  return sql`insert into ${sql.raw(`"${table}"`)} (${sql.raw(names)}) select ${sql.raw(names)} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${sql.raw(types)})${returning ? sql.raw(` returning ${returning.map((c) => `"${c}"`).join(', ')}`) : sql``}`;
}

/** Runs insertStatement; returns the rows PostgreSQL returns, keys as SQL names. */
export async function insertRows<R extends Record<string, unknown>>(
  db: Db,
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly Record<string, unknown>[],
  returning?: readonly string[],
): Promise<R[]> {
  if (rows.length === 0) return [];
  const result = await db.execute(insertStatement(table, columns, rows, returning));
  return (result as unknown as { rows: R[] }).rows;
}

/**
 * Draws `count` ids from the sequence of `table`.id, in one short statement of its own: rows written later with
 * these ids can be linked to each other (and their ids hashed) before the transaction that writes them opens.
 */
export async function drawIds(db: Db, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  // The sequence named once, as a parameter: pg_get_serial_sequence in the select list is looked up again for every
  // row (3,000 ids: 24–56 ms on PGlite, against 7–11 ms with the name given).
  const drawn = await db.execute(
    sql`select nextval(${await sequenceOf(db, table)}::regclass)::int as id from generate_series(1, ${count})`,
  );
  return (drawn as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
}

/** The sequences behind tables' id columns, by table; the schema is the same on every database this process opens. */
const sequences = new Map<string, string>();

async function sequenceOf(db: Db, table: string): Promise<string> {
  const known = sequences.get(table);
  if (known) return known;
  const found = await db.execute(sql`select pg_get_serial_sequence(${table}, 'id') as name`);
  const name = (found as unknown as { rows: { name: string | null }[] }).rows[0]?.name;
  if (!name) throw new Error(`${table}.id has no sequence`);
  sequences.set(table, name);
  return name;
}
