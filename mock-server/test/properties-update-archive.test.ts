// Rental properties (tag properties) through the generated SDK: update, archive and restore with their listings
// (restore brings back only what was archived with it), and removing the owner, each with its failures.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings, properties } from '../src/db/schema.ts';
import { propertyInputs } from './helpers/properties.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const { propertyInput, createProperty } = propertyInputs(t, sdk);

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

describe('restore brings back only what was archived with it', () => {
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
    // Archiving the owner ended their sessions: the tests after sign them in again.
    t.forgetLogins('owner2');
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
