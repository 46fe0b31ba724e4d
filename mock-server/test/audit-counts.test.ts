// GET /audit's counts are read as the count kept for a filter plus the events appended since
// (repositories/audit-events.ts, countAppendedAuditRows): they must equal a plain count(*) whatever was written between
// two reads, by one request or by many at once, for every filter and search. TEST_DATABASE=postgres runs it on
// PostgreSQL.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

/** The filters a reader pages by: the whole trail, a side, an action, a search, a search with a filter. */
const filters = ['', 'action=updateOwnerProfile', 'q=admin', 'q=ownerprofile', 'q=signin&action=signIn'];

async function totalOf(filter: string, as: 'superadmin' | 'admin' = 'superadmin'): Promise<number> {
  // A full page (limit=1) always asks for the count of every match.
  const res = await t.request({ method: 'GET', url: `/api/audit?limit=1&${filter}`, as });
  expect(res.statusCode, res.body).toBe(200);
  return Number(res.headers['x-total-count']);
}

/** The same count straight from the table, as the trail's filters define it. */
async function countedInSql(filter: string, side?: string): Promise<number> {
  const params = new URLSearchParams(filter);
  const conditions = [sql`true`];
  if (side) conditions.push(sql`side = ${side}`);
  const action = params.get('action');
  if (action) conditions.push(sql`action = ${action}`);
  const q = params.get('q');
  if (q) conditions.push(sql`search_text like ${`%${q}%`}`);
  const result = await t.app.services.db.execute(
    sql`select count(*)::int as n from audit_events where ${sql.join(conditions, sql` and `)}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
  return rows[0]?.n ?? -1;
}

/** A write that records one event about an owner profile (PUT with its own values and a new phone). */
async function changeAnOwner(n: number) {
  const list = await t.request({ method: 'GET', url: '/api/ownerProfile?limit=5', as: 'admin' });
  const owners = list.json() as { id: number }[];
  const id = owners[n % owners.length]?.id;
  const got = (await t.request({ method: 'GET', url: `/api/ownerProfile/${id}`, as: 'admin' })).json();
  const { name, address, city, province, postal, mobile } = got;
  const res = await t.request({
    method: 'PUT',
    url: `/api/ownerProfile/${id}`,
    as: 'admin',
    payload: {
      name,
      address,
      city,
      province,
      postal,
      mobile,
      phone: `604-555-${String(1000 + n).slice(-4)}`,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe("the audit trail's counts", () => {
  it('count what a plain count(*) counts after writes between reads, one at a time', async () => {
    for (let round = 0; round < 3; round++) {
      for (const filter of filters) expect(await totalOf(filter), filter).toBe(await countedInSql(filter));
      await changeAnOwner(round);
      await t.request({ method: 'GET', url: '/api/user/1', as: 'admin' });
    }
    // admin sees the rental side only: its counts are kept apart and count that side.
    expect(await totalOf('q=ownerprofile', 'admin')).toBe(await countedInSql('q=ownerprofile', 'rental'));
  });

  it('count every event written while they are read, with many writes at once', async () => {
    for (const filter of filters) await totalOf(filter);
    const reads: Promise<number>[] = [];
    await Promise.all(
      Array.from({ length: 12 }, async (_, n) => {
        await changeAnOwner(n);
        for (const filter of filters) reads.push(totalOf(filter));
      }),
    );
    await Promise.all(reads);
    // Once the writes are done, each count holds every event, none twice.
    for (const filter of filters) expect(await totalOf(filter), filter).toBe(await countedInSql(filter));
  });
});
