// Rental properties (tag properties) and the address search (searchAddresses) through the generated SDK: lists,
// create, get, update, archive and restore with their listings, removing the owner, the per-type count behind the
// suggested number, each with its failures.
import type { components } from '@portal/sdk/types';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings, properties } from '../src/db/schema.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;

type PropertyInput = components['schemas']['PropertyInput'];

const amenities = {
  pool: false,
  hottub: false,
  gym: false,
  entertainmentRoom: false,
  laundry: false,
  centralHeating: false,
  view: false,
  airConditioning: false,
  homeTheater: false,
  balcony: false,
  storage: false,
  garage: false,
  yard: false,
  electricWaterHeater: false,
  deck: false,
  oceanView: false,
};

let serial = 0;
function propertyInput(overrides: Partial<PropertyInput> = {}): PropertyInput {
  serial++;
  return {
    ownerId: t.seed.ownerProfiles.owner,
    rmNumber: `RM09${String(serial).padStart(2, '0')}`,
    contractType: 'RM',
    address: '4567 Kingsway, Burnaby, BC V5H 2E2',
    street: '4567 Kingsway',
    suite: '1203',
    city: 'Burnaby',
    province: 'BC',
    postal: 'v5h 2e2',
    countryId: 1,
    bedroom: 2,
    den: 0,
    bathroom: 1,
    halfWashroom: 0,
    moveInFee: 250.5,
    moveOutFee: 0,
    moveInDeposit: 0,
    parking: 'P1-45, P1-46',
    parkingAvailable: true,
    numberOfParkingSpots: 2,
    latitude: 49.2276,
    longitude: -123.0012,
    ...amenities,
    gym: true,
    ...overrides,
  };
}

const propertyCount = async () => (await db().select({ id: properties.id }).from(properties)).length;

async function createProperty(overrides: Partial<PropertyInput> = {}) {
  return ok((await sdk.as('admin')).POST('/property', { body: propertyInput(overrides) }));
}

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

