// Listings (tag listings) through the generated SDK: lists, get, create, update and delete, each with its failures.
// Their images: listings-images.test.ts.
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '../src/db/schema.ts';
import { png, rentalListings } from './helpers/listings.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const { listingInput, createListing, upload, storedFile, imageRows } = rentalListings(t, sdk);

describe('listPropertyListings and listArchivedPropertyListings', () => {
  it("lists a property's active listings with images by sort, rmNumber and address; archived ones apart", async () => {
    const admin = await sdk.as('admin');
    const propertyId = t.seed.properties.owner[0];
    const active = await ok(
      admin.GET('/propertyListing/list/{propertyId}', { params: { path: { propertyId } } }),
    );
    expect(active.map((l) => l.id)).toEqual([t.seed.listings.owner[0]]);
    const [harwood] = active;
    expect(harwood).toMatchObject({
      propertyId,
      description: 'West End one bedroom and den with ocean views',
      price: 2550,
      deposit: 1275,
      available: true,
      archived: false,
      rmNumber: 'RM0011',
      address: '1255 Harwood Street, Vancouver, BC V6E 1S5',
    });
    expect(harwood?.images.map((i) => i.sort)).toEqual([0, 1, 2]);
    expect(harwood?.images[0]).toEqual({
      id: t.seed.listingImages.owner[0],
      listingId: harwood?.id,
      originalPath: expect.stringMatching(/^listing-images\/[0-9a-f-]{36}\.png$/),
      sort: 0,
      url: `/api/propertyListingImage/file/${t.seed.listingImages.owner[0]}`,
      contentType: 'image/png',
    });
    const archived = await ok(
      admin.GET('/propertyListing/archived/list/{propertyId}', { params: { path: { propertyId } } }),
    );
    expect(archived.map((l) => [l.id, l.archived])).toEqual([[t.seed.listings.archivedOfOwner, true]]);
    const ofArchived = await ok(
      admin.GET('/propertyListing/archived/list/{propertyId}', {
        params: { path: { propertyId: t.seed.properties.archived } },
      }),
    );
    expect(ofArchived.map((l) => l.id)).toEqual([t.seed.listings.ofArchivedProperty]);
  });

  it("lets an owner list their own property's listings only", async () => {
    const owner = await sdk.as('owner');
    const own = await ok(
      owner.GET('/propertyListing/list/{propertyId}', {
        params: { path: { propertyId: t.seed.properties.owner[1] } },
      }),
    );
    expect(own.map((l) => l.description)).toContain('Family house near Trout Lake, three bedrooms');
    await expectFailure(
      owner.GET('/propertyListing/list/{propertyId}', {
        params: { path: { propertyId: t.seed.properties.owner2[0] } },
      }),
      404,
    );
    await expectFailure(
      owner.GET('/propertyListing/archived/list/{propertyId}', {
        params: { path: { propertyId: t.seed.properties.owner[0] } },
      }),
      403,
    );
    await expectFailure(
      (await sdk.as('admin')).GET('/propertyListing/list/{propertyId}', {
        params: { path: { propertyId: 999999 } },
      }),
      404,
    );
  });
});

describe('getPropertyListing (GET /propertyListing/{id})', () => {
  it('answers admins archived listings too, and an owner their active ones', async () => {
    const archived = await ok(
      (await sdk.as('admin')).GET('/propertyListing/{id}', {
        params: { path: { id: t.seed.listings.archivedOfOwner } },
      }),
    );
    expect(archived).toMatchObject({ archived: true, recentlyRented: true, images: [expect.any(Object)] });
    const own = await ok(
      (await sdk.as('owner')).GET('/propertyListing/{id}', {
        params: { path: { id: t.seed.listings.owner[0] } },
      }),
    );
    expect(own.images).toHaveLength(3);
  });

  it("answers 404 to an owner for an archived listing and for another owner's, and for an unknown id", async () => {
    const owner = await sdk.as('owner');
    await expectFailure(
      owner.GET('/propertyListing/{id}', { params: { path: { id: t.seed.listings.archivedOfOwner } } }),
      404,
    );
    await expectFailure(
      owner.GET('/propertyListing/{id}', { params: { path: { id: t.seed.listings.owner2[0] } } }),
      404,
    );
    await expectFailure(
      (await sdk.as('admin')).GET('/propertyListing/{id}', { params: { path: { id: 999999 } } }),
      404,
    );
  });
});

