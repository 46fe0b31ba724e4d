// Rental owners (tag ownerProfiles) through the generated SDK: the create-owner flow (account with POST /user, then
// the profile with the returned user id), lists, get, update, and archive/restore carrying the owner's properties
// and their listings, each with its failures.
import type { OwnerProfileInput } from '@portal/sdk/types';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings, ownerProfiles, properties } from '../src/db/schema.ts';
import { demoPassword } from '../src/seed.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;

const signIn = (username: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth', payload: { username, password, portal: 'residential' } });

const profileCount = async () => (await db().select({ id: ownerProfiles.id }).from(ownerProfiles)).length;

function profileInput(userId: number): OwnerProfileInput {
  return {
    userId,
    name: 'Jean Tremblay',
    address: '1180 Pinetree Way',
    city: 'Coquitlam',
    province: 'BC',
    postal: 'V3B 7Y3',
    countryId: 1,
    phone: '604-555-0147',
    mobile: '778-555-0192',
  };
}

let serial = 0;
/** Step one of "create owner": the account. */
async function ownerAccount() {
  serial++;
  return ok(
    (await sdk.as('admin')).POST('/user', {
      params: { query: { role: 'Owner', userName: `new.owner${serial}` } },
      body: { email: `new.owner${serial}@example.ca`, password: 'Portal#2026' },
    }),
  );
}

describe('createOwnerProfile (POST /ownerProfile)', () => {
  it('creates the profile of a new Owner account: 201, with its user, listed among the owners', async () => {
    const account = await ownerAccount();
    const admin = await sdk.as('admin');
    const { data, response } = await admin.POST('/ownerProfile', { body: profileInput(account.id) });
    expect(response.status).toBe(201);
    expect(data).toEqual({
      id: expect.any(Number),
      ...profileInput(account.id),
      user: account,
      archived: false,
    });
    const reread = await ok(admin.GET('/ownerProfile/{id}', { params: { path: { id: Number(data?.id) } } }));
    expect(reread).toEqual(data);
    const list = await ok(admin.GET('/ownerProfile'));
    expect(list.find((o) => o.id === data?.id)).toEqual({
      id: data?.id,
      name: 'Jean Tremblay',
      email: account.email,
      userId: account.id,
      phone: '604-555-0147',
      city: 'Coquitlam',
      archived: false,
    });
  });

  it('refuses a user with a profile (409), of another role (400), unknown (404), or bad fields (400)', async () => {
    const admin = await sdk.as('admin');
    const before = await profileCount();
    await expectFailure(
      admin.POST('/ownerProfile', { body: profileInput(t.seed.users.owner) }),
      409,
      'This user already has an owner profile.',
    );
    await expectFailure(
      admin.POST('/ownerProfile', { body: profileInput(t.seed.users.admin) }),
      400,
      'The user must have the Owner role.',
    );
    await expectFailure(
      admin.POST('/ownerProfile', { body: profileInput(999999) }),
      404,
      'The user was not found.',
    );
    const account = await ownerAccount();
    const phone = await expectFailure(
      admin.POST('/ownerProfile', { body: { ...profileInput(account.id), phone: '555-01' } }),
      400,
    );
    expect(phone.field).toBe('phone');
    const blank = await expectFailure(
      admin.POST('/ownerProfile', { body: { ...profileInput(account.id), city: '   ' } }),
      400,
      'this field is required',
    );
    expect(blank.field).toBe('city');
    expect(await profileCount()).toBe(before);
  });

  it('an account whose profile failed cannot sign in nor reset its password until the profile is saved', async () => {
    const account = await ownerAccount();
    const admin = await sdk.as('admin');
    await expectFailure(
      admin.POST('/ownerProfile', { body: { ...profileInput(account.id), city: '   ' } }),
      400,
    );
    const refused = await signIn(account.userName, 'Portal#2026');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This owner account is not set up yet: its owner profile is missing. Please contact us.',
    );
    // A wrong password still reads as the usual incorrect sign-in.
    expect((await signIn(account.userName, 'Wrong#2026')).statusCode).toBe(401);
    await ok(sdk.anonymous().POST('/account/resetEmail', { params: { query: { email: account.email } } }));
    await t.app.services.afterAnswer.idle();
    expect(await t.app.services.mail.list({ to: account.email })).toEqual([]);
    await ok(admin.POST('/ownerProfile', { body: profileInput(account.id) }));
    expect((await signIn(account.userName, 'Portal#2026')).statusCode).toBe(200);
  });
});