describe('duplicate property numbers (issue 15)', () => {
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

describe('updateProperty (PUT /property/{id})', () => {
  it('saves the changes and can move the property to another owner', async () => {
    const created = await createProperty();
    const admin = await sdk.as('admin');
    const updated = await ok(
      admin.PUT('/property/{id}', {
        params: { path: { id: created.id } },
        body: propertyInput({
          ownerId: t.seed.ownerProfiles.owner2,
          rmNumber: created.rmNumber,
          bedroom: 3,
          pool: true,
        }),
      }),
    );
    expect(updated).toMatchObject({
      ownerId: t.seed.ownerProfiles.owner2,
      ownerName: 'Rajiv Sandhu',
      bedroom: 3,
      pool: true,
    });
    const reread = await ok(admin.GET('/property/{id}', { params: { path: { id: created.id } } }));
    expect(reread).toEqual(updated);
  });

  it('answers 409 for an archived property, 404 for an unknown owner or property, and changes nothing', async () => {
    const admin = await sdk.as('admin');
    await expectFailure(
      admin.PUT('/property/{id}', {
        params: { path: { id: t.seed.properties.archived } },
        body: propertyInput({ ownerId: t.seed.ownerProfiles.owner }),
      }),
      409,
      'Restore the property before editing it.',
    );
    const created = await createProperty();
    await expectFailure(
      admin.PUT('/property/{id}', {
        params: { path: { id: created.id } },
        body: propertyInput({ ownerId: 999999 }),
      }),
      404,
    );
    await expectFailure(
      admin.PUT('/property/{id}', { params: { path: { id: 999999 } }, body: propertyInput() }),
      404,
    );
    const reread = await ok(admin.GET('/property/{id}', { params: { path: { id: created.id } } }));
    expect(reread).toEqual(created);
    const archived = await ok(
      admin.GET('/property/{id}', { params: { path: { id: t.seed.properties.archived } } }),
    );
    expect(archived.ownerName).toBe('Harold Becker');
  });
});

describe('archiveProperty and restoreProperty', () => {
  it('archives a property with its listings, and restores both', async () => {
    const admin = await sdk.as('admin');
    const id = t.seed.properties.owner2[1];
    const archived = await ok(admin.PUT('/property/archive/{id}', { params: { path: { id } } }));
    expect(archived.archived).toBe(true);
    const listingStates = async () =>
      (
        await db().select({ archived: listings.archived }).from(listings).where(eq(listings.propertyId, id))
      ).map((l) => l.archived);
    expect(await listingStates()).toEqual([true]);
    expect((await ok(admin.GET('/property/archivedProperties'))).map((p) => p.id)).toContain(id);
    expect((await ok(admin.GET('/property'))).map((p) => p.id)).not.toContain(id);
    // The owner no longer sees it.
    await expectFailure((await sdk.as('owner2')).GET('/property/{id}', { params: { path: { id } } }), 404);

    const restored = await ok(admin.PUT('/property/restore/{id}', { params: { path: { id } } }));
    expect(restored.archived).toBe(false);
    expect(await listingStates()).toEqual([false]);
    await ok((await sdk.as('owner2')).GET('/property/{id}', { params: { path: { id } } }));
  });

  it('changes nothing when already in that state, and answers 404 for an unknown property', async () => {
    const admin = await sdk.as('admin');
    const active = await ok(
      admin.PUT('/property/restore/{id}', { params: { path: { id: t.seed.properties.owner[0] } } }),
    );
    expect(active.archived).toBe(false);
    const [archivedListing] = await db()
      .select({ archived: listings.archived })
      .from(listings)
      .where(eq(listings.id, t.seed.listings.archivedOfOwner));
    expect(archivedListing?.archived).toBe(true);
    await expectFailure(admin.PUT('/property/archive/{id}', { params: { path: { id: 999999 } } }), 404);
    await expectFailure(admin.PUT('/property/restore/{id}', { params: { path: { id: 999999 } } }), 404);
    await expectFailure(
      (await sdk.as('owner')).PUT('/property/archive/{id}', {
        params: { path: { id: t.seed.properties.owner[0] } },
      }),
      403,
    );
    const [row] = await db().select().from(properties).where(eq(properties.id, t.seed.properties.owner[0]));
    expect(row?.archived).toBe(false);
  });
});

describe('restore brings back only what was archived with it (issue 15)', () => {
  const listingArchived = async (id: number) =>
    (await db().select({ archived: listings.archived }).from(listings).where(eq(listings.id, id)))[0]
      ?.archived;
  const propertyArchived = async (id: number) =>
    (await db().select({ archived: properties.archived }).from(properties).where(eq(properties.id, id)))[0]
      ?.archived;

  it('restoring a property keeps a listing that was archived on its own archived', async () => {
    const admin = await sdk.as('admin');
    const id = t.seed.properties.owner[0];
    expect(await listingArchived(t.seed.listings.owner[0])).toBe(false);
    expect(await listingArchived(t.seed.listings.archivedOfOwner)).toBe(true);
    await ok(admin.PUT('/property/archive/{id}', { params: { path: { id } } }));
    expect(await listingArchived(t.seed.listings.owner[0])).toBe(true);
    await ok(admin.PUT('/property/restore/{id}', { params: { path: { id } } }));
    expect(await listingArchived(t.seed.listings.owner[0])).toBe(false);
    expect(await listingArchived(t.seed.listings.archivedOfOwner)).toBe(true);
  });

  it('refuses to restore a property under an archived owner (409 with the reason); it stays archived', async () => {
    const admin = await sdk.as('admin');
    const id = t.seed.properties.archived;
    const error = await expectFailure(
      admin.PUT('/property/restore/{id}', { params: { path: { id } } }),
      409,
      'The owner of this property is archived. Restore the owner first.',
    );
    expect(error.message).toBeTruthy();
    expect(await propertyArchived(id)).toBe(true);
  });

  it('restoring an owner keeps a property archived on its own before archived, with its listings', async () => {
    const admin = await sdk.as('admin');
    const ownerId = t.seed.ownerProfiles.owner2;
    const alone = t.seed.properties.owner2[0];
    const withOwner = t.seed.properties.owner2[1];
    await ok(admin.PUT('/property/archive/{id}', { params: { path: { id: alone } } }));
    await ok(admin.PUT('/ownerProfile/archive/{id}', { params: { path: { id: ownerId } } }));
    expect(await propertyArchived(withOwner)).toBe(true);
    await ok(admin.PUT('/ownerProfile/restore/{id}', { params: { path: { id: ownerId } } }));
    expect(await propertyArchived(withOwner)).toBe(false);
    expect(await propertyArchived(alone)).toBe(true);
    expect(await listingArchived(t.seed.listings.owner2[0])).toBe(true);
    // Now the owner is active, the property can be restored, with its listing.
    await ok(admin.PUT('/property/restore/{id}', { params: { path: { id: alone } } }));
    expect(await listingArchived(t.seed.listings.owner2[0])).toBe(false);
  });
});

describe('removePropertyOwner (PUT /property/remove/owner/{propertyId})', () => {
  it('unlinks the property from its owner: it leaves the owner lists, the property stays', async () => {
    const created = await createProperty({ ownerId: t.seed.ownerProfiles.owner2 });
    const admin = await sdk.as('admin');
    const removed = await ok(
      admin.PUT('/property/remove/owner/{propertyId}', { params: { path: { propertyId: created.id } } }),
    );
    expect(removed).toMatchObject({ id: created.id, ownerId: null, ownerName: null, archived: false });
    const list = await ok(
      admin.GET('/property/ownerList/{ownerId}', {
        params: { path: { ownerId: t.seed.ownerProfiles.owner2 } },
      }),
    );
    expect(list.map((p) => p.id)).not.toContain(created.id);
    await expectFailure(
      (await sdk.as('owner2')).GET('/property/{id}', { params: { path: { id: created.id } } }),
      404,
    );
    const again = await ok(
      admin.PUT('/property/remove/owner/{propertyId}', { params: { path: { propertyId: created.id } } }),
    );
    expect(again.ownerId).toBeNull();
  });

  it('answers 404 for an unknown property', async () => {
    await expectFailure(
      (await sdk.as('admin')).PUT('/property/remove/owner/{propertyId}', {
        params: { path: { propertyId: 999999 } },
      }),
      404,
    );
  });
});

describe('owner property lists', () => {
  it("lists an owner profile's active and archived properties, and an owner user's own", async () => {
    const admin = await sdk.as('admin');
    const active = await ok(
      admin.GET('/property/ownerList/{ownerId}', {
        params: { path: { ownerId: t.seed.ownerProfiles.owner } },
      }),
    );
    expect(active.filter((p) => !p.rmNumber.startsWith('RM09')).map((p) => p.rmNumber)).toEqual(
      expect.arrayContaining(['RM0011', 'RM0012']),
    );
    expect(active.every((p) => !p.archived)).toBe(true);
    const archived = await ok(
      admin.GET('/property/archived/owner/{ownerId}', {
        params: { path: { ownerId: t.seed.ownerProfiles.archived } },
      }),
    );
    expect(archived.map((p) => p.rmNumber)).toEqual(['RM0031']);
    const owner2 = await sdk.as('owner2');
    const own = await ok(
      owner2.GET('/property/owner/{userId}', { params: { path: { userId: t.seed.users.owner2 } } }),
    );
    expect(own.map((p) => p.ownerName)).toEqual(own.map(() => 'Rajiv Sandhu'));
    expect(own.map((p) => p.rmNumber)).toEqual(expect.arrayContaining(['RM0021']));
  });

  it("answers 404 for an unknown owner, for a user without a profile, and to an owner for another's user id", async () => {
    const admin = await sdk.as('admin');
    await expectFailure(
      admin.GET('/property/ownerList/{ownerId}', { params: { path: { ownerId: 999999 } } }),
      404,
    );
    await expectFailure(
      admin.GET('/property/archived/owner/{ownerId}', { params: { path: { ownerId: 999999 } } }),
      404,
    );
    await expectFailure(
      admin.GET('/property/owner/{userId}', { params: { path: { userId: t.seed.users.admin } } }),
      404,
    );
    await expectFailure(
      (await sdk.as('owner')).GET('/property/owner/{userId}', {
        params: { path: { userId: t.seed.users.owner2 } },
      }),
      404,
    );
  });
});

describe('countOwnerPropertiesByType (GET /property/owner/{ownerId}/{type})', () => {
  it('counts the owner profile’s properties of one type, archived ones included', async () => {
    const admin = await sdk.as('admin');
    const count = async (ownerId: number, type: 'RM' | 'CM' | 'LU' | 'RB') =>
      (await ok(admin.GET('/property/owner/{ownerId}/{type}', { params: { path: { ownerId, type } } })))
        .count;
    expect(await count(t.seed.ownerProfiles.archived, 'RM')).toBe(1);
    expect(await count(t.seed.ownerProfiles.owner2, 'CM')).toBe(0);
    const before = await count(t.seed.ownerProfiles.owner2, 'LU');
    await createProperty({ ownerId: t.seed.ownerProfiles.owner2, contractType: 'LU' });
    expect(await count(t.seed.ownerProfiles.owner2, 'LU')).toBe(before + 1);
  });

  it('answers 400 for an unknown type and 404 for an unknown owner', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/property/owner/${t.seed.ownerProfiles.owner}/XX`,
      as: 'admin',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('type');
    await expectFailure(
      (await sdk.as('admin')).GET('/property/owner/{ownerId}/{type}', {
        params: { path: { ownerId: 999999, type: 'RM' } },
      }),
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
