// Bounded maps of values kept in memory (verified tokens, accounts, counts, page statements).

/**
 * Sets `key` to `value` as the map's newest entry, then drops the oldest entries past `most` (a Map iterates in the
 * order its keys were set).
 */
export function keepNewest<K, V>(map: Map<K, V>, key: K, value: V, most: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > most) map.delete(map.keys().next().value as K);
}
