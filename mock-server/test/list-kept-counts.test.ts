// The count of a list's matching rows kept between pages (db/list-counts.ts): kept while nothing is written, one per
// search, taken from a last page, and the pages in a list's second half read from its end with it. Runs on PGlite
// and on PostgreSQL.
import { describe, expect, it } from 'vitest';
import { pageFromEnd } from '../src/db/list-sql.ts';
import { properties } from '../src/db/schema.ts';
import { listCalls, many, tag } from './helpers/lists.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const { list, seedMany, insertOwner } = listCalls(t);

describe('counts kept between pages', () => {
  it('counts a full page again after any write, and the same when nothing changed', async () => {
    await seedMany();
    const before = await list(`/api/ownerProfile?limit=5&q=${tag}`);
    expect(before.total).toBe(String(many));
    // Asked again with nothing written: the same count (kept for the database's unchanged snapshot).
    expect((await list(`/api/ownerProfile?limit=5&q=${tag}`)).total).toBe(String(many));
    const extra = await insertOwner(`${tag}Extra`, `${tag} Owner Extra`);
    expect((await list(`/api/ownerProfile?limit=5&q=${tag}`)).total).toBe(String(many + 1));
    await extra.remove();
    expect((await list(`/api/ownerProfile?limit=5&q=${tag}`)).total).toBe(String(many));
  });

  it('keeps each search its own count: searches asked in turn under one snapshot each count their own matches', async () => {
    await seedMany();
    // Owners 00–59 (less any an earlier test archived): "Owner 1" matches about 10, "Richmond" about 30, the tag all.
    const searches = [`${tag} Owner 1`, 'richmond', tag, `${tag} Owner 1`];
    const totals: string[] = [];
    for (const q of searches) {
      const page = await list(`/api/ownerProfile?limit=5&q=${encodeURIComponent(q)}`);
      expect(page.rows).toHaveLength(5);
      const whole = await list(`/api/ownerProfile?q=${encodeURIComponent(q)}`);
      expect(page.total).toBe(String(whole.rows.length));
      totals.push(page.total as string);
    }
    // Three different counts: a count kept for one search and answered for another would repeat one.
    expect(new Set(totals.slice(0, 3)).size).toBe(3);
    expect(totals[3]).toBe(totals[0]);
  });

  it('reads a page in the second half of a list from its end: the rows the whole list has there', async () => {
    await seedMany();
    for (const url of [
      `/api/property?q=${tag}&sort=-street`,
      `/api/property?q=${tag}&sort=ownerName`,
      // Two cities: the ties, broken by id, come back in the same order read either way.
      `/api/ownerProfile?q=${tag}&sort=city`,
      `/api/ownerProfile?q=${tag}&sort=-city`,
      // The list's own order.
      '/api/ownerProfile',
    ]) {
      const at = (params: string) => `${url}${url.includes('?') ? '&' : '?'}${params}`;
      const whole = await list(at('limit=500'));
      const n = whole.rows.length;
      expect(n).toBeGreaterThan(40);
      // A full first page keeps the count; the later pages past the middle are then read from the end.
      expect((await list(at('limit=7'))).total).toBe(String(n));
      for (const offset of [n - 7, n - 3, n - 10, Math.floor(n / 2), Math.floor(n / 2) - 4]) {
        const page = await list(at(`limit=7&offset=${offset}`));
        expect(page.rows.map((r) => r.id)).toEqual(whole.rows.slice(offset, offset + 7).map((r) => r.id));
        expect(page.total).toBe(String(n));
      }
      expect((await list(at(`limit=7&offset=${n}`))).rows).toEqual([]);
    }
  });

  it('keeps a list’s count from its last page, read first, and reads the pages before it from the end', async () => {
    const twelve = await insertOwner(`${tag}Twelve`, `${tag} Twelve`);
    try {
      await t.app.services.db.insert(properties).values(
        Array.from({ length: 12 }, (_, i) => ({
          ownerId: twelve.ownerId,
          rmNumber: `TW${String(i).padStart(4, '0')}`,
          address: `${200 + i} Twelve Street, Burnaby, BC V5H 2E2`,
          street: `${200 + i} Twelve Street`,
          city: 'Burnaby',
          province: 'BC',
          postal: 'V5H 2E2',
        })),
      );
      const url = `/api/property/owner/${twelve.userId}?sort=-street`;
      // The last page first, as a shared link opens it: 2 rows, which give the count of 12.
      const last = await list(`${url}&limit=5&offset=10`);
      expect(last.total).toBe('12');
      const whole = await list(`${url}&limit=500`);
      expect(last.rows).toEqual(whole.rows.slice(10));
      // Then the page before it, read from the end with that count: rows 7–11 if the count kept is right.
      const before = await list(`${url}&limit=5&offset=7`);
      expect(before.rows).toEqual(whole.rows.slice(7, 12));
      expect(before.total).toBe('12');
    } finally {
      await twelve.remove();
    }
  });

  it('reads a late page afresh when anything was written since its count', async () => {
    await seedMany();
    const url = `/api/ownerProfile?q=${tag}&limit=5`;
    const before = Number((await list(url)).total);
    const late = await insertOwner(`${tag}Late`, `${tag} Owner Zz`);
    try {
      // The kept count (before) no longer holds: read from the end with it, this page would be one row off.
      const page = await list(`${url}&offset=${before - 4}`);
      expect(page.total).toBe(String(before + 1));
      const whole = await list(`/api/ownerProfile?q=${tag}&limit=500`);
      expect(page.rows.map((r) => r.id)).toEqual(whole.rows.slice(before - 4).map((r) => r.id));
      expect(page.rows.map((r) => r.id)).toContain(late.ownerId);
    } finally {
      await late.remove();
    }
  });
});

describe('pageFromEnd', () => {
  it('reads a page from the end only when fewer rows follow it than precede it', () => {
    // 100 rows, 10 a page: page 7 (rows 60–69) is 30 rows from the end, then 10 rows back.
    expect(pageFromEnd(100, 60, 10)).toEqual({ skipped: 30, wanted: 10 });
    expect(pageFromEnd(100, 90, 10)).toEqual({ skipped: 0, wanted: 10 });
    // The last page, not full: its 4 rows.
    expect(pageFromEnd(9004, 9000, 10)).toEqual({ skipped: 0, wanted: 4 });
    // From the start: the first page, the first half, and the page with as many rows on either side.
    expect(pageFromEnd(100, 0, 10)).toBeUndefined();
    expect(pageFromEnd(100, 30, 10)).toBeUndefined();
    expect(pageFromEnd(100, 45, 10)).toBeUndefined();
    expect(pageFromEnd(100, 46, 10)).toEqual({ skipped: 44, wanted: 10 });
    // Past the end: nothing to read from there.
    expect(pageFromEnd(100, 100, 10)).toBeUndefined();
    expect(pageFromEnd(0, 10, 10)).toBeUndefined();
  });
});
