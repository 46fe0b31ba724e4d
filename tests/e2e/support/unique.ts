// Names and numbers no other test of this run uses: the tests run in parallel against one seeded server, so each makes
// records of its own. One place for it, so every test draws from the same counter, clock and random part.
let drawn = 0;

/** Letters and digits (base 36): the time, this process's count and a random part. */
export function uniqueSuffix(): string {
  drawn++;
  return `${Date.now().toString(36)}${drawn.toString(36)}${Math.random().toString(36).slice(2, 5)}`;
}

/** A display name or title: the prefix, a space and a unique suffix. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${uniqueSuffix()}`;
}

/** `length` decimal digits, the first not 0, for fields that take numbers only (plan, lot and unit numbers). */
export function uniqueDigits(length: number): string {
  drawn++;
  const span = 9 * 10 ** (length - 1);
  const value = (Date.now() * 997 + drawn * 7919 + Math.floor(Math.random() * 10_000)) % span;
  return String(10 ** (length - 1) + value);
}

/** A strata plan number no other test uses: letters then 6 digits (the contract's pattern). */
export function uniquePlanNumber(prefix = 'QB'): string {
  return `${prefix}${uniqueDigits(6)}`;
}
