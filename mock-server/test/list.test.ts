// Lists paged, sorted and searched on the server: `limit`, `offset`, `sort`, `q` and X-Total-Count on the
// owner and property tables (SQL) and the building, unit and agent tables (in memory), their bad values, and the
// whole list without `limit` as the spec's call answers it. Runs on PGlite and on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pageFromEnd } from '../src/db/list-sql.ts';
import { ownerProfiles, properties, users } from '../src/db/schema.ts';
import { strataAccounts } from './helpers/strata-properties.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const many = 60;
const tag = 'Listq';

interface Row {
  id: number;
  [key: string]: unknown;
}

async function list(url: string, as: 'admin' | 'strataadmin' | 'owner' = 'admin') {
  const res = await t.request({ method: 'GET', url, as });
  return { res, rows: res.json() as Row[], total: res.headers['x-total-count'] };
}

// 60 owners with one property each, inserted set-based; numbered so that every order is known.
let seeded: Promise<void> | undefined;
function seedMany() {
  seeded ??= (async () => {
    const db = t.app.services.db;
    const accounts = await db
      .insert(users)
      .values(
        Array.from({ length: many }, (_, i) => {
          const n = String(i).padStart(2, '0');
          return {
            userName: `${tag}${n}`,
            normalizedUserName: `${tag}${n}`.toUpperCase(),
            email: `${tag.toLowerCase()}${n}@example.ca`,
            normalizedEmail: `${tag.toLowerCase()}${n}@example.ca`.toUpperCase(),
            passwordHash: 'x',
            roleName: 'Owner' as const,
          };
        }),
      )
      .returning({ id: users.id });
    const profiles = await db
      .insert(ownerProfiles)
      .values(
        accounts.map((a, i) => ({
          userId: a.id,
          name: `${tag} Owner ${String(i).padStart(2, '0')}`,
          address: '1 Main St',
          city: i % 2 ? 'Burnaby' : 'Richmond',
          postal: 'V5H 2E2',
          phone: '604-555-0100',
        })),
      )
      .returning({ id: ownerProfiles.id });
    await db.insert(properties).values(
      profiles.map((p, i) => ({
        ownerId: p.id,
        rmNumber: `LQ${String(i).padStart(4, '0')}`,
        address: `${100 + i} ${tag} Street, Burnaby, BC V5H 2E2`,
        street: `${100 + i} ${tag} Street`,
        city: 'Burnaby',
        province: 'BC',
        postal: 'V5H 2E2',
      })),
    );
  })();
  return seeded;
}

