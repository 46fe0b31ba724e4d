// A building's unit users and whether each has a second factor, on PGlite and PostgreSQL: the list, its paging,
// search, sort and filter, and its CSV export.
import { beforeAll, describe, expect, it } from 'vitest';
import { strataUnitUsers, users } from '../src/db/schema.ts';
import { secondFactorAppOptions, secondFactorCalls } from './helpers/second-factors.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp(secondFactorAppOptions);
const { db, sessionOf, enrolTotp } = secondFactorCalls(t);

beforeAll(async () => {
  for (const account of ['unitowner', 'unitowner2']) await enrolTotp(await sessionOf(account, 'strata'));
});

describe('a building’s unit users and their second factors', () => {
  it('lists the current unit users of the building with whether each has a second factor', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/strataProperty/${t.seed.strataProperties.bcs}/secondFactors`,
      as: 'strataadmin',
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as { userName: string; secondFactor: boolean; unitNumbers: string[] }[];
    // unitowner and unitowner2 turned codes on before these tests.
    expect(rows.find((r) => r.userName === 'unitowner')).toMatchObject({ secondFactor: true });
    expect(rows.find((r) => r.userName === 'unitowner2')?.unitNumbers).toContain('101');
    expect(rows.every((r) => typeof r.secondFactor === 'boolean')).toBe(true);
    const missing = await t.request({
      method: 'GET',
      url: '/api/strataProperty/999999/secondFactors',
      as: 'strataadmin',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('pages, searches, sorts and filters the list like every table, and exports it as CSV with the units', async () => {
    const building = t.seed.strataProperties.bcs;
    // Three tenants of unit 101 and a past tenant (no longer a current user: not listed).
    const people = [
      { userName: 'sf.tenant.c', firstName: 'Cora', lastName: 'Tenant', role: 3 },
      { userName: 'sf.tenant.a', firstName: 'Abe', lastName: 'Tenant', role: 3 },
      { userName: 'sf.tenant.b', firstName: 'Bea', lastName: 'Tenant', role: 3 },
      { userName: 'sf.past', firstName: 'Pat', lastName: 'Tenant', role: 4 },
    ];
    const accounts = await db()
      .insert(users)
      .values(
        people.map((p) => ({
          userName: p.userName,
          normalizedUserName: p.userName.toUpperCase(),
          email: `${p.userName}@example.ca`,
          normalizedEmail: `${p.userName}@example.ca`.toUpperCase(),
          passwordHash: 'x',
          roleName: 'Strata Unit Owner' as const,
        })),
      )
      .returning({ id: users.id });
    await db()
      .insert(strataUnitUsers)
      .values(
        people.map((p, i) => ({
          strataUnitId: t.seed.strataUnits.bcs101,
          userId: accounts[i]?.id ?? 0,
          strataUnitRole: p.role,
          firstName: p.firstName,
          lastName: p.lastName,
        })),
      );
    const list = async (query: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/api/strataProperty/${building}/secondFactors?${query}`,
        as: 'strataadmin',
      });
      expect(res.statusCode, res.body).toBe(200);
      return {
        rows: res.json() as { userName: string; secondFactor: boolean }[],
        total: res.headers['x-total-count'],
      };
    };
    const userNames = (rows: { userName: string }[]) => rows.map((r) => r.userName);

    const everyone = await list('');
    expect(userNames(everyone.rows)).not.toContain('sf.past');
    const page = await list('limit=2&offset=0&sort=name');
    expect(page.total).toBe(String(everyone.rows.length));
    expect(userNames(page.rows)).toEqual(['sf.tenant.a', 'sf.tenant.b']);
    const tenants = await list('q=TENANT&sort=-name');
    expect(userNames(tenants.rows)).toEqual(['sf.tenant.c', 'sf.tenant.b', 'sf.tenant.a']);
    expect((await list('q=101&limit=50')).total).toBe(String(everyone.rows.length));
    // unitowner and unitowner2 turned codes on before these tests; the tenants have no second factor.
    const without = await list('secondFactor=false');
    expect(userNames(without.rows)).toEqual(
      expect.arrayContaining(['sf.tenant.a', 'sf.tenant.b', 'sf.tenant.c']),
    );
    expect(without.rows.every((r) => !r.secondFactor)).toBe(true);
    const withOne = await list('secondFactor=true&sort=userName');
    expect(userNames(withOne.rows)).toEqual(['unitowner', 'unitowner2']);
    const bySecondFactor = await list('sort=-secondFactor');
    expect(bySecondFactor.rows[0]?.secondFactor).toBe(true);
    expect(bySecondFactor.rows.at(-1)?.secondFactor).toBe(false);
    const badSort = await t.request({
      method: 'GET',
      url: `/api/strataProperty/${building}/secondFactors?sort=email`,
      as: 'strataadmin',
    });
    expect(badSort.statusCode).toBe(400);

    const csv = await t.request({
      method: 'GET',
      url: `/api/strataProperty/${building}/secondFactors?q=tenant&sort=name`,
      as: 'strataadmin',
      headers: { accept: 'text/csv' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('userId,userName,name,unitNumbers,secondFactor');
    expect(lines.slice(1).map((line) => line.split(',').slice(1).join(','))).toEqual([
      'sf.tenant.a,Abe Tenant,101,false',
      'sf.tenant.b,Bea Tenant,101,false',
      'sf.tenant.c,Cora Tenant,101,false',
    ]);
  });
});
