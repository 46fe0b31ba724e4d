// Rental properties (tag properties) and the address search (searchAddresses) through the generated SDK: lists,
// create (RM numbers unique), get, and the address search that fills a new property, each with its failures.
// Update, archive and restore: properties-update-archive.test.ts; the owner lists: properties-owner-lists.test.ts.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { properties } from '../src/db/schema.ts';
import { propertyInputs } from './helpers/properties.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const { propertyInput, createProperty } = propertyInputs(t, sdk);

const propertyCount = async () => (await db().select({ id: properties.id }).from(properties)).length;

describe('listProperties and listArchivedProperties', () => {
  it('lists active properties by rmNumber with their owner, and archived ones apart', async () => {
    const admin = await sdk.as('admin');
    const active = await ok(admin.GET('/property'));
    const seeded = active.filter((p) => !p.rmNumber.startsWith('RM09'));
    expect(seeded.map((p) => p.rmNumber)).toEqual(['LU0021', 'RM0011', 'RM0012', 'RM0021']);
    expect(seeded[1]).toEqual({
      id: t.seed.properties.owner[0],
      rmNumber: 'RM0011',
      contractType: 'RM',
      address: '1255 Harwood Street, Vancouver, BC V6E 1S5',
      street: '1255 Harwood Street',
      suite: '804',
      city: 'Vancouver',
      province: 'BC',
      postal: 'V6E 1S5',
      ownerId: t.seed.ownerProfiles.owner,
      ownerName: 'Margaret Chen',
      archived: false,
    });
    const archived = await ok((await sdk.as('superadmin')).GET('/property/archivedProperties'));
    expect(archived.find((p) => p.id === t.seed.properties.archived)).toMatchObject({
      rmNumber: 'RM0031',
      ownerName: 'Harold Becker',
      archived: true,
    });
    expect(archived.every((p) => p.archived)).toBe(true);
  });

  it('refuses owners (403) and anonymous callers (401)', async () => {
    await expectFailure((await sdk.as('owner')).GET('/property'), 403);
    await expectFailure((await sdk.as('owner')).GET('/property/archivedProperties'), 403);
    await expectFailure(sdk.anonymous().GET('/property'), 401);
  });
});

describe('createProperty (POST /property)', () => {
  it('creates a property for an owner: 201 with every field, saved as sent (postal in capitals)', async () => {
    const admin = await sdk.as('admin');
    const { data, response } = await admin.POST('/property', { body: propertyInput({ rmNumber: 'RM0013' }) });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      ownerId: t.seed.ownerProfiles.owner,
      ownerName: 'Margaret Chen',
      rmNumber: 'RM0013',
      postal: 'V5H 2E2',
      moveInFee: 250.5,
      moveOutFee: 0,
      countryId: 1,
      bedroom: 2,
      gym: true,
      pool: false,
      archived: false,
    });
    const reread = await ok(admin.GET('/property/{id}', { params: { path: { id: Number(data?.id) } } }));
    expect(reread).toEqual(data);
    const mine = await ok(
      (await sdk.as('owner')).GET('/property/owner/{userId}', {
        params: { path: { userId: t.seed.users.owner } },
      }),
    );
    expect(mine.map((p) => p.rmNumber)).toContain('RM0013');
  });

  it('answers 400 "ownerId is required", 404 for an unknown or archived owner, 400 naming a bad field', async () => {
    const admin = await sdk.as('admin');
    const numbered = await createProperty({ secondaryOwnerId: t.seed.ownerProfiles.owner2 });
    expect(numbered.secondaryOwnerId).toBe(t.seed.ownerProfiles.owner2);
    const before = await propertyCount();
    const missing = await expectFailure(
      admin.POST('/property', { body: propertyInput({ ownerId: null }) }),
      400,
      'ownerId is required',
    );
    expect(missing.field).toBe('ownerId');
    await expectFailure(admin.POST('/property', { body: propertyInput({ ownerId: 999999 }) }), 404);
    await expectFailure(
      admin.POST('/property', { body: propertyInput({ ownerId: t.seed.ownerProfiles.archived }) }),
      404,
    );
    // A second owner is checked as the owner is, and the owners before the number.
    for (const secondaryOwnerId of [999999, t.seed.ownerProfiles.archived]) {
      await expectFailure(
        admin.POST('/property', { body: propertyInput({ secondaryOwnerId }) }),
        404,
        'The owner was not found.',
      );
    }
    await expectFailure(
      admin.POST('/property', { body: propertyInput({ ownerId: 999999, rmNumber: numbered.rmNumber }) }),
      404,
      'The owner was not found.',
    );
    const postal = await expectFailure(
      admin.POST('/property', { body: propertyInput({ postal: '12345' }) }),
      400,
    );
    expect(postal.field).toBe('postal');
    const street = await expectFailure(
      admin.POST('/property', { body: propertyInput({ street: '#!' }) }),
      400,
    );
    expect(street.field).toBe('street');
    const fee = await expectFailure(
      admin.POST('/property', { body: propertyInput({ moveOutFee: 10.555 }) }),
      400,
    );
    expect(fee.field).toBe('moveOutFee');
    expect(await propertyCount()).toBe(before);
  });
});

