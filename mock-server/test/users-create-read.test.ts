// User accounts (tag users) through the generated SDK: create, lists by role, get by id or email, and the lists of
// users with their building, each with its failures and the role limits inside the operation (admin: Owner accounts
// only; strataAdmin: strata accounts only; superAdmin: any). Changes, archive and delete: users-update-archive.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/passwords.ts';
import { users } from '../src/db/schema.ts';
import { allHandlers } from '../src/services/index.ts';
import { handlers as userHandlers } from '../src/services/users.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';
import { userAccounts } from './helpers/users.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const { signIn, userCount, newUser } = userAccounts(t, sdk);

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
        body: {
          email: 'strata.helper@portal.example.ca',
          password: 'Harbour#Kettle-Lamp7',
          portal: 'strata',
        },
      }),
    );
    expect(created.role).toBe('Strata Administrator');
    expect((await signIn('strata.helper', 'Harbour#Kettle-Lamp7', 'strata')).statusCode).toBe(200);
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

describe('createUser hashes the password before the write transaction opens', () => {
  // The real createUser, each step noting whether it runs inside the write's transaction (audit/recorder.ts opens one
  // around every write; a handler's `db` is then that transaction, not the service's database).
  const steps: string[] = [];
  const real = userHandlers.createUser;
  if (!real || typeof real === 'function' || !real.prepare) throw new Error('createUser has no prepare step');
  const { prepare, handler } = real;
  const where = (ctx: { db: unknown }) =>
    ctx.db === spied.app.services.db ? 'outside the transaction' : 'in the write transaction';
  const spied = useTestApp({
    handlers: {
      ...allHandlers(),
      createUser: {
        prepare: async (ctx) => {
          steps.push(`prepare ${where(ctx)}`);
          return prepare(ctx);
        },
        handler: async (ctx) => {
          steps.push(`handler ${where(ctx)}`);
          return handler(ctx);
        },
      },
    },
  });
  const spiedSdk = useSdk(spied);

  it('hashes in prepare, outside the transaction, and stores that hash', async () => {
    const admin = await spiedSdk.as('admin');
    const created = await ok(
      admin.POST('/user', {
        params: { query: { role: 'Owner', userName: 'prepared.hash' } },
        body: { email: 'prepared.hash@example.ca', password: 'Portal#2026' },
      }),
    );
    expect(steps).toEqual(['prepare outside the transaction', 'handler in the write transaction']);
    const [row] = await spied.app.services.db.select().from(users).where(eq(users.id, created.id));
    expect(await verifyPassword(row?.passwordHash ?? null, 'Portal#2026')).toBe(true);
  });
});
