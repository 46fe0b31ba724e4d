import { describe, expect, it } from 'vitest';
import { keepNewest } from '../src/kept.ts';

describe('keepNewest', () => {
  it('keeps at most the given number, dropping the entry set longest ago, and a key set again counts as new', () => {
    const map = new Map<string, number>();
    keepNewest(map, 'a', 1, 2);
    keepNewest(map, 'b', 2, 2);
    keepNewest(map, 'a', 3, 2);
    keepNewest(map, 'c', 4, 2);
    expect([...map]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });
});