describe('listOwnerProfiles and listArchivedOwnerProfiles', () => {
  it('lists active owners by name and archived ones apart', async () => {
    const admin = await sdk.as('superadmin');
    const active = await ok(admin.GET('/ownerProfile'));
    const seeded = active.filter((o) => o.name !== 'Jean Tremblay');
    expect(seeded.map((o) => o.name)).toEqual(['Margaret Chen', 'Rajiv Sandhu']);
    const archived = await ok(admin.GET('/ownerProfile/archivedOwners'));
    expect(archived).toEqual([
      {
        id: t.seed.ownerProfiles.archived,
        name: 'Harold Becker',
        email: 'harold.becker@example.ca',
        userId: t.seed.users.formerowner,
        phone: '604-555-0177',
        city: 'West Vancouver',
        archived: true,
      },
    ]);
  });

  it('refuses owners (403)', async () => {
    await expectFailure((await sdk.as('owner')).GET('/ownerProfile'), 403);
    await expectFailure((await sdk.as('owner')).GET('/ownerProfile/archivedOwners'), 403);
  });
});

describe('getOwnerProfile (GET /ownerProfile/{id})', () => {
  it('answers admins any owner, archived too, and an owner their own profile', async () => {
    const archived = await ok(
      (await sdk.as('admin')).GET('/ownerProfile/{id}', {
        params: { path: { id: t.seed.ownerProfiles.archived } },
      }),
    );
    expect(archived).toMatchObject({
      name: 'Harold Becker',
      archived: true,
      user: { userName: 'formerowner' },
    });
    const own = await ok(
      (await sdk.as('owner')).GET('/ownerProfile/{id}', {
        params: { path: { id: t.seed.ownerProfiles.owner } },
      }),
    );
    expect(own).toMatchObject({ name: 'Margaret Chen', userId: t.seed.users.owner, user: { role: 'Owner' } });
  });

  it("answers 404 to an owner for another owner's profile, and for an unknown id", async () => {
    await expectFailure(
      (await sdk.as('owner')).GET('/ownerProfile/{id}', {
        params: { path: { id: t.seed.ownerProfiles.owner2 } },
      }),
      404,
    );
    await expectFailure(
      (await sdk.as('admin')).GET('/ownerProfile/{id}', { params: { path: { id: 999999 } } }),
      404,
    );
  });
});

describe('updateOwnerProfile (PUT /ownerProfile/{id})', () => {
  it("saves the owner's info; the user and email stay", async () => {
    const account = await ownerAccount();
    const admin = await sdk.as('admin');
    const created = await ok(admin.POST('/ownerProfile', { body: profileInput(account.id) }));
    const { userId: _userId, ...info } = profileInput(account.id);
    const updated = await ok(
      admin.PUT('/ownerProfile/{id}', {
        params: { path: { id: created.id } },
        body: {
          ...info,
          name: 'Jean-Luc Tremblay',
          city: 'Port Moody',
          mobile: null,
          countryId: 2,
          postal: '98101',
        },
      }),
    );
    expect(updated).toMatchObject({
      name: 'Jean-Luc Tremblay',
      city: 'Port Moody',
      mobile: null,
      countryId: 2,
      postal: '98101',
      user: { email: account.email },
    });
    const reread = await ok(admin.GET('/ownerProfile/{id}', { params: { path: { id: created.id } } }));
    expect(reread).toEqual(updated);
  });

  it('answers 409 for an archived owner, 404 for an unknown one, 400 for a bad address; nothing changes', async () => {
    const admin = await sdk.as('admin');
    const { userId: _userId, ...info } = profileInput(1);
    await expectFailure(
      admin.PUT('/ownerProfile/{id}', {
        params: { path: { id: t.seed.ownerProfiles.archived } },
        body: info,
      }),
      409,
      'Restore the owner before editing it.',
    );
    await expectFailure(
      admin.PUT('/ownerProfile/{id}', { params: { path: { id: 999999 } }, body: info }),
      404,
    );
    const address = await expectFailure(
      admin.PUT('/ownerProfile/{id}', {
        params: { path: { id: t.seed.ownerProfiles.owner } },
        body: { ...info, address: '@@' },
      }),
      400,
    );
    expect(address.field).toBe('address');
    const [owner] = await db()
      .select()
      .from(ownerProfiles)
      .where(eq(ownerProfiles.id, t.seed.ownerProfiles.owner));
    expect(owner).toMatchObject({ name: 'Margaret Chen', address: '2150 West 41st Avenue' });
    const [archived] = await db()
      .select()
      .from(ownerProfiles)
      .where(eq(ownerProfiles.id, t.seed.ownerProfiles.archived));
    expect(archived?.name).toBe('Harold Becker');
  });
});

