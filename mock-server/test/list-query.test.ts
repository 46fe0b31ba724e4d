// Lists paged, sorted and searched on the server (issue 11): `limit`, `offset`, `sort`, `q` and X-Total-Count on the
// owner and property tables (SQL) and the building, unit and agent tables (in memory), their bad values, and the
// whole list without `limit` as the spec's call answers it. Runs on PGlite and on PostgreSQL.
import { describe, expect, it } from 'vitest';
import { ownerProfiles, properties, users } from '../src/db/schema.ts';
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
    const all = Number((await list(`/api/ownerProfile?q=${tag}&limit=1`)).total);
    expect(all).toBe(many);
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
