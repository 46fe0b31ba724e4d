// Statements that run on nearly every request (reads by id), built once per database or transaction handle and
// prepared, instead of having drizzle build their SQL again on each call. PostgreSQL also parses and plans a named
// statement once per connection. Always pass the handle the caller holds (a transaction's `tx` inside one), so a
// statement never runs outside the caller's transaction.
import type { Db } from './client.ts';

const statements = new WeakMap<object, Map<string, unknown>>();

export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let ofDb = statements.get(db);
  if (!ofDb) {
    ofDb = new Map();
    statements.set(db, ofDb);
  }
  let statement = ofDb.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    ofDb.set(name, statement);
  }
  return statement;
}
