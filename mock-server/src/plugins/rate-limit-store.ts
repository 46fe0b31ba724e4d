// A @fastify/rate-limit store in PostgreSQL (used with DATABASE_URL): every instance counts in the same rows, so N
// instances give a client no more attempts than one. One upsert per counted request (countAttempt, as the password
// reset requests' limits count); the window restarts when the row's window has ended. Expired rows are swept now and
// then.

import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countAttempt } from '../repositories/attempt-counters.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PostgresStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const fullKey = `${this.prefix}${key}`;
      countAttempt(db, fullKey, timeWindow)
        .then(({ count, retryAfterMs }) => {
          callback(null, { current: count, ttl: retryAfterMs });
          if (Math.random() < 0.01) {
            db.execute(
              sql`delete from rate_limit_counters where window_ends_at < now() - interval '1 minute'`,
            ).catch(() => {});
          }
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options, the route itself under routeInfo.
      const route = (routeOptions as unknown as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return new PostgresStore(undefined, `${String(route?.method ?? '')} ${route?.url ?? ''}|`);
    }
  }
  return PostgresStore as unknown as FastifyRateLimitStoreCtor;
}