describe('duplicate property numbers', () => {
  it('refuses an RM number another property has, in any case, archived ones included (409 naming rmNumber)', async () => {
    const admin = await sdk.as('admin');
    const first = await createProperty({ rmNumber: 'RM7701' });
    const before = await propertyCount();
    const taken = await expectFailure(
      admin.POST('/property', { body: propertyInput({ rmNumber: 'rm7701' }) }),
      409,
      'RM Number rm7701 is already used by another property. Choose another number.',
    );
    expect(taken.field).toBe('rmNumber');
    const [archived] = await db()
      .select({ rmNumber: properties.rmNumber })
      .from(properties)
      .where(eq(properties.id, t.seed.properties.archived));
    await expectFailure(
      admin.POST('/property', { body: propertyInput({ rmNumber: String(archived?.rmNumber) }) }),
      409,
    );
    expect(await propertyCount()).toBe(before);
    // Editing: keeping its own number is fine, taking another's is not.
    await ok(
      admin.PUT('/property/{id}', {
        params: { path: { id: first.id } },
        body: propertyInput({ rmNumber: 'RM7701' }),
      }),
    );
    const second = await createProperty({ rmNumber: 'RM7702' });
    await expectFailure(
      admin.PUT('/property/{id}', {
        params: { path: { id: second.id } },
        body: propertyInput({ rmNumber: 'RM7701' }),
      }),
      409,
      'RM Number RM7701 is already used by another property. Choose another number.',
    );
  });

  it('finds a taken number through the index of upper-cased numbers, not by reading every property', async () => {
    // With sequential scans priced out, a plan that still reads the table means no index serves the check's
    // expression (a scan of 100,000 properties at every create).
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = (await tx.execute(
        sql`explain select exists (select 1 from ${properties} where upper(${properties.rmNumber}) = 'RM0011')`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('properties_rm_number_upper_idx');
  });
});

describe('getProperty (GET /property/{id})', () => {
  it('answers admins any property, archived too, and an owner their own', async () => {
    const admin = await sdk.as('admin');
    const archived = await ok(
      admin.GET('/property/{id}', { params: { path: { id: t.seed.properties.archived } } }),
    );
    expect(archived).toMatchObject({ rmNumber: 'RM0031', archived: true, ownerName: 'Harold Becker' });
    const owner = await sdk.as('owner');
    const own = await ok(
      owner.GET('/property/{id}', { params: { path: { id: t.seed.properties.owner[0] } } }),
    );
    expect(own).toMatchObject({
      rmNumber: 'RM0011',
      strataCompany: 'West End Strata Services Ltd.',
      oceanView: true,
    });
  });

  it("answers 404 to an owner for another owner's property, and for an unknown id", async () => {
    const owner = await sdk.as('owner');
    await expectFailure(
      owner.GET('/property/{id}', { params: { path: { id: t.seed.properties.owner2[0] } } }),
      404,
    );
    await expectFailure(
      (await sdk.as('admin')).GET('/property/{id}', { params: { path: { id: 999999 } } }),
      404,
    );
  });
});

describe('searchAddresses (GET /geocoder/search)', () => {
  it('answers "4567 king" with the full address from the gazetteer', async () => {
    const admin = await sdk.as('admin');
    const results = await ok(admin.GET('/geocoder/search', { params: { query: { q: '4567 king' } } }));
    expect(results[0]).toEqual({
      label: expect.stringMatching(/^4567 Kingsway, Burnaby, BC V5H \d[A-Z]\d$/),
      street: '4567 Kingsway',
      city: 'Burnaby',
      province: 'BC',
      postal: expect.stringMatching(/^V5H \d[A-Z]\d$/),
      countryId: 1,
      latitude: expect.closeTo(49.226, 1),
      longitude: expect.closeTo(-123.0, 1),
    });
  });

  it('fills a property that can be saved as chosen (the create-property flow)', async () => {
    const admin = await sdk.as('admin');
    const [choice] = await ok(admin.GET('/geocoder/search', { params: { query: { q: '2150 w 41st ave' } } }));
    expect(choice).toMatchObject({
      street: '2150 West 41st Avenue',
      city: 'Vancouver',
      postal: expect.stringMatching(/^V6M/),
    });
    if (!choice) throw new Error('no result');
    const created = await ok(
      admin.POST('/property', {
        body: propertyInput({
          address: choice.label,
          street: choice.street,
          city: choice.city,
          province: 'BC',
          postal: choice.postal,
          countryId: choice.countryId,
          latitude: choice.latitude,
          longitude: choice.longitude,
        }),
      }),
    );
    expect(created).toMatchObject({
      street: '2150 West 41st Avenue',
      city: 'Vancouver',
      address: choice.label,
    });
  });

  it('answers an empty list for another country or no match, 400 for a short query, 403 for an owner', async () => {
    const strataadmin = await sdk.as('strataadmin');
    expect(
      await ok(strataadmin.GET('/geocoder/search', { params: { query: { q: '4567 king', countryId: 2 } } })),
    ).toEqual([]);
    expect(await ok(strataadmin.GET('/geocoder/search', { params: { query: { q: 'zzzz qqqq' } } }))).toEqual(
      [],
    );
    const short = await expectFailure(
      strataadmin.GET('/geocoder/search', { params: { query: { q: 'ab' } } }),
      400,
    );
    expect(short.field).toBe('q');
    await expectFailure(
      (await sdk.as('owner')).GET('/geocoder/search', { params: { query: { q: '4567 king' } } }),
      403,
    );
  });
});
