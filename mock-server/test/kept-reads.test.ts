// Reads kept on PGlite until a change is notified (db/kept-reads.ts): kept answers, answers dropped at a change, and
// a read on its way shared by the asks that come before the next change.
import { describe, expect, it } from 'vitest';
import { keptReads } from '../src/db/kept-reads.ts';

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
