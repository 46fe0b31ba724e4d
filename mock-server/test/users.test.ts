// User accounts (tag users) through the generated SDK: create, email and username changes, lists by role, get by id
// or email, update, archive, restore and delete, each with its failures and the role limits inside the operation
// (admin: Owner accounts only; strataAdmin: strata accounts only; superAdmin: any).
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, ownerProfiles, strataProperties, strataUnitUsers, users } from '../src/db/schema.ts';
import { demoPassword } from '../src/seed.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;

const signIn = (username: string, password: string, portal: 'residential' | 'strata') =>
  t.request({ method: 'POST', url: '/api/auth', payload: { username, password, portal } });

const userCount = async () => (await db().select({ id: users.id }).from(users)).length;

let serial = 0;
/** A fresh account for a test that changes it (so tests do not depend on each other's order). */
async function newUser(
  role: 'Owner' | 'Strata Unit Owner' | 'Strata Administrator' | 'Administrator',
  as: 'admin' | 'superadmin' | 'strataadmin' = role === 'Owner' ? 'admin' : 'superadmin',
) {
  serial++;
  const client = await sdk.as(as);
  return ok(
    client.POST('/user', {
      params: { query: { role, userName: `test.user${serial}` } },
      body: { email: `test.user${serial}@example.ca`, password: 'Start#2026' },
    }),
  );
}