/** One more owner (an account and its profile, named `name`), inserted directly; its ids and how to remove it. */
async function insertOwner(userName: string, name: string) {
  const db = t.app.services.db;
  const userId = await strataAccounts(t).newAccount(userName, 'Owner');
  const [profile] = await db
    .insert(ownerProfiles)
    .values({ userId, name, address: '1 Main St', city: 'Burnaby', postal: 'V5H 2E2', phone: '604-555-0100' })
    .returning({ id: ownerProfiles.id });
  const ownerId = profile?.id as number;
  return {
    userId,
    ownerId,
    remove: async () => {
      await db.delete(properties).where(eq(properties.ownerId, ownerId));
      await db.delete(ownerProfiles).where(eq(ownerProfiles.id, ownerId));
      await db.delete(users).where(eq(users.id, userId));
    },
  };
}

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

  it('has every table notify its changes (migration 0008), so no write leaves a kept count or account behind on PGlite', async () => {
    const result = await t.app.services.db.execute(sql`
      select tablename from pg_tables where schemaname = 'public' and not exists (
        select 1 from pg_trigger where tgrelid = format('public.%I', tablename)::regclass
          and tgname = tablename || '_data_changed')`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as unknown[];
    expect(rows).toEqual([]);
  });

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

describe('paged lists (in memory)', () => {
  it('pages, sorts and searches a building’s units', async () => {
    const buildingId = t.seed.strataProperties.bcs;
    const whole = await list(`/api/strataUnit/strataProperty/${buildingId}`, 'strataadmin');
    expect(whole.res.statusCode).toBe(200);
    expect(whole.rows.length).toBeGreaterThan(1);
    const page = await list(`/api/strataUnit/strataProperty/${buildingId}?limit=1&offset=1`, 'strataadmin');
    expect(page.total).toBe(String(whole.rows.length));
    expect(page.rows.map((r) => r.id)).toEqual([whole.rows[1]?.id]);
    const reversed = await list(
      `/api/strataUnit/strataProperty/${buildingId}?sort=-unitNumber`,
      'strataadmin',
    );
    expect(reversed.rows.map((r) => r.id)).toEqual(whole.rows.map((r) => r.id).reverse());
    const unitNumber = String(whole.rows[0]?.unitNumber);
    const found = await list(
      `/api/strataUnit/strataProperty/${buildingId}?limit=50&q=${encodeURIComponent(unitNumber)}`,
      'strataadmin',
    );
    for (const row of found.rows)
      expect(
        `${row.unitNumber} ${row.lotNumber} ${row.unitLocation} ${row.ownerName}`.toLowerCase(),
      ).toContain(unitNumber.toLowerCase());
  });

  it('sorts a building’s units by the table’s Confirmed column and refuses bad paging naming the parameter', async () => {
    const url = `/api/strataUnit/strataProperty/${t.seed.strataProperties.bcs}`;
    const whole = await list(url, 'strataadmin');
    const confirmed = await list(`${url}?limit=500&sort=confirmed`, 'strataadmin');
    expect(confirmed.total).toBe(String(whole.rows.length));
    const flags = confirmed.rows.map((r) => r.confirmed);
    expect(flags).toEqual([...flags].sort((a, b) => Number(a) - Number(b)));
    const descending = await list(`${url}?limit=500&sort=-confirmed`, 'strataadmin');
    expect(descending.rows.map((r) => r.confirmed)).toEqual([...flags].reverse());
    for (const [query, parameter] of [
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['limit=5&offset=-1', 'offset'],
      ['sort=nosuchcolumn', 'sort'],
    ]) {
      const bad = await t.request({ method: 'GET', url: `${url}?${query}`, as: 'strataadmin' });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.body, query).toContain(parameter);
    }
  });

  it('pages agents and buildings with X-Total-Count', async () => {
    const agents = await list('/api/strataAgent?limit=1&sort=-name', 'strataadmin');
    expect(agents.res.statusCode).toBe(200);
    expect(Number(agents.total)).toBeGreaterThan(0);
    expect(agents.rows).toHaveLength(1);
    const buildings = await list('/api/strataProperty?limit=2&sort=buildingName', 'strataadmin');
    expect(buildings.res.statusCode).toBe(200);
    const names = buildings.rows.map((r) => String(r.buildingName));
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })),
    );
    const bad = await t.request({ method: 'GET', url: '/api/strataAgent?sort=password', as: 'strataadmin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('sort');
  });

  it('pages archived agents and sorts buildings by agent phone', async () => {
    const archived = await list('/api/strataAgent/archived?limit=1&sort=-email', 'strataadmin');
    expect(archived.res.statusCode).toBe(200);
    expect(archived.total).toMatch(/^\d+$/);
    expect(archived.rows.length).toBeLessThanOrEqual(1);
    const whole = await list('/api/strataProperty', 'strataadmin');
    const byPhone = await list('/api/strataProperty?limit=500&sort=agentPhone', 'strataadmin');
    expect(byPhone.total).toBe(String(whole.rows.length));
    const phones = byPhone.rows.map((r) => r.agentPhone as string | null).filter((p) => p !== null);
    expect(phones).toEqual([...phones].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    const bad = await t.request({
      method: 'GET',
      url: '/api/strataAgent/archived?limit=0',
      as: 'strataadmin',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('limit');
  });
});

describe('paged lists (the Strata Users tables)', () => {
  const roles = 'rolesList=Strata%20Administrator&rolesList=Strata%20Owner&rolesList=Strata%20Unit%20Owner';
  const url = `/api/user/userAndProperty?${roles}`;

  it('pages and sorts the users as the whole list reads, either way', async () => {
    const whole = await list(url, 'strataadmin');
    expect(whole.res.statusCode).toBe(200);
    expect(whole.total).toBeUndefined();
    expect(whole.rows.length).toBeGreaterThan(3);
    const page = await list(`${url}&limit=2&offset=1`, 'strataadmin');
    expect(page.total).toBe(String(whole.rows.length));
    expect(page.rows.map((r) => r.id)).toEqual(whole.rows.slice(1, 3).map((r) => r.id));
    const reversed = await list(`${url}&limit=500&sort=-userName`, 'strataadmin');
    expect(reversed.rows.map((r) => r.id)).toEqual(whole.rows.map((r) => r.id).reverse());
    // By role's name (not the enum's order), each role's users together.
    const byRole = await list(`${url}&limit=500&sort=role`, 'strataadmin');
    const rolesShown = byRole.rows.map((r) => String(r.role));
    expect(rolesShown).toEqual([...rolesShown].sort());
    // By building: the building logins first (nulls last), their names in order.
    const byBuilding = await list(`${url}&limit=500&sort=buildingName`, 'strataadmin');
    const names = byBuilding.rows.map((r) => r.buildingName as string | null);
    const firstNull = names.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(names.slice(firstNull).every((n) => n === null)).toBe(true);
  });

  it('reads the later pages from the end as the whole list reads, the users without a building included', async () => {
    for (const sort of ['buildingName', '-buildingName']) {
      const whole = await list(`${url}&limit=500&sort=${sort}`, 'strataadmin');
      const n = whole.rows.length;
      const names = whole.rows.map((r) => r.buildingName ?? null);
      expect(names).toContain(null);
      expect(names.some((name) => name !== null)).toBe(true);
      expect((await list(`${url}&limit=2&sort=${sort}`, 'strataadmin')).total).toBe(String(n));
      for (let offset = 1; offset < n; offset++) {
        const page = await list(`${url}&limit=2&offset=${offset}&sort=${sort}`, 'strataadmin');
        expect(page.rows.map((r) => r.id)).toEqual(whole.rows.slice(offset, offset + 2).map((r) => r.id));
        expect(page.total).toBe(String(n));
      }
    }
  });

  it('searches user names, emails and buildings case-insensitively', async () => {
    const whole = await list(url, 'strataadmin');
    const login = whole.rows.find((r) => typeof r.buildingName === 'string');
    if (!login) throw new Error('The seed has no building login');
    const text = String(login.buildingName).slice(0, 6).toUpperCase();
    const found = await list(`${url}&limit=50&q=${encodeURIComponent(text)}`, 'strataadmin');
    expect(found.rows.map((r) => r.id)).toContain(login.id);
    for (const row of found.rows)
      expect(
        `${row.userName} ${row.email} ${row.buildingName ?? ''} ${row.strataPlanNumber ?? ''}`.toUpperCase(),
      ).toContain(text);
    const name = String(whole.rows[0]?.userName).slice(1, 5).toLowerCase();
    const byName = await list(`${url}&limit=50&q=${encodeURIComponent(name)}`, 'strataadmin');
    expect(byName.rows.map((r) => r.id)).toContain(whole.rows[0]?.id);
    expect(Number(byName.total)).toBe(byName.rows.length);
  });

  it('pages the archived users apart, and refuses bad paging naming the parameter', async () => {
    const archived = await list(`/api/user/archived/userAndProperty?${roles}&limit=1`, 'strataadmin');
    expect(archived.res.statusCode).toBe(200);
    expect(archived.total).toMatch(/^\d+$/);
    for (const row of archived.rows) expect(row.archived).toBe(true);
    for (const [query, parameter] of [
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['limit=5&offset=-1', 'offset'],
      ['sort=passwordHash', 'sort'],
    ]) {
      const bad = await t.request({ method: 'GET', url: `${url}&${query}`, as: 'strataadmin' });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.body, query).toContain(parameter);
    }
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
