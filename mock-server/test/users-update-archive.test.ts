// User accounts (tag users) through the generated SDK: email and username changes, update, archive, restore and
// delete, each with its failures and the role limits inside the operation (admin: Owner accounts only; strataAdmin:
// strata accounts only; superAdmin: any). Create, lists and get: users-create-read.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, ownerProfiles, strataProperties, strataUnitUsers, users } from '../src/db/schema.ts';
import { demoPassword } from '../src/seed.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';
import { userAccounts } from './helpers/users.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const { signIn, userCount, newUser } = userAccounts(t, sdk);

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
