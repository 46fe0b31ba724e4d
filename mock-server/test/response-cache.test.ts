// The response cache (plugins/response-cache.ts): a repeated authenticated read is answered without touching the
// database, and no answer outlives a change of the data it came from, whoever made the change. Every other test file
// runs with the cache on too (on PGlite), so the whole suite checks that reads after writes are current.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { properties, users } from '../src/db/schema.ts';
import { usePostgres, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const db = () => t.app.services.db;

/** The PGlite client under drizzle: every statement goes through its `query`. */
function countQueries() {
  const client = (db() as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  return vi.spyOn(client, 'query');
}

const readProperty = (id: number, as: 'owner' | 'owner2' | 'admin' = 'owner') =>
  t.request({ method: 'GET', url: `/api/property/${id}`, as });

afterEach(() => {
  vi.restoreAllMocks();
});

describe.skipIf(usePostgres)('response cache (PGlite)', () => {
  it('answers a repeated read from the cache: same body, security headers, no query', async () => {
    const id = t.seed.properties.owner[0];
    const first = await readProperty(id);
    expect(first.statusCode).toBe(200);
    const queries = countQueries();
    const second = await readProperty(id);
    expect(queries).not.toHaveBeenCalled();
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves a change made through the API at once', async () => {
    const id = t.seed.properties.owner[1];
    const userId = t.seed.users.owner;
    const listIds = async () =>
      (
        (await t.request({ method: 'GET', url: `/api/property/owner/${userId}`, as: 'owner' })).json() as {
          id: number;
        }[]
      ).map((property) => property.id);
    expect(await listIds()).toContain(id);
    expect(await listIds()).toContain(id);
    const archive = await t.request({ method: 'PUT', url: `/api/property/archive/${id}`, as: 'admin' });
    expect(archive.statusCode, archive.body).toBe(200);
    try {
      expect(await listIds()).not.toContain(id);
    } finally {
      await t.request({ method: 'PUT', url: `/api/property/restore/${id}`, as: 'admin' });
    }
    expect(await listIds()).toContain(id);
  });

  it('serves a change made directly in the database at once', async () => {
    const id = t.seed.properties.owner[0];
    await readProperty(id);
    await db().update(properties).set({ parking: 'Underground P2-7' }).where(eq(properties.id, id));
    expect(((await readProperty(id)).json() as { parking: string }).parking).toBe('Underground P2-7');
  });

  it('keeps answers per token: another owner still gets 404 for a cached property', async () => {
    const id = t.seed.properties.owner[0];
    expect((await readProperty(id, 'owner')).statusCode).toBe(200);
    expect((await readProperty(id, 'owner')).statusCode).toBe(200);
    expect((await readProperty(id, 'owner2')).statusCode).toBe(404);
  });

  it('does not answer from the cache once the account is archived', async () => {
    const id = t.seed.properties.owner2[0];
    expect((await readProperty(id, 'owner2')).statusCode).toBe(200);
    await db().update(users).set({ archived: true }).where(eq(users.userName, 'owner2'));
    try {
      expect((await readProperty(id, 'owner2')).statusCode).toBe(401);
    } finally {
      await db().update(users).set({ archived: false }).where(eq(users.userName, 'owner2'));
    }
  });

  it('does not keep failures: a 404 is checked again every time', async () => {
    const queries = countQueries();
    expect((await readProperty(999_999)).statusCode).toBe(404);
    const afterFirst = queries.mock.calls.length;
    expect(afterFirst).toBeGreaterThan(0);
    expect((await readProperty(999_999)).statusCode).toBe(404);
    expect(queries.mock.calls.length).toBeGreaterThan(afterFirst);
  });
});