describe('archiveOwnerProfile and restoreOwnerProfile', () => {
  const states = async (ownerId: number) => {
    const props = await db()
      .select({ id: properties.id, archived: properties.archived })
      .from(properties)
      .where(eq(properties.ownerId, ownerId));
    const rows = await db()
      .select({ archived: listings.archived })
      .from(listings)
      .where(
        inArray(
          listings.propertyId,
          props.map((p) => p.id),
        ),
      );
    return { properties: props.map((p) => p.archived), listings: rows.map((l) => l.archived) };
  };

  it('archives the owner with all its properties and their listings; the owner cannot sign in until restored', async () => {
    const admin = await sdk.as('admin');
    const id = t.seed.ownerProfiles.owner2;
    const archived = await ok(admin.PUT('/ownerProfile/archive/{id}', { params: { path: { id } } }));
    expect(archived.archived).toBe(true);
    const after = await states(id);
    expect(after.properties.length).toBeGreaterThan(0);
    expect([...after.properties, ...after.listings].every(Boolean)).toBe(true);
    expect((await signIn('owner2', demoPassword)).statusCode).toBe(401);
    expect((await ok(admin.GET('/ownerProfile/archivedOwners'))).map((o) => o.id)).toContain(id);

    const restored = await ok(admin.PUT('/ownerProfile/restore/{id}', { params: { path: { id } } }));
    expect(restored.archived).toBe(false);
    const back = await states(id);
    expect([...back.properties, ...back.listings].some(Boolean)).toBe(false);
    expect((await signIn('owner2', demoPassword)).statusCode).toBe(200);
  });

  it('restores an archived owner with its archived properties and their listings', async () => {
    const admin = await sdk.as('admin');
    const id = t.seed.ownerProfiles.archived;
    expect(await states(id)).toEqual({ properties: [true], listings: [true] });
    await ok(admin.PUT('/ownerProfile/restore/{id}', { params: { path: { id } } }));
    expect(await states(id)).toEqual({ properties: [false], listings: [false] });
    expect((await signIn('formerowner', demoPassword)).statusCode).toBe(200);
    // Back to the seed's state for the tests after this one.
    await ok(admin.PUT('/ownerProfile/archive/{id}', { params: { path: { id } } }));
    expect(await states(id)).toEqual({ properties: [true], listings: [true] });
  });

  it('changes nothing when already in that state, and answers 404 for an unknown owner', async () => {
    const admin = await sdk.as('admin');
    const before = await states(t.seed.ownerProfiles.owner);
    const active = await ok(
      admin.PUT('/ownerProfile/restore/{id}', { params: { path: { id: t.seed.ownerProfiles.owner } } }),
    );
    expect(active.archived).toBe(false);
    // Restoring an active owner leaves its individually archived listing archived.
    expect(await states(t.seed.ownerProfiles.owner)).toEqual(before);
    expect(before.listings).toContain(true);
    await expectFailure(admin.PUT('/ownerProfile/archive/{id}', { params: { path: { id: 999999 } } }), 404);
    await expectFailure(admin.PUT('/ownerProfile/restore/{id}', { params: { path: { id: 999999 } } }), 404);
    await expectFailure(
      (await sdk.as('owner')).PUT('/ownerProfile/archive/{id}', {
        params: { path: { id: t.seed.ownerProfiles.owner } },
      }),
      403,
    );
    expect(await states(t.seed.ownerProfiles.owner)).toEqual(before);
  });
});
