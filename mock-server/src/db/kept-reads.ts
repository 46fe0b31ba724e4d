// Reads kept in memory on PGlite, the one process on its database: an answer is kept until the database notifies a
// change to a table it was read from (db/client.ts tableVersions), which it counts before the changing query returns.
// On PostgreSQL another instance may change the data at any time, so nothing is kept there.
import { LRUCache } from 'lru-cache';

/**
 * `read` with its answers kept (at most `max`, the least recently used going first) while `version` stays the same. A
 * read that began before a change is not kept (it may have seen the data from before it); nor is an undefined answer.
 * A key asked for again while its read is on its way, with no change notified since that read was asked for, shares
 * it: the read runs after the second ask, so it sees every change the second could expect. Under a load that changes
 * the tables more often than a read waits for its turn nothing is ever kept, and without sharing every request read.
 */
export function keptReads<K extends {}, A extends {}>(
  read: (key: K) => Promise<A | undefined>,
  version: () => number,
  max: number,
): (key: K) => Promise<A | undefined> {
  const kept = new LRUCache<K, A>({ max });
  const underway = new Map<K, Promise<A | undefined>>();
  let keptAt = version();
  return async (key) => {
    const now = version();
    if (now !== keptAt) {
      kept.clear();
      underway.clear();
      keptAt = now;
    }
    const known = kept.get(key);
    if (known !== undefined) return known;
    const answer = await sharedWhileUnderway(underway, key, () => read(key));
    if (version() === now && answer !== undefined) kept.set(key, answer);
    return answer;
  };
}

/**
 * `start()`, or the promise of `key` in `underway` when one is still on its way: the asks of one key share one piece
 * of work until it settles (then it is forgotten, and the next ask starts anew). The caller decides what a key names
 * and when to clear the map.
 */
export async function sharedWhileUnderway<K, V>(
  underway: Map<K, Promise<V>>,
  key: K,
  start: () => Promise<V>,
): Promise<V> {
  const shared = underway.get(key);
  if (shared) return shared;
  const working = start();
  underway.set(key, working);
  try {
    return await working;
  } finally {
    if (underway.get(key) === working) underway.delete(key);
  }
}