describe('createUser (POST /user)', () => {
  it('creates an Owner account for an admin: 201, saved, and the password signs in', async () => {
    const admin = await sdk.as('admin');
    const { data, response } = await admin.POST('/user', {
      params: { query: { role: 'Owner', userName: 'j.tremblay' } },
      body: { email: 'J.Tremblay@example.ca', password: 'Portal#2026', phoneNumber: '604-555-0147' },
    });
    expect(response.status).toBe(201);
    expect(data).toEqual({
      id: expect.any(Number),
      userName: 'j.tremblay',
      email: 'J.Tremblay@example.ca',
      normalizedUserName: 'J.TREMBLAY',
      normalizedEmail: 'J.TREMBLAY@EXAMPLE.CA',
      role: 'Owner',
      phoneNumber: '604-555-0147',
      archived: false,
    });
    const reread = await ok(admin.GET('/user/{id}', { params: { path: { id: String(data?.id) } } }));
    expect(reread).toEqual(data);
    // An Owner account signs in once its owner profile exists (owner-profiles.test.ts); until then it is refused.
    expect((await signIn('j.tremblay', 'Portal#2026', 'residential')).statusCode).toBe(403);
  });

  it('uses the body userName when the query has none, else the email', async () => {
    const superadmin = await sdk.as('superadmin');
    const fromBody = await ok(
      superadmin.POST('/user', {
        params: { query: { role: 'Owner' } },
        body: { email: 'body.name@example.ca', password: 'Portal#2026', userName: 'body.name' },
      }),
    );
    expect(fromBody.userName).toBe('body.name');
    const fromEmail = await ok(
      superadmin.POST('/user', {
        params: { query: { role: 'Owner' } },
        body: { email: 'only.email@example.ca', password: 'Portal#2026' },
      }),
    );
    expect(fromEmail.userName).toBe('only.email@example.ca');
  });

  it('stores the strata New User screen\'s "Administrator" as Strata Administrator', async () => {
    const strataadmin = await sdk.as('strataadmin');
    const created = await ok(
      strataadmin.POST('/user', {
        params: { query: { role: 'Administrator', userName: 'strata.helper' } },
        body: { email: 'strata.helper@portal.example.ca', password: 'Portal#2026', portal: 'strata' },
      }),
    );
    expect(created.role).toBe('Strata Administrator');
    expect((await signIn('strata.helper', 'Portal#2026', 'strata')).statusCode).toBe(200);
  });

  it('answers 409 with the spec message for a username or email already used, regardless of case', async () => {
    const admin = await sdk.as('admin');
    const before = await userCount();
    for (const [userName, email] of [
      ['OWNER', 'someone.new@example.ca'],
      ['someone.new', 'MARGARET.CHEN@example.ca'],
      // A username may not be another account's email either: sign-in accepts both.
      ['margaret.chen@example.ca', 'other.new@example.ca'],
    ] as const) {
      await expectFailure(
        admin.POST('/user', {
          params: { query: { role: 'Owner', userName } },
          body: { email, password: 'Portal#2026' },
        }),
        409,
        'Error creating new user. User may already exist.',
      );
    }
    expect(await userCount()).toBe(before);
  });

  it('keeps each role to its accounts (403) and saves nothing', async () => {
    const before = await userCount();
    const admin = await sdk.as('admin');
    await expectFailure(
      admin.POST('/user', {
        params: { query: { role: 'Super Administrator', userName: 'sneaky' } },
        body: { email: 'sneaky@example.ca', password: 'Portal#2026' },
      }),
      403,
      'Your role may not manage Super Administrator accounts.',
    );
    const strataadmin = await sdk.as('strataadmin');
    await expectFailure(
      strataadmin.POST('/user', {
        params: { query: { role: 'Owner', userName: 'sneaky2' } },
        body: { email: 'sneaky2@example.ca', password: 'Portal#2026' },
      }),
      403,
    );
    await expectFailure(
      (await sdk.as('owner')).GET('/user/userRoleList', { params: { query: { rolesList: ['Owner'] } } }),
      403,
    );
    expect(await userCount()).toBe(before);
  });

  it('answers 400 naming the password for one that breaks the rules, and 400 for a missing role', async () => {
    const admin = await sdk.as('admin');
    const error = await expectFailure(
      admin.POST('/user', {
        params: { query: { role: 'Owner', userName: 'weak.password' } },
        body: { email: 'weak.password@example.ca', password: 'Portal2026' },
      }),
      400,
    );
    expect(error.field).toBe('password');
    const res = await t.request({
      method: 'POST',
      url: '/api/user?userName=no.role',
      as: 'admin',
      payload: { email: 'no.role@example.ca', password: 'Portal#2026' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/role/);
    const [saved] = await db().select().from(users).where(eq(users.normalizedUserName, 'WEAK.PASSWORD'));
    expect(saved).toBeUndefined();
  });
});

describe('updateUserEmail (PUT /user/updateEmail)', () => {
  it("changes an owner's email; the account keeps its id and the new email finds it", async () => {
    const created = await newUser('Owner');
    const admin = await sdk.as('admin');
    const updated = await ok(
      admin.PUT('/user/updateEmail', {
        params: { query: { email: created.email.toUpperCase(), emailToUpdate: 'renamed.owner@example.ca' } },
      }),
    );
    expect(updated).toMatchObject({
      id: created.id,
      email: 'renamed.owner@example.ca',
      normalizedEmail: 'RENAMED.OWNER@EXAMPLE.CA',
    });
    const reread = await ok(
      admin.GET('/user/{id}', { params: { path: { id: 'renamed.owner@example.ca' } } }),
    );
    expect(reread.id).toBe(created.id);
  });

  it('answers 409 with the spec message for an email in use, 404 for an unknown one or one out of role', async () => {
    const created = await newUser('Owner');
    const admin = await sdk.as('admin');
    await expectFailure(
      admin.PUT('/user/updateEmail', {
        params: { query: { email: created.email, emailToUpdate: 'Rajiv.Sandhu@example.ca' } },
      }),
      409,
      'Unable to update user. The email may be already in use',
    );
    await expectFailure(
      admin.PUT('/user/updateEmail', {
        params: { query: { email: 'nobody@example.ca', emailToUpdate: 'nobody2@example.ca' } },
      }),
      404,
    );
    await expectFailure(
      admin.PUT('/user/updateEmail', {
        params: { query: { email: 'strata@portal.example.ca', emailToUpdate: 'strata2@portal.example.ca' } },
      }),
      404, // an account of a role the caller does not manage is unknown to it (x-owner manageableAccount)
    );
    const [row] = await db().select().from(users).where(eq(users.id, created.id));
    expect(row?.email).toBe(created.email);
    const [strata] = await db().select().from(users).where(eq(users.userName, 'strataadmin'));
    expect(strata?.email).toBe('strata@portal.example.ca');
  });
});

describe('listUsersByRole (GET /user/userRoleList)', () => {
  it('answers the active users of the roles, by userName, with exactly userID, roleName, userEmail, userName', async () => {
    const strataadmin = await sdk.as('strataadmin');
    const list = await ok(
      strataadmin.GET('/user/userRoleList', { params: { query: { rolesList: ['Strata Owner'] } } }),
    );
    expect(list).toEqual([
      {
        userID: t.seed.users.BCS1234,
        roleName: 'Strata Owner',
        userEmail: 'bcs1234@portal.example.ca',
        userName: 'BCS1234',
      },
      {
        userID: t.seed.users.EPS5678,
        roleName: 'Strata Owner',
        userEmail: 'eps5678@portal.example.ca',
        userName: 'EPS5678',
      },
    ]);
    const both = await ok(
      (await sdk.as('superadmin')).GET('/user/userRoleList', {
        params: { query: { rolesList: ['Administrator', 'Super Administrator'] } },
      }),
    );
    expect(both.map((u) => u.userName)).toEqual(['admin', 'superadmin']);
  });

  it('answers 403 when strataAdmin asks for a rental role, 400 without rolesList', async () => {
    const strataadmin = await sdk.as('strataadmin');
    await expectFailure(
      strataadmin.GET('/user/userRoleList', { params: { query: { rolesList: ['Strata Owner', 'Owner'] } } }),
      403,
      'Your role may not manage Owner accounts.',
    );
    const res = await t.request({ method: 'GET', url: '/api/user/userRoleList', as: 'strataadmin' });
    expect(res.statusCode).toBe(400);
  });
});

describe('getUser (GET /user/{id})', () => {
  it('finds a user by id or by email, and an owner finds their own account', async () => {
    const strataadmin = await sdk.as('strataadmin');
    const byId = await ok(
      strataadmin.GET('/user/{id}', { params: { path: { id: String(t.seed.users.unitowner) } } }),
    );
    expect(byId).toMatchObject({
      userName: 'unitowner',
      email: 'daniel.okafor@example.ca',
      role: 'Strata Unit Owner',
    });
    const byEmail = await ok(
      strataadmin.GET('/user/{id}', { params: { path: { id: 'DANIEL.OKAFOR@example.ca' } } }),
    );
    expect(byEmail).toEqual(byId);
    const owner = await sdk.as('owner');
    const own = await ok(owner.GET('/user/{id}', { params: { path: { id: String(t.seed.users.owner) } } }));
    expect(own.userName).toBe('owner');
  });

  it("answers 404 for an unknown id or email, and for another person's account", async () => {
    const admin = await sdk.as('admin');
    await expectFailure(admin.GET('/user/{id}', { params: { path: { id: '99999' } } }), 404);
    await expectFailure(admin.GET('/user/{id}', { params: { path: { id: 'nobody@example.ca' } } }), 404);
    const owner = await sdk.as('owner');
    await expectFailure(
      owner.GET('/user/{id}', { params: { path: { id: String(t.seed.users.owner2) } } }),
      404,
    );
  });
});

describe('updateUser (PUT /user/{id})', () => {
  it("sets an owner's password (the admin's Change Password screen) and other fields sent", async () => {
    const created = await newUser('Owner');
    const admin = await sdk.as('admin');
    const updated = await ok(
      admin.PUT('/user/{id}', {
        params: { path: { id: created.id } },
        body: { password: 'Changed#2027', phoneNumber: '778-555-0192' },
      }),
    );
    expect(updated).toMatchObject({ id: created.id, phoneNumber: '778-555-0192', email: created.email });
    // No owner profile yet: the right password gets 403 (not set up), a wrong one 401.
    expect((await signIn(created.userName, 'Changed#2027', 'residential')).statusCode).toBe(403);
    expect((await signIn(created.userName, 'Start#2026', 'residential')).statusCode).toBe(401);
  });

  it('changes username and email for strataAdmin on a strata account', async () => {
    const created = await newUser('Strata Unit Owner', 'strataadmin');
    const strataadmin = await sdk.as('strataadmin');
    const updated = await ok(
      strataadmin.PUT('/user/{id}', {
        params: { path: { id: created.id } },
        body: { userName: 'renamed.unit.user', email: 'renamed.unit.user@example.ca' },
      }),
    );
    expect(updated).toMatchObject({ userName: 'renamed.unit.user', email: 'renamed.unit.user@example.ca' });
    const reread = await ok(strataadmin.GET('/user/{id}', { params: { path: { id: String(created.id) } } }));
    expect(reread).toEqual(updated);
  });

  it('answers 409 with the spec message for a taken email or username, 404 out of role or unknown', async () => {
    const created = await newUser('Owner');
    const admin = await sdk.as('admin');
    for (const body of [{ email: 'sophie.nguyen@example.ca' }, { userName: 'Owner2' }]) {
      await expectFailure(
        admin.PUT('/user/{id}', { params: { path: { id: created.id } }, body }),
        409,
        'Unable to update user. The email may be already in use',
      );
    }
    await expectFailure(
      admin.PUT('/user/{id}', {
        params: { path: { id: t.seed.users.unitowner } },
        body: { password: 'Changed#2027' },
      }),
      404, // an account of a role the caller does not manage is unknown to it (x-owner manageableAccount)
    );
    await expectFailure(
      admin.PUT('/user/{id}', { params: { path: { id: 999999 } }, body: { phoneNumber: null } }),
      404,
    );
    const [row] = await db().select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({ email: created.email, userName: created.userName });
    expect((await signIn('unitowner', demoPassword, 'strata')).statusCode).toBe(200);
  });

  it('answers 400 for an empty body (at least one field) and a password breaking the rules', async () => {
    const created = await newUser('Owner');
    const res = await t.request({
      method: 'PUT',
      url: `/api/user/${created.id}`,
      as: 'admin',
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    const weak = await t.request({
      method: 'PUT',
      url: `/api/user/${created.id}`,
      as: 'admin',
      payload: { password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().field).toBe('password');
    // The old password still matches: 403 (no owner profile yet), not 401.
    expect((await signIn(created.userName, 'Start#2026', 'residential')).statusCode).toBe(403);
  });
});

describe('updateUsername (PUT /user/updateUsername)', () => {
  it('renames a strata account; the new name signs in', async () => {
    const created = await newUser('Strata Unit Owner', 'strataadmin');
    const strataadmin = await sdk.as('strataadmin');
    const updated = await ok(
      strataadmin.PUT('/user/updateUsername', {
        params: { query: { id: created.id, userName: 'fresh.name' } },
      }),
    );
    expect(updated).toMatchObject({
      id: created.id,
      userName: 'fresh.name',
      normalizedUserName: 'FRESH.NAME',
    });
    expect((await signIn('fresh.name', 'Start#2026', 'strata')).statusCode).toBe(200);
  });

  it('answers 409 with the spec message for a taken username, 404 out of role or unknown', async () => {
    const created = await newUser('Strata Unit Owner', 'strataadmin');
    const strataadmin = await sdk.as('strataadmin');
    await expectFailure(
      strataadmin.PUT('/user/updateUsername', { params: { query: { id: created.id, userName: 'bcs1234' } } }),
      409,
      'Unable to update user. The username may be already in use',
    );
    await expectFailure(
      strataadmin.PUT('/user/updateUsername', {
        params: { query: { id: t.seed.users.owner, userName: 'not.allowed' } },
      }),
      404, // an account of a role the caller does not manage is unknown to it (x-owner manageableAccount)
    );
    await expectFailure(
      strataadmin.PUT('/user/updateUsername', { params: { query: { id: 999999, userName: 'ghost' } } }),
      404,
    );
    const [row] = await db().select().from(users).where(eq(users.id, created.id));
    expect(row?.userName).toBe(created.userName);
  });
});

describe('archiveUser and restoreUser', () => {
  it('archives a user (who can no longer sign in) and restores them (who can again)', async () => {
    const created = await newUser('Strata Unit Owner', 'strataadmin');
    const strataadmin = await sdk.as('strataadmin');
    const archived = await ok(
      strataadmin.PUT('/user/archive/{id}', { params: { path: { id: created.id } } }),
    );
    expect(archived.archived).toBe(true);
    expect((await signIn(created.userName, 'Start#2026', 'strata')).statusCode).toBe(401);
    const again = await ok(strataadmin.PUT('/user/archive/{id}', { params: { path: { id: created.id } } }));
    expect(again.archived).toBe(true);
    const restored = await ok(
      strataadmin.PUT('/user/restore/{id}', { params: { path: { id: created.id } } }),
    );
    expect(restored.archived).toBe(false);
    expect((await signIn(created.userName, 'Start#2026', 'strata')).statusCode).toBe(200);
  });

  it('refuses archiving oneself (409), and accounts out of role or unknown (404)', async () => {
    const strataadmin = await sdk.as('strataadmin');
    await expectFailure(
      strataadmin.PUT('/user/archive/{id}', { params: { path: { id: t.seed.users.strataadmin } } }),
      409,
      'You cannot archive your own account.',
    );
    await expectFailure(
      strataadmin.PUT('/user/archive/{id}', { params: { path: { id: t.seed.users.owner } } }),
      404, // an account of a role the caller does not manage is unknown to it (x-owner manageableAccount)
    );
    await expectFailure(strataadmin.PUT('/user/archive/{id}', { params: { path: { id: 999999 } } }), 404);
    await expectFailure(
      strataadmin.PUT('/user/restore/{id}', { params: { path: { id: t.seed.users.admin } } }),
      404, // an account of a role the caller does not manage is unknown to it (x-owner manageableAccount)
    );
    await expectFailure(strataadmin.PUT('/user/restore/{id}', { params: { path: { id: 999999 } } }), 404);
    const rows = await db().select({ userName: users.userName, archived: users.archived }).from(users);
    expect(rows.filter((r) => ['strataadmin', 'owner', 'admin'].includes(r.userName))).toEqual(
      expect.arrayContaining([
        { userName: 'strataadmin', archived: false },
        { userName: 'owner', archived: false },
        { userName: 'admin', archived: false },
      ]),
    );
  });
});

describe('listUsersWithProperty and listArchivedUsersWithProperty', () => {
  it('answers users with the building they are the login of, active and archived apart', async () => {
    const created = await newUser('Strata Unit Owner', 'strataadmin');
    const strataadmin = await sdk.as('strataadmin');
    await ok(strataadmin.PUT('/user/archive/{id}', { params: { path: { id: created.id } } }));
    const active = await ok(
      strataadmin.GET('/user/userAndProperty', {
        params: { query: { rolesList: ['Strata Owner', 'Strata Unit Owner'] } },
      }),
    );
    const bcs = active.find((u) => u.userName === 'BCS1234');
    expect(bcs).toEqual({
      id: t.seed.users.BCS1234,
      userName: 'BCS1234',
      email: 'bcs1234@portal.example.ca',
      role: 'Strata Owner',
      phoneNumber: null,
      archived: false,
      strataPropertyId: t.seed.strataProperties.bcs,
      buildingName: 'Bayshore Commons',
      strataPlanNumber: 'BCS1234',
    });
    expect(active.find((u) => u.userName === 'unitowner')).toMatchObject({
      strataPropertyId: null,
      buildingName: null,
      strataPlanNumber: null,
    });
    expect(active.some((u) => u.id === created.id)).toBe(false);
    const archived = await ok(
      strataadmin.GET('/user/archived/userAndProperty', {
        params: { query: { rolesList: ['Strata Unit Owner'] } },
      }),
    );
    expect(archived.map((u) => u.id)).toContain(created.id);
    expect(archived.every((u) => u.archived)).toBe(true);
  });

  it('answers 403 when strataAdmin asks for rental roles', async () => {
    const strataadmin = await sdk.as('strataadmin');
    await expectFailure(
      strataadmin.GET('/user/userAndProperty', { params: { query: { rolesList: ['Administrator'] } } }),
      403,
    );
    await expectFailure(
      strataadmin.GET('/user/archived/userAndProperty', { params: { query: { rolesList: ['Owner'] } } }),
      403,
    );
  });
});

describe('deleteUser (DELETE /user/delete/{id})', () => {
  it('refuses an active user, oneself and accounts out of role, and deletes nothing', async () => {
    const created = await newUser('Strata Unit Owner', 'strataadmin');
    const strataadmin = await sdk.as('strataadmin');
    const before = await userCount();
    await expectFailure(
      strataadmin.DELETE('/user/delete/{id}', { params: { path: { id: created.id } } }),
      409,
      'Only archived users can be deleted.',
    );
    await expectFailure(
      strataadmin.DELETE('/user/delete/{id}', { params: { path: { id: t.seed.users.strataadmin } } }),
      409,
      'You cannot delete your own account.',
    );
    await expectFailure(
      strataadmin.DELETE('/user/delete/{id}', { params: { path: { id: t.seed.users.formerowner } } }),
      404, // an account of a role the caller does not manage is unknown to it (x-owner manageableAccount)
    );
    await expectFailure(strataadmin.DELETE('/user/delete/{id}', { params: { path: { id: 999999 } } }), 404);
    expect(await userCount()).toBe(before);
  });

  it('deletes an archived building login: its unit links go, its building keeps no login', async () => {
    const strataadmin = await sdk.as('strataadmin');
    const id = t.seed.users.EPS5678;
    await ok(strataadmin.PUT('/user/archive/{id}', { params: { path: { id } } }));
    const { data } = await strataadmin.DELETE('/user/delete/{id}', { params: { path: { id } } });
    expect(data).toEqual({ message: 'User deleted.' });
    await expectFailure(strataadmin.GET('/user/{id}', { params: { path: { id: String(id) } } }), 404);
    const [building] = await db()
      .select({ propertyAdminId: strataProperties.propertyAdminId })
      .from(strataProperties)
      .where(eq(strataProperties.id, t.seed.strataProperties.eps));
    expect(building?.propertyAdminId).toBeNull();
    expect(await db().select().from(strataUnitUsers).where(eq(strataUnitUsers.userId, id))).toEqual([]);
  });

  it("deletes an archived owner account with its profile and the profile's documents and files", async () => {
    const superadmin = await sdk.as('superadmin');
    const id = t.seed.users.formerowner;
    const ownerDocs = await db()
      .select({ id: documents.id, path: documents.path })
      .from(documents)
      .where(eq(documents.ownerId, t.seed.ownerProfiles.archived));
    expect(ownerDocs.length).toBeGreaterThan(0);
    const files = ownerDocs.map((d) => path.join(t.dataDir, 'files', String(d.path)));
    expect(files.every((f) => fs.existsSync(f))).toBe(true);
    await ok(superadmin.PUT('/user/archive/{id}', { params: { path: { id } } }));
    await ok(superadmin.DELETE('/user/delete/{id}', { params: { path: { id } } }));
    expect(await db().select().from(ownerProfiles).where(eq(ownerProfiles.userId, id))).toEqual([]);
    expect(
      await db().select().from(documents).where(eq(documents.ownerId, t.seed.ownerProfiles.archived)),
    ).toEqual([]);
    expect(files.some((f) => fs.existsSync(f))).toBe(false);
  });
});
