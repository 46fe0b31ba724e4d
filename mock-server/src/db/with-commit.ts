// Statements sent in the same message as their transaction's COMMIT (PostgreSQL). A statement that must be the last
// of a transaction (the audit event of a write: audit/chain.ts) costs a round trip of its own when it is sent alone
// and the COMMIT follows; sent as `<statement>; commit` in one simple query, the two cost one. Each connection the pool
// lends carries a list of such statements: sendWithCommit adds to it, and the connection's COMMIT sends them first,
// in one message (an error in one fails the message, and the transaction rolls back as it would have). BEGIN and
// ROLLBACK empty the list, so nothing is ever carried into another transaction. The statement travels as text, its
// values written as literals by pg's escapeLiteral (a simple query has no parameters).
import pg from 'pg';
import type { Db } from './client.ts';
import { overriding } from './overriding.ts';

const carried = Symbol('statementsSentWithCommit');
type Carrying = pg.PoolClient & { [carried]?: string[] };

/** A value as an SQL literal: null, a finite number, or a string (quoted by pg's escapeLiteral). */
export type Literal = (value: string | number | null) => string;

const literal: Literal = (value) => {
  if (value === null) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${value} cannot be sent as a literal`);
    return String(value);
  }
  return pg.escapeLiteral(value);
};

/** The text of a query as pg takes it: a string or `{ text }`. */
function textOf(config: unknown): string | undefined {
  if (typeof config === 'string') return config;
  if (config && typeof config === 'object' && 'text' in config) return String(config.text);
  return undefined;
}

/** Each connection the pool lends carries the statements sent with its COMMIT. */
export function carryingToCommit(pool: pg.Pool): pg.Pool {
  const connect = async () => {
    const client = (await pool.connect()) as Carrying;
    if (client[carried]) return client;
    const list: string[] = [];
    client[carried] = list;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    Object.assign(client, {
      query: (...args: unknown[]) => {
        const text = textOf(args[0])?.trim().toLowerCase();
        if (text === 'commit' && list.length > 0) {
          const statements = list.splice(0);
          return query(`${statements.join(';\n')};\ncommit`, ...args.slice(1));
        }
        if (text?.startsWith('begin') || text === 'rollback') list.length = 0;
        return query(...args);
      },
    });
    return client;
  };
  return overriding(pool, { connect });
}

/**
 * Sends `statement` (written with `literal` for its values) with the COMMIT of `tx`, a transaction on a connection
 * carryingToCommit lent; false when `tx` is not one (PGlite, or the database outside a transaction): the caller
 * then runs it itself.
 */
export function sendWithCommit(tx: Db, statement: (literal: Literal) => string): boolean {
  // drizzle's transaction runs on its session's client (the lent connection, or a proxy of it: tracing).
  const client = (tx as unknown as { session?: { client?: Carrying } }).session?.client;
  const list = client?.[carried];
  if (!list) return false;
  list.push(statement(literal));
  return true;
}
