// PGlite runs each query synchronously and hands its session to the next waiting query in a microtask: without a
// turn of the event loop before each query, the queries of every request in flight ran back to back and no I/O (a
// new connection, a new request) was served until they all ended; and its queue is first come, first served, so a
// request of many queries waited once per query behind every newer request (db/client.ts, oldestFirstTurns).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { runAsRequest } from '../src/db/oldest-first.ts';

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

  /** Twenty requests of five queries each, begun one after another; answers the order in which they end. */
  async function twentyRequests(urgent?: number) {
    const ended: number[] = [];
    const queries: number[] = [];
    let count = 0;
    const requests = Array.from(
      { length: 20 },
      (_, index) =>
        new Promise<void>((done, failed) => {
          runAsRequest(() => {
            (async () => {
              for (let i = 0; i < 5; i++) {
                await database.db.execute(sql`select 1`);
                count++;
              }
              ended.push(index);
              queries.push(count);
            })().then(done, failed);
          }, index === urgent);
        }),
    );
    await Promise.all(requests);
    return { ended, queries };
  }

  it('serve the queries of the request that began first before those of newer ones', async () => {
    const { ended, queries } = await twentyRequests();
    expect(ended).toHaveLength(20);
    // First come, first served per query, the first request ended after about 81 queries (its fifth waited behind
    // every other request's first four); oldest first, after its own five and the few already admitted.
    expect(ended[0]).toBe(0);
    expect(queries[0]).toBeLessThanOrEqual(20);
  });

  it('serve a sign-in begun last before the requests already waiting', async () => {
    const { ended, queries } = await twentyRequests(19);
    expect(ended.indexOf(19)).toBeLessThanOrEqual(3);
    expect(queries[ended.indexOf(19)]).toBeLessThanOrEqual(20);
  });
});
