// Lists read in memory (a building's units, agents, buildings) and the Strata Users tables: paged, sorted and
// searched like the SQL lists, with X-Total-Count, and their bad values refused naming the parameter. Runs on PGlite
// and on PostgreSQL.
import { describe, expect, it } from 'vitest';
import { listCalls } from './helpers/lists.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const { list } = listCalls(t);

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
