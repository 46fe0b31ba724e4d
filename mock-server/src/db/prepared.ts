// Statements that run on nearly every request (reads by id, a write's checks), built once per driver and prepared,
// instead of having drizzle build their SQL again on each call. PostgreSQL also parses and plans a named statement once
// per connection. Always pass the handle the caller holds (a transaction's `tx` inside one), so a statement never runs
// outside the caller's transaction.
//
// A prepared statement runs on the connection it was built with (its `client`). A write's transaction is a new handle
// on every request (on PGlite a new connection object too), so a statement kept per handle was built again by every
// write: drizzle's query building was ~15 % of the server's main thread under npm run load. The statement is built
// once per driver (its SQL is the same on every database of that driver: each is opened with snake_case columns and
// no logger or cache), and a handle's copy shares all of it but the connection.
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** What a handle's statements run on: a drizzle session's connection (a pool, a lent client, a PGlite transaction). */
type Connection = object;

interface Session {
  client: Connection;
}

/** Statements built once per driver (its session class), by name. */
const built = new WeakMap<object, Map<string, object>>();
/** Each connection's copies of them, by name. */
const bound = new WeakMap<Connection, Map<string, object>>();

function sessionOf(db: Db): Session {
  // drizzle keeps the session a handle runs on as `session` (a transaction's is the one of its connection).
  const session = (db as unknown as { session?: Session }).session;
  if (!session?.client) throw new Error('The database handle has no session to prepare statements on');
  return session;
}

function entry<K extends object, V>(map: WeakMap<K, Map<string, V>>, key: K): Map<string, V> {
  let ofKey = map.get(key);
  if (!ofKey) {
    ofKey = new Map();
    map.set(key, ofKey);
  }
  return ofKey;
}

export function prepared<T extends object>(db: Db, name: string, build: (db: Db) => T): T {
  const session = sessionOf(db);
  const ofConnection = entry(bound, session.client);
  let statement = ofConnection.get(name) as T | undefined;
  if (statement === undefined) {
    const ofDriver = entry(built, session.constructor);
    const template = ofDriver.get(name) as T | undefined;
    if (template === undefined) {
      statement = build(db);
      ofDriver.set(name, statement);
    } else {
      // drizzle's prepared queries (node-postgres and PGlite alike) run `this.client.query(...)`: the copy runs the same
      // SQL, parameters and row mapping on this handle's connection.
      statement = Object.create(template, { client: { value: session.client } }) as T;
    }
    ofConnection.set(name, statement);
  }
  return statement;
}

/** An INSERT as drizzle builds it: awaited, it runs; prepared, it runs again with other values for its placeholders. */
export interface InsertQuery<Row> extends PromiseLike<Row[]> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Row[]> };
}

/** Column sets an INSERT is prepared for, at most, per statement name; one of another set is built each time. */
const shapesKept = 16;
/** The statement name of each column set, per INSERT. */
const insertShapes = new Map<string, Map<string, string>>();

/**
 * Runs an INSERT of `values` on `db`: `build` writes it with the values it is given. Its SQL depends on which columns
 * are set (the others take their defaults), so it is prepared once per set of columns (`build` then gets a placeholder
 * for each value) and run with the values.
 */
export function insertPrepared<Row>(
  db: Db,
  name: string,
  values: Record<string, unknown>,
  build: (handle: Db, values: Record<string, unknown>) => InsertQuery<Row>,
): PromiseLike<Row[]> {
  const set = Object.keys(values)
    .filter((key) => values[key] !== undefined)
    .sort();
  const shape = set.join(',');
  let shapes = insertShapes.get(name);
  if (!shapes) {
    shapes = new Map();
    insertShapes.set(name, shapes);
  }
  let statementName = shapes.get(shape);
  if (statementName === undefined) {
    if (shapes.size >= shapesKept) return build(db, values);
    statementName = `${name}_${shapes.size}`;
    shapes.set(shape, statementName);
  }
  const named = statementName;
  const placeholders = Object.fromEntries(set.map((key) => [key, sql.placeholder(key)]));
  return prepared(db, named, (handle) => build(handle, placeholders).prepare(named)).execute(
    Object.fromEntries(set.map((key) => [key, values[key]])),
  );
}
