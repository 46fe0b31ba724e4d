// The database goes to the oldest request first: PostgreSQL's connections (oldestFirst below) and PGlite's one
// session (db/client.ts, oldestFirstTurns). node-postgres's pool, like PGlite, serves waiting queries in the order
// they were asked for, so under load a request of five queries (a write: the session, its checks, the insert, the
// read-back) queued five times behind every newer request's first query, and writes answered two to three times
// slower than reads (npm run load). Here each query waits in line by the time its request began: a request that has
// started finishes before newer ones take the connections, and latency depends on when a request came, not on how
// many queries it makes. Work outside a request (the mail worker, the start) counts from when it asks.
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { overriding } from './overriding.ts';

const requestStart = new AsyncLocalStorage<number>();

/**
 * Runs `next` (a request's remaining lifecycle) with the request's start time, which its queries queue by; a sign-in
 * (`urgent`) queues as if it had begun `signInHeadStartMs` earlier.
 */
export function runAsRequest(next: () => void, urgent = false): void {
  requestStart.run(performance.now() - (urgent ? signInHeadStartMs : 0), next);
}

/**
 * A person at the sign-in page waits for an answer before anything else can happen, and a sign-in with a second step
 * is two requests in a row: both go ahead of every other request begun in the last ten seconds, which under any load
 * the budgets allow is all of them (a second's head start left a two-step sign-in at 1.8 s on PGlite when every
 * request waited 2 s: npm run load). Sign-ins are few and limited per account and address (sign-in lockout), so they
 * cannot hold the others back for long; the rest wait their turn by age among themselves as before.
 */
export const signInHeadStartMs = 10_000;

interface Waiter {
  since: number;
  order: number;
  admit: () => void;
}

/** At most `size` queries or transactions at once; the others wait, oldest request first (a binary heap). */
export class OldestFirstGate {
  private readonly heap: Waiter[] = [];
  private order = 0;
  constructor(private free: number) {}

  /** Queries and transactions waiting for a place. */
  get waiting(): number {
    return this.heap.length;
  }

  private before(a: Waiter, b: Waiter) {
    return a.since < b.since || (a.since === b.since && a.order < b.order);
  }

  enter(): Promise<void> | undefined {
    if (this.free > 0 && this.heap.length === 0) {
      this.free--;
      return undefined;
    }
    const since = requestStart.getStore() ?? performance.now();
    return new Promise((admit) => {
      const heap = this.heap;
      heap.push({ since, order: this.order++, admit });
      for (let i = heap.length - 1; i > 0; ) {
        const parent = (i - 1) >> 1;
        if (!this.before(heap[i] as Waiter, heap[parent] as Waiter)) break;
        [heap[i], heap[parent]] = [heap[parent] as Waiter, heap[i] as Waiter];
        i = parent;
      }
    });
  }

  leave(): void {
    const heap = this.heap;
    const next = heap[0];
    if (!next) {
      this.free++;
      return;
    }
    const last = heap.pop() as Waiter;
    if (heap.length > 0) {
      heap[0] = last;
      for (let i = 0; ; ) {
        const left = 2 * i + 1;
        const right = left + 1;
        let first = i;
        if (left < heap.length && this.before(heap[left] as Waiter, heap[first] as Waiter)) first = left;
        if (right < heap.length && this.before(heap[right] as Waiter, heap[first] as Waiter)) first = right;
        if (first === i) break;
        [heap[i], heap[first]] = [heap[first] as Waiter, heap[i] as Waiter];
        i = first;
      }
    }
    // The slot passes straight to the waiter.
    next.admit();
  }
}

/**
 * The pool as drizzle uses it (query, connect), each query and each checked-out client (a transaction) taking one of
 * `size` places, granted oldest request first. Everything else is the pool's own.
 */
export function oldestFirst(pool: pg.Pool, size: number): pg.Pool {
  const gate = new OldestFirstGate(size);
  const query = async (...args: unknown[]) => {
    await gate.enter();
    try {
      return await (pool.query as (...a: unknown[]) => Promise<unknown>)(...args);
    } finally {
      gate.leave();
    }
  };
  const connect = async () => {
    await gate.enter();
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      gate.leave();
      throw error;
    }
    const release = client.release;
    let released = false;
    client.release = (error?: Error | boolean) => {
      if (!released) {
        released = true;
        gate.leave();
      }
      return release.call(client, error);
    };
    return client;
  };
  const gated = overriding(pool, { query, connect });
  waitingOf.set(gated, () => gate.waiting);
  return gated;
}

/** Of a pool made by oldestFirst: how many queries wait for a place in its line (GET /metrics). */
export const waitingOf = new WeakMap<pg.Pool, () => number>();
