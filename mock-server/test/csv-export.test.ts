// Lists as CSV: `Accept: text/csv` on a list operation answers the same rows as its JSON (the same search,
// sort and filter; every matching row, in batches, unless `limit` is sent), with a header row of the item's scalar
// fields and formula cells neutralised; an owner exports only their own rows. Runs on PGlite and on PostgreSQL.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { ownerProfiles, users } from '../src/db/schema.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const csvAccept = { accept: 'text/csv' };

async function csvOf(url: string, as: 'admin' | 'owner' | 'strataadmin' = 'admin') {
  const res = await t.request({ method: 'GET', url, as, headers: csvAccept });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  const [header = [], ...rows] = parse(res.body) as string[][];
  return { res, header, rows };
}

async function jsonOf(url: string, as: 'admin' | 'owner' | 'strataadmin' = 'admin') {
  const res = await t.request({ method: 'GET', url, as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>[];
}

// 1,234 owners inserted set-based: more than two of the export's 500-row batches.
const many = 1234;
let seeded: Promise<void> | undefined;
function seedMany() {
  seeded ??= (async () => {
    const db = t.app.services.db;
    const accounts = await db
      .insert(users)
      .values(
        Array.from({ length: many }, (_, i) => ({
          userName: `Csvx${i}`,
          normalizedUserName: `CSVX${i}`,
          email: `csvx${i}@example.ca`,
          normalizedEmail: `CSVX${i}@EXAMPLE.CA`,
          passwordHash: 'x',
          roleName: 'Owner' as const,
        })),
      )
      .returning({ id: users.id });
    await db.insert(ownerProfiles).values(
      accounts.map((a, i) => ({
        userId: a.id,
        // The first one's name is a spreadsheet formula.
        name:
          i === 0 ? '=HYPERLINK("http://evil.example","Csvx")' : `Csvx Owner ${String(i).padStart(4, '0')}`,
        address: '1 Main St',
        city: i % 3 ? 'Burnaby' : 'Richmond, BC',
        postal: 'V5H 2E2',
        phone: '604-555-0100',
      })),
    );
  })();
  return seeded;
}

describe('lists as CSV', () => {
  it('answers the whole sorted, searched list in CSV, row for row as its JSON, past several batches', async () => {
    await seedMany();
    const url = '/api/ownerProfile?q=csvx&sort=-city';
    const json = await jsonOf(url);
    expect(json.length).toBe(many);
    const { res, header, rows } = await csvOf(url);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="listOwnerProfiles-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['x-total-count']).toBeUndefined();
    expect(header).toEqual(['id', 'name', 'email', 'userId', 'phone', 'city', 'archived']);
    expect(rows.map((r) => Number(r[0]))).toEqual(json.map((o) => o.id));
    // A cell with a comma is quoted and read back whole; booleans and numbers as JSON writes them.
    const richmond = rows.find((r) => r[5] === 'Richmond, BC');
    expect(richmond?.[6]).toBe('false');
  });

  it('neutralises a cell a spreadsheet would run as a formula', async () => {
    await seedMany();
    const { rows } = await csvOf('/api/ownerProfile?q=HYPERLINK');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[1]).toBe('\'=HYPERLINK("http://evil.example","Csvx")');
  });

  it('sends one page with limit and offset, and JSON when the client asks for JSON or anything', async () => {
    await seedMany();
    const page = await csvOf('/api/ownerProfile?q=csvx&sort=name&limit=7&offset=600');
    const json = await jsonOf('/api/ownerProfile?q=csvx&sort=name&limit=7&offset=600');
    expect(page.rows.map((r) => Number(r[0]))).toEqual(json.map((o) => o.id));
    for (const accept of ['application/json', '*/*', 'application/json, text/csv']) {
      const res = await t.request({
        method: 'GET',
        url: '/api/property?limit=1',
        as: 'admin',
        headers: { accept },
      });
      expect(res.headers['content-type']).toContain('application/json');
    }
  });

  it('exports the in-memory lists (buildings) and an owner only their own properties', async () => {
    const buildings = await jsonOf('/api/strataProperty', 'strataadmin');
    const csv = await csvOf('/api/strataProperty', 'strataadmin');
    expect(csv.header).toContain('buildingName');
    expect(csv.rows.map((r) => Number(r[0]))).toEqual(buildings.map((b) => b.id));

    const me = t.seed.users.owner;
    const mine = await jsonOf(`/api/property/owner/${me}`, 'owner');
    expect(mine.length).toBeGreaterThan(0);
    const exported = await csvOf(`/api/property/owner/${me}`, 'owner');
    expect(exported.rows.map((r) => Number(r[0]))).toEqual(mine.map((p) => p.id));
    // Another owner's list stays closed in CSV as in JSON.
    const other = await t.request({
      method: 'GET',
      url: `/api/property/owner/${t.seed.users.owner2}`,
      as: 'owner',
      headers: csvAccept,
    });
    expect([403, 404]).toContain(other.statusCode);
    const admins = await t.request({ method: 'GET', url: '/api/property', as: 'owner', headers: csvAccept });
    expect(admins.statusCode).toBe(403);
  });
});
