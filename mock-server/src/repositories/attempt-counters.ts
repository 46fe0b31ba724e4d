// Attempts counted per key in a window, in rate_limit_counters (the table plugins/rate-limit-store.ts keeps the route
// limits in on PostgreSQL): every instance on one database counts in the same rows, on PGlite too.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Counts one attempt for `key`; answers the attempts in the current window (this one included) and its end. */
export async function countAttempt(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ count: number; retryAfterMs: number }> {
  const result = await db.execute(sql`
    insert into rate_limit_counters (key, count, window_ends_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when rate_limit_counters.window_ends_at <= now() then 1 else rate_limit_counters.count + 1 end,
      window_ends_at = case when rate_limit_counters.window_ends_at <= now()
        then excluded.window_ends_at else rate_limit_counters.window_ends_at end
    returning count, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::integer as ttl`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    count: number;
    ttl: number;
  }[];
  const [row] = rows;
  return { count: Number(row?.count ?? 1), retryAfterMs: Number(row?.ttl ?? windowMs) };
}
