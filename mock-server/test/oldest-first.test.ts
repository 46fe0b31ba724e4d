// The PostgreSQL pool's gate (db/oldest-first.ts): a request that has begun gets the connection before newer ones,
// whatever order their queries ask in, a sign-in ahead of them; and a Fastify request's queries carry its start time.
import Fastify from 'fastify';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { oldestFirst, runAsRequest } from '../src/db/oldest-first.ts';

/** A pool whose queries answer when the test says; it records the order they reached it. */
function fakePool() {
  const started: string[] = [];
  const pending = new Map<string, () => void>();
  const pool = {
    query: (name: string) =>
      new Promise<string>((resolve) => {
        started.push(name);
        pending.set(name, () => resolve(name));
      }),
  };
  return { pool: pool as unknown as pg.Pool, started, finish: (name: string) => pending.get(name)?.() };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('oldestFirst', () => {
  it('gives a free place to the oldest request waiting, not to the first query that asked', async () => {
    const { pool, started, finish } = fakePool();
    const gated = oldestFirst(pool, 1) as unknown as { query: (name: string) => Promise<string> };
    const done: Promise<string>[] = [];
    // Request A begins and takes the only place; it asks for its second query 20 ms later.
    runAsRequest(() => {
      done.push(gated.query('A1'));
      setTimeout(() => done.push(gated.query('A2')), 20);
    });
    await turn();
    // Meanwhile request B, newer, asks first.
    runAsRequest(() => {
      done.push(gated.query('B1'));
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    finish('A1');
    await turn();
    finish('A2');
    await turn();
    finish('B1');
    await Promise.all(done);
    expect(started).toEqual(['A1', 'A2', 'B1']);
  });

  it('lets a sign-in go ahead of requests begun less than its head start before it', async () => {
    const { pool, started, finish } = fakePool();
    const gated = oldestFirst(pool, 1) as unknown as { query: (name: string) => Promise<string> };
    const done: Promise<string>[] = [];
    runAsRequest(() => done.push(gated.query('hold')));
    await turn();
    runAsRequest(() => done.push(gated.query('older')));
    await turn();
    runAsRequest(() => done.push(gated.query('signIn')), true);
    await turn();
    for (let i = 0; i < 3; i++) {
      finish(started.at(-1) as string);
      await turn();
    }
    await Promise.all(done);
    expect(started).toEqual(['hold', 'signIn', 'older']);
  });

  it('keeps the start time of a Fastify request through its hooks to the handler', async () => {
    const { pool, started, finish } = fakePool();
    const gated = oldestFirst(pool, 1) as unknown as { query: (name: string) => Promise<string> };
    const app = Fastify();
    app.addHook('onRequest', (_request, _reply, done) => runAsRequest(done));
    // The older request's hooks take longer, so its query reaches the gate after the newer one's.
    app.addHook('onRequest', async (request) => {
      if (request.url === '/old') await new Promise((resolve) => setTimeout(resolve, 20));
    });
    app.get('/:name', async (request) => gated.query((request.params as { name: string }).name));
    await app.ready();
    // The place is held while both ask.
    const hold = gated.query('hold');
    const old = app.inject({ method: 'GET', url: '/old' });
    await new Promise((resolve) => setTimeout(resolve, 1));
    const young = app.inject({ method: 'GET', url: '/new' });
    await new Promise((resolve) => setTimeout(resolve, 40));
    finish('hold');
    await hold;
    await turn();
    finish(started.at(-1) as string);
    await turn();
    finish(started.at(-1) as string);
    await Promise.all([old, young]);
    expect(started).toEqual(['hold', 'old', 'new']);
    await app.close();
  });
});
