// Work a request starts and does not wait for: it runs once the answer is on its way, so how long it takes (or
// whether there was any to do) does not show in the answer's time. What is still running is awaited when the app
// closes, and tests await it with `idle()`.
import type { Db } from '../db/client.ts';

export interface AfterAnswer {
  /**
   * Runs `work` on the next turn of the event loop with the database itself (the request's transaction, if it had
   * one, is over by then); a failure is logged, never thrown to the request.
   */
  run(what: string, work: (db: Db) => Promise<unknown>): void;
  /** Resolves once every work started so far (and any it started) has ended. */
  idle(): Promise<void>;
  /** How many works have been started since the app began (a test tells by it whether a request left any). */
  readonly started: number;
}

export function createAfterAnswer(db: Db, log: (message: string, error: unknown) => void): AfterAnswer {
  const running = new Set<Promise<void>>();
  let started = 0;
  return {
    get started() {
      return started;
    },
    run(what, work) {
      started++;
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => work(db))
        .then(
          () => undefined,
          (error: unknown) => log(`${what} failed`, error),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
