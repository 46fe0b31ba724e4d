// Reads kept on PGlite until a change is notified (db/kept-reads.ts): kept answers, answers dropped at a change, and
// a read on its way shared by the asks that come before the next change; and a list's count on its way shared by the
// pages asked under the same snapshot (db/list-counts.ts).
import { LRUCache } from 'lru-cache';
import { describe, expect, it } from 'vitest';
import { type Db, dataVersions } from '../src/db/client.ts';
import { keptReads } from '../src/db/kept-reads.ts';
import { countOf, type KeptCount } from '../src/db/list-counts.ts';

/** A read whose answers the test hands out, counting the reads it was asked for. */
function controlledRead() {
  const waiting: ((answer: string | undefined) => void)[] = [];
  const asked: string[] = [];
  const read = (key: string) => {
    asked.push(key);
    return new Promise<string | undefined>((resolve) => waiting.push(resolve));
  };
  const answerNext = (answer: string | undefined) => waiting.shift()?.(answer);
  return { read, asked, answerNext };
}

describe('keptReads', () => {
  it('shares a read on its way with a second ask of the same key, and keeps its answer', async () => {
    const { read, asked, answerNext } = controlledRead();
    const kept = keptReads(read, () => 0, 10);
    const first = kept('a');
    const second = kept('a');
    const other = kept('b');
    answerNext('answer a');
    answerNext('answer b');
    expect(await first).toBe('answer a');
    expect(await second).toBe('answer a');
    expect(await other).toBe('answer b');
    expect(asked).toEqual(['a', 'b']);
    expect(await kept('a')).toBe('answer a');
    expect(asked).toEqual(['a', 'b']);
  });

  it('reads again for an ask that comes after a change, even while an older read of the key is on its way', async () => {
    let version = 0;
    const { read, asked, answerNext } = controlledRead();
    const kept = keptReads(read, () => version, 10);
    const before = kept('a');
    version++;
    const after = kept('a');
    answerNext('from before the change');
    answerNext('from after the change');
    expect(await before).toBe('from before the change');
    expect(await after).toBe('from after the change');
    expect(asked).toEqual(['a', 'a']);
    // The read that began after the change saw no other change: it is kept.
    expect(await kept('a')).toBe('from after the change');
    expect(asked).toHaveLength(2);
  });

  it('keeps no answer of a read during which a change was notified, nor an undefined one', async () => {
    let version = 0;
    const { read, asked, answerNext } = controlledRead();
    const kept = keptReads(read, () => version, 10);
    const during = kept('a');
    version++;
    answerNext('maybe stale');
    expect(await during).toBe('maybe stale');
    const next = kept('a');
    answerNext(undefined);
    expect(await next).toBeUndefined();
    const third = kept('a');
    answerNext('found');
    expect(await third).toBe('found');
    expect(asked).toEqual(['a', 'a', 'a']);
  });

  it('lets a failed read fail every ask that shared it, and reads again at the next ask', async () => {
    let calls = 0;
    const kept = keptReads(
      async (key: string) => {
        calls++;
        if (calls === 1) throw new Error('the database went away');
        return `answer ${key}`;
      },
      () => 0,
      10,
    );
    const results = await Promise.allSettled([kept('a'), kept('a')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await kept('a')).toBe('answer a');
    expect(calls).toBe(2);
  });
});

describe('a list count on its way', () => {
  it('is shared by the pages asked under its snapshot, and counted again for a page asked after a change', async () => {
    // A database handle whose data version the test moves (PGlite's notified changes).
    const db = {} as Db;
    let version = 0;
    dataVersions.set(db, () => version);
    const counts = new LRUCache<string, KeptCount>({ max: 10 });
    const asked: string[] = [];
    const waiting: (() => void)[] = [];
    const counter = (filter: string, total: number) => () => {
      asked.push(filter);
      return new Promise<number>((resolve) => waiting.push(() => resolve(total)));
    };
    const first = countOf(db, counts, 'archived=false', counter('archived=false', 20));
    const second = countOf(db, counts, 'archived=false', counter('archived=false', 20));
    const otherFilter = countOf(db, counts, 'archived=true', counter('archived=true', 3));
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked).toEqual(['archived=false', 'archived=true']);
    for (const answer of waiting.splice(0)) answer();
    expect(await Promise.all([first, second, otherFilter])).toEqual([20, 20, 3]);

    version++;
    const afterChange = countOf(db, counts, 'archived=false', counter('archived=false', 21));
    await new Promise((resolve) => setImmediate(resolve));
    expect(asked).toEqual(['archived=false', 'archived=true', 'archived=false']);
    for (const answer of waiting.splice(0)) answer();
    expect(await afterChange).toBe(21);
  });
});
