// Lists paged, sorted and searched on the server in SQL: `limit`, `offset`, `sort`, `q` and X-Total-Count on the
// owner and property tables, their bad values, and the whole list without `limit` as the spec's call answers it; and
// every table's change notification. Runs on PGlite and on PostgreSQL. The counts kept between pages:
// list-kept-counts.test.ts; the lists read in memory and the Strata Users tables: list-memory.test.ts.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tableVersions } from '../src/db/client.ts';
import { ownerProfiles, properties } from '../src/db/schema.ts';
import { listCalls, many, tag } from './helpers/lists.ts';
import { usePostgres, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const { list, seedMany } = listCalls(t);

describe('paged lists (SQL)', () => {
  it('answers a page with X-Total-Count, and the whole list without limit', async () => {
    await seedMany();
    const whole = await list('/api/ownerProfile');
    expect(whole.res.statusCode).toBe(200);
    expect(whole.total).toBeUndefined();
    const page = await list('/api/ownerProfile?limit=10&offset=5');
    expect(page.res.statusCode).toBe(200);
    expect(Number(page.total)).toBe(whole.rows.length);
    expect(page.rows.map((r) => r.id)).toEqual(whole.rows.slice(5, 15).map((r) => r.id));
  });

  it('counts right on the last page, on a page past the end and on a search smaller than a page', async () => {
    await seedMany();
    const first = await list(`/api/ownerProfile?q=${tag}&limit=1`);
    expect(Number(first.total)).toBe(many);
    // The count read with the page stays off the rows.
    expect(Object.keys(first.rows[0] ?? {})).not.toContain('total');
    const last = await list(`/api/ownerProfile?q=${tag}&limit=25&offset=50`);
    expect(last.rows).toHaveLength(many - 50);
    expect(Number(last.total)).toBe(many);
    const past = await list(`/api/ownerProfile?q=${tag}&limit=25&offset=500`);
    expect(past.rows).toHaveLength(0);
    expect(Number(past.total)).toBe(many);
    const few = await list(`/api/ownerProfile?q=${tag}%20Owner%200&limit=25`);
    expect(few.rows).toHaveLength(10);
    expect(Number(few.total)).toBe(10);
  });

  it('searches case-insensitively and counts the matches', async () => {
    await seedMany();
    const found = await list(`/api/ownerProfile?limit=25&q=${tag.toUpperCase()}%20OWNER%204`);
    expect(found.res.statusCode).toBe(200);
    expect(found.total).toBe('10');
    expect(found.rows.map((r) => r.name)).toEqual(Array.from({ length: 10 }, (_, i) => `${tag} Owner 4${i}`));
    const byEmail = await list(`/api/ownerProfile?limit=5&q=${tag.toLowerCase()}07@`);
    expect(byEmail.rows.map((r) => r.email)).toEqual([`${tag.toLowerCase()}07@example.ca`]);
    // % and _ are taken literally, not as wildcards.
    expect((await list('/api/ownerProfile?limit=5&q=%25')).total).toBe('0');
  });

  it('finds a property by its own columns and by its owner’s name, each match once', async () => {
    await seedMany();
    // The owner's name (a joined table): "Listq Owner 07" owns LQ0007 only.
    const byOwner = await list(`/api/property?limit=25&q=${tag.toLowerCase()}%20owner%2007`);
    expect(byOwner.rows.map((r) => r.rmNumber)).toEqual(['LQ0007']);
    expect(byOwner.total).toBe('1');
    // The tag is in every address and every owner's name: each property still comes once.
    const both = await list(`/api/property?limit=500&q=${tag}`);
    expect(both.rows).toHaveLength(many);
    expect(new Set(both.rows.map((r) => r.id)).size).toBe(many);
    const byAddress = await list(`/api/property?limit=25&q=107%20${tag}`);
    expect(byAddress.rows.map((r) => r.rmNumber)).toEqual(['LQ0007']);
    // The searched texts are apart: the end of an address and the city after it match nothing together.
    expect((await list('/api/property?limit=25&q=2E2Burnaby')).total).toBe('0');
  });

  it('finds a property by its owner’s new name as soon as the owner is renamed', async () => {
    await seedMany();
    const db = t.app.services.db;
    await db
      .update(ownerProfiles)
      .set({ name: 'Renamed Quellington' })
      .where(eq(ownerProfiles.name, `${tag} Owner 33`));
    const found = await list('/api/property?limit=25&q=quelLINGTON');
    expect(found.rows.map((r) => r.rmNumber)).toEqual(['LQ0033']);
    const owner = await list('/api/ownerProfile?limit=25&q=QUELLING');
    expect(owner.rows.map((r) => r.name)).toEqual(['Renamed Quellington']);
    expect((await list(`/api/property?limit=25&q=${tag}%20Owner%2033`)).total).toBe('0');
  });

  it('has every table notify its changes (migration 0008), so no write leaves a kept count or account behind on PGlite', async () => {
    const result = await t.app.services.db.execute(sql`
      select tablename from pg_tables where schemaname = 'public' and not exists (
        select 1 from pg_trigger where tgrelid = format('public.%I', tablename)::regclass
          and tgname = tablename || '_data_changed')`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as unknown[];
    expect(rows).toEqual([]);
  });

  it.skipIf(usePostgres)(
    'names the table of each change on PGlite (migration 0025), so what reads other tables stays kept',
    async () => {
      const { db } = t.app.services;
      const versionOf = tableVersions.get(db);
      if (!versionOf) throw new Error('PGlite counts its changes per table');
      const sessionTables = ['sessions', 'users', 'owner_profiles'];
      const before = versionOf(sessionTables);
      const propertiesBefore = versionOf(['properties']);
      await db.execute(
        sql`update properties set address = address where id in (select id from properties limit 1)`,
      );
      expect(versionOf(['properties'])).toBeGreaterThan(propertiesBefore);
      expect(versionOf(sessionTables)).toBe(before);
      await db.execute(sql`update sessions set last_seen_at = last_seen_at where false`);
      expect(versionOf(sessionTables)).toBe(before + 1);
    },
  );

  it('pages deep into a sorted list exactly as the whole sorted list reads', async () => {
    await seedMany();
    const whole = await list(`/api/property?limit=500&sort=-street&q=${tag}`);
    const page = await list(`/api/property?limit=10&offset=23&sort=-street&q=${tag}`);
    expect(page.rows.map((r) => r.id)).toEqual(whole.rows.slice(23, 33).map((r) => r.id));
    expect(page.rows[0]?.ownerName).toBe(whole.rows[23]?.ownerName);
    const all = await list('/api/property?limit=500&sort=contractType');
    const deep = await list('/api/property?limit=5&offset=31&sort=contractType');
    expect(deep.rows).toEqual(all.rows.slice(31, 36));
    expect(deep.total).toBe(String(all.rows.length));
  });

  it('sorts by a column either way, ties broken by id, and pages never overlap', async () => {
    await seedMany();
    const ascending = await list(`/api/property?limit=500&sort=rmNumber&q=LQ00`);
    const numbers = ascending.rows.map((r) => r.rmNumber as string);
    expect(numbers).toEqual([...numbers].sort());
    expect(numbers).toHaveLength(many);
    const descending = await list(`/api/property?limit=500&sort=-rmNumber&q=LQ00`);
    expect(descending.rows.map((r) => r.rmNumber)).toEqual([...numbers].reverse());
    const byCity = await list(`/api/ownerProfile?limit=500&sort=-city&q=${tag}`);
    const cities = byCity.rows.map((r) => r.city);
    expect(cities.indexOf('Burnaby')).toBeGreaterThan(cities.lastIndexOf('Richmond'));
    const first = await list(`/api/property?limit=7&offset=0&sort=city&q=LQ00`);
    const second = await list(`/api/property?limit=7&offset=7&sort=city&q=LQ00`);
    const ids = [...first.rows, ...second.rows].map((r) => r.id);
    expect(new Set(ids).size).toBe(14);
  });

  it('filters the archived list apart from the active one', async () => {
    await seedMany();
    const active = await list('/api/property?limit=1');
    const archived = await list('/api/property/archivedProperties?limit=1');
    const db = t.app.services.db;
    const all = await db.select({ archived: properties.archived }).from(properties);
    expect(Number(active.total)).toBe(all.filter((p) => !p.archived).length);
    expect(Number(archived.total)).toBe(all.filter((p) => p.archived).length);
  });

  it('keeps an owner to their own properties, paged', async () => {
    await seedMany();
    const ownerId = t.seed.ownerProfiles.owner;
    const userId = t.seed.users.owner;
    const page = await list(`/api/property/owner/${userId}?limit=2&q=LQ`, 'owner');
    expect(page.res.statusCode).toBe(200);
    expect(page.total).toBe('0'); // none of the 60 new properties is theirs
    const mine = await list(`/api/property/owner/${userId}?limit=500`, 'owner');
    for (const row of mine.rows) expect(row.ownerId).toBe(ownerId);
  });

  it('gives each owner’s page its own rows: a page’s statement, kept per shape, is kept per filter value too', async () => {
    const owners = [
      [t.seed.users.owner, t.seed.ownerProfiles.owner],
      [t.seed.users.owner2, t.seed.ownerProfiles.owner2],
      [t.seed.users.owner, t.seed.ownerProfiles.owner],
    ] as const;
    for (const [userId, ownerId] of owners) {
      for (const params of [
        'limit=500&sort=city',
        'limit=500&offset=1&sort=city',
        'limit=500&sort=city&q=a',
      ]) {
        const page = await list(`/api/property/owner/${userId}?${params}`, 'admin');
        expect(page.res.statusCode).toBe(200);
        expect(page.rows.length).toBeGreaterThan(0);
        for (const row of page.rows) expect(row.ownerId).toBe(ownerId);
      }
    }
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=501', 'limit'],
    ['limit=ten', 'limit'],
    ['limit=5&offset=-1', 'offset'],
    ['sort=nosuchcolumn', 'sort'],
    ['sort=passwordHash', 'sort'],
  ])('refuses %s with 400 naming the parameter', async (params, name) => {
    const res = await t.request({ method: 'GET', url: `/api/property?${params}`, as: 'admin' });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; field?: string; statusCode: number };
    expect(body.statusCode).toBe(400);
    expect(`${body.field ?? ''} ${body.message}`).toContain(name);
  });
});

describe('a page read twice', () => {
  it('answers X-Total-Count again when the same page is read twice', async () => {
    const first = await list('/api/ownerProfile?limit=2');
    const again = await list('/api/ownerProfile?limit=2');
    expect(first.total).toBeDefined();
    expect(again.total).toBe(first.total);
  });
});
