// PGlite runs each query synchronously and hands its session to the next waiting query in a microtask: without a
// turn of the event loop before each query, the queries of every request in flight ran back to back and no I/O (a
// new connection, a new request) was served until they all ended (db/client.ts, yieldBeforeEachQuery).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';

describe('PGlite queries', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
  });
  afterAll(() => database.close());

  it('let the event loop serve I/O between one query and the next', async () => {
    const order: string[] = [];
    // Twenty "requests" of five queries each, all in flight at once, as under load.
    const requests = Array.from({ length: 20 }, async () => {
      for (let i = 0; i < 5; i++) {
        await database.db.execute(sql`select 1`);
        order.push('query');
      }
    });
    // I/O that arrives meanwhile (here: a callback of the event loop's next turn).
    setImmediate(() => order.push('io'));
    await Promise.all(requests);
    expect(order).toHaveLength(101);
    // Served after the first query of each request, long before the hundredth.
    expect(order.indexOf('io')).toBeLessThanOrEqual(20);
  });
});
