// Reads kept in memory on PGlite, the one process on its database: an answer is kept until the database notifies a
// change to a table it was read from (db/client.ts tableVersions), which it counts before the changing query returns.
// On PostgreSQL another instance may change the data at any time, so nothing is kept there.
import { LRUCache } from 'lru-cache';

/**
 * `read` with its answers kept (at most `max`, the least recently used going first) while `version` stays the same. A
 * read that began before a change is not kept (it may have seen the data from before it); nor is an undefined answer.
 */
export function keptReads<K extends {}, A extends {}>(
  read: (key: K) => Promise<A | undefined>,
  version: () => number,
  max: number,
): (key: K) => Promise<A | undefined> {
  const kept = new LRUCache<K, A>({ max });
  let keptAt = version();
  return async (key) => {
    const now = version();
    if (now !== keptAt) {
      kept.clear();
      keptAt = now;
    }
    const known = kept.get(key);
    if (known !== undefined) return known;
    const answer = await read(key);
    if (version() === now && answer !== undefined) kept.set(key, answer);
    return answer;
  };
}
