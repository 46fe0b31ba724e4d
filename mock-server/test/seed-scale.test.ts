// The large seed (SEED_SCALE) at a small N: what it writes, that lists page through it, that its
// accounts sign in, and that a second start on the same database seeds nothing. Runs on PGlite and on PostgreSQL.
import path from 'node:path';
import { and, count, countDistinct, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.ts';
import {
  documents,
  listingImages,
  listings,
  ownerProfiles,
  properties,
  strataOwners,
  strataProperties,
  strataUnits,
  strataUnitUsers,
  users,
} from '../src/db/schema.ts';
import { scaleBuildings, scaleOwnerUserName, scaleUnitOwnerUserName } from '../src/seed/scale-people.ts';
import { demoPassword, type SeedResult } from '../src/seed.ts';
import { loadTemplate } from './helpers/pglite-template.ts';
import { testOptions, usePostgres } from './helpers/test-app.ts';

const n = 200;
// The demo data this adds to (src/seed.ts).
const demo = {
  ownerAccounts: 3,
  activeProperties: 4,
  archivedProperties: 1,
  activeOwners: 2,
  buildings: 4,
  units: 9,
};

let options: BuildOptions;
let cleanup: () => Promise<void>;
let app: FastifyInstance;
let seeded: SeedResult;
let seedMs = 0;

beforeAll(async () => {
  const made = await testOptions({ seedScale: n });
  cleanup = made.cleanup;
  options = made.options;
  // On PGlite the database lives on disk in the data folder, so a second start can open it again.
  if (!usePostgres) {
    options = {
      ...options,
      database: { kind: 'pglite', dataDir: path.join(options.dataDir, 'pglite'), template: loadTemplate() },
    };
  }
  const started = performance.now();
  const built = await buildApp(options);
  seedMs = performance.now() - started;
  if (!built.seeded) throw new Error('the first start did not seed');
  seeded = built.seeded;
  app = built.app;
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await cleanup?.();
});

const db = () => app.services.db;
const total = async (query: PromiseLike<{ n: number }[]>) => (await query)[0]?.n ?? 0;

async function signIn(username: string, portal: 'residential' | 'strata') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth',
    payload: { username, password: demoPassword, portal },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; user: { id: number; name: string } };
}

async function get(url: string, token: string) {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return { rows: res.json() as Record<string, unknown>[], total: res.headers['x-total-count'] };
}