describe('createPropertyListing (POST /propertyListing)', () => {
  it('creates a listing without images yet; the rich text keeps formatting and loses scripts', async () => {
    const admin = await sdk.as('admin');
    const { data, response } = await admin.POST('/propertyListing', {
      body: listingInput({
        text: '<p onclick="steal()" style="color:red">Fenced <b>yard</b><script>alert(1)</script></p><a href="javascript:x()">x</a>',
        price: 4250.5,
      }),
    });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      propertyId: t.seed.properties.owner[1],
      description: 'Trout Lake house, fall 2026',
      text: '<p>Fenced <b>yard</b></p><a rel="noopener noreferrer" href>x</a>',
      price: 4250.5,
      archived: false,
      rmNumber: 'RM0012',
      images: [],
    });
    const reread = await ok(
      admin.GET('/propertyListing/{id}', { params: { path: { id: Number(data?.id) } } }),
    );
    expect(reread).toEqual(data);
  });

  it('answers 404 for an archived or unknown property and 400 for a price with 3 decimals; nothing saved', async () => {
    const admin = await sdk.as('admin');
    const count = async () => (await db().select({ id: listings.id }).from(listings)).length;
    const before = await count();
    await expectFailure(
      admin.POST('/propertyListing', { body: listingInput({ propertyId: t.seed.properties.archived }) }),
      404,
    );
    await expectFailure(admin.POST('/propertyListing', { body: listingInput({ propertyId: 999999 }) }), 404);
    const price = await expectFailure(
      admin.POST('/propertyListing', { body: listingInput({ price: 10.999 }) }),
      400,
    );
    expect(price.field).toBe('price');
    await expectFailure((await sdk.as('owner')).POST('/propertyListing', { body: listingInput() }), 403);
    expect(await count()).toBe(before);
  });
});

describe('updatePropertyListing (PUT /propertyListing/{id})', () => {
  it('saves the changes', async () => {
    const created = await createListing();
    const admin = await sdk.as('admin');
    const updated = await ok(
      admin.PUT('/propertyListing/{id}', {
        params: { path: { id: created.id } },
        body: listingInput({ description: 'Rented', available: false, recentlyRented: true, price: 4300 }),
      }),
    );
    expect(updated).toMatchObject({
      description: 'Rented',
      available: false,
      recentlyRented: true,
      price: 4300,
    });
    const reread = await ok(admin.GET('/propertyListing/{id}', { params: { path: { id: created.id } } }));
    expect(reread).toEqual(updated);
  });

  it('refuses moving a listing (400), editing an archived one (409), an unknown one (404); nothing changes', async () => {
    const created = await createListing();
    const admin = await sdk.as('admin');
    await expectFailure(
      admin.PUT('/propertyListing/{id}', {
        params: { path: { id: created.id } },
        body: listingInput({ propertyId: t.seed.properties.owner[0] }),
      }),
      400,
      'A listing cannot move to another property.',
    );
    await expectFailure(
      admin.PUT('/propertyListing/{id}', {
        params: { path: { id: t.seed.listings.archivedOfOwner } },
        body: listingInput({ propertyId: t.seed.properties.owner[0], description: 'Edited' }),
      }),
      409,
      'Restore the property before editing its listings.',
    );
    await expectFailure(
      admin.PUT('/propertyListing/{id}', { params: { path: { id: 999999 } }, body: listingInput() }),
      404,
    );
    expect(await ok(admin.GET('/propertyListing/{id}', { params: { path: { id: created.id } } }))).toEqual(
      created,
    );
    const [archived] = await db()
      .select()
      .from(listings)
      .where(eq(listings.id, t.seed.listings.archivedOfOwner));
    expect(archived?.description).toBe('West End one bedroom (2025 listing)');
  });
});

describe('deletePropertyListing (DELETE /propertyListing/{id})', () => {
  it('deletes a listing with its images and their files', async () => {
    const created = await createListing();
    const image = await upload(created.id, png, 'a.png', 0);
    const admin = await sdk.as('admin');
    const result = await ok(admin.DELETE('/propertyListing/{id}', { params: { path: { id: created.id } } }));
    expect(result).toEqual({ message: 'Listing deleted.' });
    await expectFailure(admin.GET('/propertyListing/{id}', { params: { path: { id: created.id } } }), 404);
    expect(await imageRows(created.id)).toEqual([]);
    expect(fs.existsSync(storedFile(image.originalPath))).toBe(false);
  });

  it('answers 404 for an unknown listing and 403 to an owner; nothing is deleted', async () => {
    await expectFailure(
      (await sdk.as('admin')).DELETE('/propertyListing/{id}', { params: { path: { id: 999999 } } }),
      404,
    );
    await expectFailure(
      (await sdk.as('owner')).DELETE('/propertyListing/{id}', {
        params: { path: { id: t.seed.listings.owner[0] } },
      }),
      403,
    );
    expect(await db().select().from(listings).where(eq(listings.id, t.seed.listings.owner[0]))).toHaveLength(
      1,
    );
  });
});
