// A read handed on inside one transaction. An audited update reads its record before the change (audit/recorder.ts)
// with the record's own GET handler, and the update's handler then opens with the same read: PUT /property/{id} runs
// portal_property_by_id for the same id twice in a row, once for the trail and once for itself. Nothing runs on the
// transaction's connection between the two, so the second answer is the first one's: the last statement of the
// record's read, when it is a SELECT, is handed to the next statement when that is the same SELECT with the same
// values, and the database is asked once. The offer lasts one statement: whatever the next one is, every statement
// after it goes to the database. The handler's read then sees the data as of the first read (under READ COMMITTED,
// as if it had run a moment earlier, with nothing of this transaction in between).
import type { Db } from './client.ts';
import { overriding } from './overriding.ts';

export type Query = (...args: unknown[]) => unknown;

/**
 * `tx` (a transaction's handle) with every statement it sends going through `wrap(query)`, `query` being its
 * connection's own: drizzle runs a handle's statements, prepared or not, on its session's client.
 */
export function withQuery(tx: Db, wrap: (query: Query) => Query): Db {
  const session = (tx as unknown as { session: { client: { query: Query } } }).session;
  const client = overriding(session.client, { query: wrap(session.client.query.bind(session.client)) });
  return Object.create(tx, {
    session: { value: Object.create(session, { client: { value: client } }) },
  }) as Db;
}

interface Kept {
  key: string;
  answer: Promise<unknown>;
}

/** A SELECT's text, its values and its row mode as one key; undefined for any other statement. */
function readKey(args: unknown[]): string | undefined {
  const [first, values, third] = args;
  if (args.some((arg) => typeof arg === 'function')) return undefined; // a callback: not how drizzle asks
  // node-postgres takes (config, values), PGlite (text, values, options).
  const config = typeof first === 'string' ? third : first;
  const text = typeof first === 'string' ? first : (config as { text?: unknown } | undefined)?.text;
  if (typeof text !== 'string' || !/^\s*select\b/i.test(text)) return undefined;
  if (config !== undefined && (typeof config !== 'object' || config === null || 'submit' in config))
    return undefined;
  const rowMode = (config as { rowMode?: unknown } | undefined)?.rowMode ?? null;
  try {
    return JSON.stringify([text, rowMode, values ?? null]);
  } catch {
    return undefined;
  }
}

/** An answer's rows copied, so the one who is handed it cannot change what the first reader holds (jsonb values). */
function copied(answer: unknown): unknown {
  const rows = (answer as { rows?: unknown })?.rows;
  if (!Array.isArray(rows)) return answer;
  const value = (v: unknown) =>
    v !== null && typeof v === 'object' && !ArrayBuffer.isView(v) ? structuredClone(v) : v;
  return {
    ...(answer as object),
    rows: rows.map((row) =>
      Array.isArray(row)
        ? row.map(value)
        : Object.fromEntries(Object.entries(row as object).map(([k, v]) => [k, value(v)])),
    ),
  };
}

export interface ReadHandedOn {
  /** `tx` as the record's read and the handler use it. */
  db: Db;
  /** The record's read is over: its last SELECT goes to the next statement if that is the same. */
  offer(): void;
}

/**
 * `tx` (a transaction's handle) with its statements passing through: until `offer()`, each SELECT's answer is kept
 * (the last one only; any other statement drops it); the first statement after `offer()` is answered with it when it is
 * the same SELECT with the same values. From then on every statement goes to the database.
 */
export function readHandedOn(tx: Db): ReadHandedOn {
  let stage: 'keeping' | 'offering' | 'passing' = 'keeping';
  let kept: Kept | undefined;
  const handing =
    (query: Query): Query =>
    (...args) => {
      if (stage === 'passing') return query(...args);
      const key = readKey(args);
      if (stage === 'offering') {
        stage = 'passing';
        const offered = kept;
        kept = undefined;
        if (offered && key === offered.key) return offered.answer.then(copied);
        return query(...args);
      }
      const answer = query(...args);
      kept = key === undefined ? undefined : { key, answer: Promise.resolve(answer) };
      return answer;
    };
  return {
    db: withQuery(tx, handing),
    offer() {
      if (stage === 'keeping') stage = 'offering';
    },
  };
}