describe(`SEED_SCALE=${n}`, () => {
  it('reports what it added', () => {
    console.log(`demo + SEED_SCALE=${n} start: ${seedMs.toFixed(0)} ms`);
    expect(seeded.scale).toEqual({
      owners: n,
      properties: n,
      listings: n / 10,
      listingImages: (2 * n) / 10,
      buildings: scaleBuildings,
      units: n,
      tenants: n / 10,
      documents: n / 20 + 2 * scaleBuildings + n / 50,
      serviceRequests: n,
    });
  });

  it('adds a service request per scaled unit, each with its history, that the staff board pages and counts', async () => {
    const { token } = await signIn('strataadmin', 'strata');
    const board = await get('/api/serviceRequests?limit=25&sort=overdue', token);
    expect(board.rows).toHaveLength(25);
    expect(Number(board.total)).toBeGreaterThanOrEqual(n);
    const counts = await app.inject({
      method: 'GET',
      url: '/api/serviceRequests/counts',
      headers: { authorization: `Bearer ${token}` },
    });
    expect((counts.json() as { total: number }).total).toBeGreaterThanOrEqual(n);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/serviceRequests/${String(board.rows[0]?.id)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect((detail.json() as { history: unknown[] }).history.length).toBeGreaterThanOrEqual(1);
  });

  it('adds N owners, each an account and a profile with one property; a tenth archived', async () => {
    expect(await total(db().select({ n: count() }).from(users).where(eq(users.roleName, 'Owner')))).toBe(
      n + demo.ownerAccounts,
    );
    const scaleProfiles = gt(ownerProfiles.id, seeded.ownerProfiles.archived);
    expect(await total(db().select({ n: count() }).from(ownerProfiles).where(scaleProfiles))).toBe(n);
    // One property each.
    const perOwner = await db()
      .select({ owner: properties.ownerId, n: count() })
      .from(properties)
      .innerJoin(ownerProfiles, eq(ownerProfiles.id, properties.ownerId))
      .where(scaleProfiles)
      .groupBy(properties.ownerId);
    expect(perOwner).toHaveLength(n);
    expect(perOwner.every((row) => row.n === 1)).toBe(true);
    expect(
      await total(db().select({ n: count() }).from(properties).where(eq(properties.archived, true))),
    ).toBe(n / 10 + demo.archivedProperties);
  });

  it('gives a tenth of the properties a listing with images, and some a lease on file', async () => {
    const scaleListings = gt(listings.id, seeded.listings.ofArchivedProperty);
    expect(await total(db().select({ n: count() }).from(listings).where(scaleListings))).toBe(n / 10);
    const images = await db()
      .select({ listing: listingImages.listingId, n: count() })
      .from(listingImages)
      .innerJoin(listings, eq(listings.id, listingImages.listingId))
      .where(scaleListings)
      .groupBy(listingImages.listingId);
    expect(images).toHaveLength(n / 10);
    expect(images.every((row) => row.n === 2)).toBe(true);
    // A listing's photo is a real stored file.
    const [image] = await db()
      .select({ id: listingImages.id })
      .from(listingImages)
      .innerJoin(listings, eq(listings.id, listingImages.listingId))
      .where(scaleListings)
      .limit(1);
    const admin = await signIn('admin', 'residential');
    const file = await app.inject({
      method: 'GET',
      url: `/api/propertyListingImage/file/${image?.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(
      await total(
        db().select({ n: count() }).from(documents).where(gt(documents.id, seeded.documents.owner2Own)),
      ),
    ).toBeGreaterThanOrEqual(n / 20);
  });

  it('has distinct names, emails and addresses', async () => {
    const scaleProfiles = gt(ownerProfiles.id, seeded.ownerProfiles.archived);
    const [names] = await db()
      .select({ names: countDistinct(ownerProfiles.name) })
      .from(ownerProfiles)
      .where(scaleProfiles);
    expect(names?.names).toBe(n);
    const [addresses] = await db()
      .select({ addresses: countDistinct(properties.address) })
      .from(properties)
      .where(gt(properties.id, seeded.properties.archived));
    expect(addresses?.addresses).toBe(n);
    // Emails are unique by constraint; they look like addresses of people.
    const [sample] = await db()
      .select({ email: users.email, name: ownerProfiles.name })
      .from(users)
      .innerJoin(ownerProfiles, eq(ownerProfiles.userId, users.id))
      .where(scaleProfiles)
      .limit(1);
    expect(sample?.email).toMatch(/^[a-z]+\.[a-z]+\d+@example\.(com|ca|net|org)$/);
    expect(sample?.name).toMatch(/^[A-Z][a-z'-]+ [A-Z][A-Za-z']+$/);
  });

  it('spreads N units over 20 buildings, the biggest holding a fifth, each with a login', async () => {
    const perBuilding = await db()
      .select({ building: strataUnits.strataPropertyId, n: count() })
      .from(strataUnits)
      .innerJoin(strataProperties, eq(strataProperties.id, strataUnits.strataPropertyId))
      .where(gt(strataProperties.id, seeded.strataProperties.archived))
      .groupBy(strataUnits.strataPropertyId);
    expect(perBuilding).toHaveLength(scaleBuildings);
    expect(perBuilding.reduce((sum, row) => sum + row.n, 0)).toBe(n);
    expect(Math.max(...perBuilding.map((row) => row.n))).toBe(n / 5);
    const logins = await db()
      .select({ n: count() })
      .from(strataProperties)
      .innerJoin(users, eq(users.id, strataProperties.propertyAdminId))
      .where(
        and(gt(strataProperties.id, seeded.strataProperties.archived), eq(users.roleName, 'Strata Owner')),
      );
    expect(logins[0]?.n).toBe(scaleBuildings);
  });

  it('gives every unit a current owner (account, primary user, owner record) and one in ten a tenant', async () => {
    const scaleUnits = gt(strataUnits.id, seeded.strataUnits.lms401);
    const primaries = await total(
      db()
        .select({ n: count() })
        .from(strataUnitUsers)
        .innerJoin(strataUnits, eq(strataUnits.id, strataUnitUsers.strataUnitId))
        .where(and(scaleUnits, eq(strataUnitUsers.strataUnitRole, 0))),
    );
    expect(primaries).toBe(n);
    const tenants = await total(
      db()
        .select({ n: count() })
        .from(strataUnitUsers)
        .innerJoin(strataUnits, eq(strataUnits.id, strataUnitUsers.strataUnitId))
        .where(and(scaleUnits, eq(strataUnitUsers.strataUnitRole, 3))),
    );
    expect(tenants).toBe(n / 10);
    const owners = await total(
      db()
        .select({ n: countDistinct(strataOwners.strataUnitId) })
        .from(strataOwners)
        .innerJoin(strataUnits, eq(strataUnits.id, strataOwners.strataUnitId))
        .where(and(scaleUnits, eq(strataOwners.isCurrent, true), eq(strataOwners.pending, false))),
    );
    expect(owners).toBe(n);
  });

  it('pages, sorts and searches the seeded rows through the list operations (X-Total-Count)', async () => {
    const admin = (await signIn('admin', 'residential')).token;
    const page = await get('/api/property?limit=25&sort=rmNumber&offset=100', admin);
    expect(page.rows).toHaveLength(25);
    expect(page.total).toBe(String(n - n / 10 + demo.activeProperties));
    const archived = await get('/api/property/archivedProperties?limit=5', admin);
    expect(archived.total).toBe(String(n / 10 + demo.archivedProperties));
    const owners = await get('/api/ownerProfile?limit=25&sort=-name', admin);
    expect(owners.total).toBe(String(n + demo.activeOwners));
    const [someone] = await db()
      .select({ name: ownerProfiles.name })
      .from(ownerProfiles)
      .where(gt(ownerProfiles.id, seeded.ownerProfiles.archived))
      .orderBy(sql`${ownerProfiles.id} desc`)
      .limit(1);
    const found = await get(
      `/api/ownerProfile?limit=25&q=${encodeURIComponent(someone?.name ?? '?')}`,
      admin,
    );
    expect(found.rows.map((row) => row.name)).toContain(someone?.name);

    const strata = (await signIn('strataadmin', 'strata')).token;
    const buildings = await get('/api/strataProperty?limit=5&sort=buildingName', strata);
    expect(buildings.total).toBe(String(scaleBuildings + demo.buildings - 1)); // the archived one is not listed
    const [biggest] = await db()
      .select({ id: strataUnits.strataPropertyId, n: count() })
      .from(strataUnits)
      .groupBy(strataUnits.strataPropertyId)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    const units = await get(`/api/strataUnit/strataProperty/${biggest?.id}?limit=25&offset=10`, strata);
    expect(units.rows).toHaveLength(25);
    expect(units.total).toBe(String(n / 5));
  });

  it('lets a seeded owner and a seeded unit owner sign in and see their own records', async () => {
    const owner = await signIn(scaleOwnerUserName(1), 'residential');
    const own = await get(`/api/property/owner/${owner.user.id}`, owner.token);
    expect(own.rows).toHaveLength(1);
    const unitOwner = await signIn(scaleUnitOwnerUserName(n), 'strata');
    const unitsOfUser = await get(`/api/strataUnitUser/strataUnits/${unitOwner.user.id}`, unitOwner.token);
    expect(unitsOfUser.rows).toHaveLength(1);
  });

  it('does not seed again on a second start', async () => {
    const before = await total(db().select({ n: count() }).from(users));
    await app.close();
    // PGlite: the data folder now holds the database (the template only fills an empty one).
    const again = await buildApp(
      options.database.kind === 'pglite'
        ? { ...options, database: { ...options.database, template: undefined } }
        : options,
    );
    app = again.app;
    await app.ready();
    expect(again.seeded).toBeNull();
    expect(await total(db().select({ n: count() }).from(users))).toBe(before);
    expect(await total(db().select({ n: count() }).from(properties))).toBe(n + demo.activeProperties + 1);
  }, 60_000);
});
