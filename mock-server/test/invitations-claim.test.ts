// Invitations (tag invitations) through the generated SDK, the public /authorize flow: lookup by hash, the
// authorization check, registration (a new account, or the "sign in" branch for an existing unit owner account),
// replacement of a unit's registered owner, and rate limiting. Creating, mailing and deleting invitations:
// invitations-sending.test.ts.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { strataOwners, strataUnitUserInvitations, strataUnitUsers, users } from '../src/db/schema.ts';
import { demoPassword } from '../src/seed.ts';
import { invitationFlow } from './helpers/invitations.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const { mailedHash, inviteOwner, authorize, register } = invitationFlow(t, sdk);

const mismatch = "One or more fields don't match the authorization requirements";
const unknownHash = 'q8Zt3vJ0mX5cR2wL9pK7yH1nB4dF6gS0aE3uT8iO2lM';

const signIn = (username: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth', payload: { username, password, portal: 'strata' } });

describe('the seeded invitation of unit 102: lookup, authorization check, registration', () => {
  it('looks up a hash without revealing the answers of the check', async () => {
    const { id, hash } = t.seed.invitations.bcs102;
    const found = await ok(
      sdk.anonymous().GET('/strataUnitUserInvitation/{hash}', { params: { path: { hash } } }),
    );
    expect(found).toEqual({
      id,
      email: 'amelia.grant@example.ca',
      status: 'pending',
      expired: false,
      expiredReason: null,
      expiresAt: expect.any(String),
    });
  });

  it('answers 404 for an unknown hash and 400 for a malformed one', async () => {
    await expectFailure(
      sdk.anonymous().GET('/strataUnitUserInvitation/{hash}', { params: { path: { hash: unknownHash } } }),
      404,
      'This invitation link is not valid.',
    );
    const res = await t.request({ method: 'GET', url: '/api/strataUnitUserInvitation/short' });
    expect(res.statusCode).toBe(400);
  });

  it('answers 400 with the spec message when any answer does not match, without saying which', async () => {
    const { id, hash } = t.seed.invitations.bcs102;
    const right = { hash, unitNumber: '102', strataPlanNumber: 'BCS1234', nameOnTitle: 'Amelia Grant' };
    for (const wrong of [
      { ...right, unitNumber: '101' },
      { ...right, strataPlanNumber: 'EPS5678' },
      { ...right, nameOnTitle: 'Amelia Grunt' },
    ]) {
      const error = await expectFailure(authorize(id, wrong), 400, mismatch);
      expect(error.field).toBeUndefined();
    }
    const [row] = await db()
      .select()
      .from(strataUnitUserInvitations)
      .where(eq(strataUnitUserInvitations.id, id));
    expect(row?.authorizedAt).toBeNull();
  });

  it('answers 404 for an unknown invitation or a hash that is not this invitation', async () => {
    const { id, hash } = t.seed.invitations.bcs102;
    const answers = { unitNumber: '102', strataPlanNumber: 'BCS1234', nameOnTitle: 'Amelia Grant' };
    await expectFailure(authorize(id, { ...answers, hash: unknownHash }), 404);
    await expectFailure(authorize(999999, { ...answers, hash }), 404);
  });

  it('refuses registration before the check has passed (409)', async () => {
    const { id, hash } = t.seed.invitations.bcs102;
    await expectFailure(
      register(id, { hash, email: 'amelia.grant@example.ca', password: 'Strata#2027' }),
      409,
      'Complete the authorization step first.',
    );
    expect(
      await db().select().from(users).where(eq(users.normalizedEmail, 'AMELIA.GRANT@EXAMPLE.CA')),
    ).toEqual([]);
  });

  it('passes the check ignoring case and extra spaces, then registers a new account that can sign in', async () => {
    const { id, hash } = t.seed.invitations.bcs102;
    expect(
      await ok(
        authorize(id, {
          hash,
          unitNumber: ' 102 ',
          strataPlanNumber: 'bcs 1234',
          nameOnTitle: 'amelia   GRANT',
        }),
      ),
    ).toEqual({ authorized: true });

    const { data, response } = await register(id, {
      hash,
      email: 'Amelia.Grant@Example.ca',
      password: 'Strata#2027',
    });
    expect(response.status).toBe(201);
    expect(data).toEqual({ userName: 'amelia.grant@example.ca', strataUnitId: t.seed.strataUnits.bcs102 });

    const signedIn = await signIn('amelia.grant@example.ca', 'Strata#2027');
    expect(signedIn.statusCode).toBe(200);
    const me = sdk.withToken(signedIn.json().token);
    const unit = await ok(
      me.GET('/strataUnit/{id}', { params: { path: { id: t.seed.strataUnits.bcs102 } } }),
    );
    expect(unit.strataUnitUsers).toMatchObject([
      {
        strataUnitRole: 0,
        firstName: 'Amelia',
        lastName: 'Grant',
        user: { userName: 'amelia.grant@example.ca' },
      },
    ]);
    expect(unit.strataOwners[0]).toMatchObject({
      id: t.seed.strataOwners.bcs102Pending,
      isCurrent: true,
      pending: false,
      confirmed: true,
    });
    const [invitation] = await db()
      .select()
      .from(strataUnitUserInvitations)
      .where(eq(strataUnitUserInvitations.id, id));
    expect(invitation).toMatchObject({ userName: 'amelia.grant@example.ca' });
    expect(invitation?.registeredAt).not.toBeNull();
  });

  it('answers 409 "already been used" once registered; the lookup then says registered', async () => {
    const { id, hash } = t.seed.invitations.bcs102;
    const used = 'This invitation has already been used.';
    await expectFailure(
      authorize(id, { hash, unitNumber: '102', strataPlanNumber: 'BCS1234', nameOnTitle: 'Amelia Grant' }),
      409,
      used,
    );
    await expectFailure(
      register(id, { hash, email: 'someone.else@example.ca', password: 'Strata#2027' }),
      409,
      used,
    );
    expect(
      await db().select().from(users).where(eq(users.normalizedEmail, 'SOMEONE.ELSE@EXAMPLE.CA')),
    ).toEqual([]);
    expect(
      await ok(sdk.anonymous().GET('/strataUnitUserInvitation/{hash}', { params: { path: { hash } } })),
    ).toMatchObject({ status: 'registered', expired: false });
  });
});

describe('registration with an email that already has an account', () => {
  it('claims the unit for an existing unit owner account that gives its password (200)', async () => {
    const unitId = t.seed.strataUnits.bcs202;
    const invited = await inviteOwner(unitId, 'Sophie Nguyen', 'sophie.nguyen@example.ca');
    await ok(
      authorize(invited.invitationId, {
        hash: invited.hash,
        unitNumber: '202',
        strataPlanNumber: 'BCS1234',
        nameOnTitle: 'Sophie Nguyen',
      }),
    );
    await expectFailure(
      register(invited.invitationId, {
        hash: invited.hash,
        email: 'sophie.nguyen@example.ca',
        password: 'Wrong#2026',
      }),
      409,
      'email or password were incorrect',
    );
    const { data, response } = await register(invited.invitationId, {
      hash: invited.hash,
      email: 'sophie.nguyen@example.ca',
      password: demoPassword,
    });
    expect(response.status).toBe(200);
    expect(data).toEqual({ userName: 'unitowner2', strataUnitId: unitId });
    const [link] = await db()
      .select()
      .from(strataUnitUsers)
      .where(
        and(eq(strataUnitUsers.strataUnitId, unitId), eq(strataUnitUsers.userId, t.seed.users.unitowner2)),
      );
    expect(link).toMatchObject({ strataUnitRole: 0, firstName: 'Sophie', lastName: 'Nguyen' });
    const units = await ok(
      (await sdk.as('unitowner2')).GET('/strataUnitUser/strataUnits/{userId}', {
        params: { path: { userId: t.seed.users.unitowner2 } },
      }),
    );
    expect(units.map((u) => [u.unitNumber, u.strataUnitRole])).toContainEqual(['202', 0]);
  });

  it('refuses an email of an account that is not a unit owner account (409), creating nothing', async () => {
    const unitId = t.seed.strataUnits.bcs201;
    const invited = await inviteOwner(unitId, 'Margaret Chen', 'margaret.chen@example.ca');
    await ok(
      authorize(invited.invitationId, {
        hash: invited.hash,
        unitNumber: '201',
        strataPlanNumber: 'BCS1234',
        nameOnTitle: 'Margaret Chen',
      }),
    );
    await expectFailure(
      register(invited.invitationId, {
        hash: invited.hash,
        email: 'margaret.chen@example.ca',
        password: demoPassword,
      }),
      409,
      'Error creating new user. User may already exist.',
    );
    expect(await db().select().from(strataUnitUsers).where(eq(strataUnitUsers.strataUnitId, unitId))).toEqual(
      [],
    );
    const [owner] = await db().select().from(strataOwners).where(eq(strataOwners.id, invited.ownerId));
    expect(owner).toMatchObject({ isCurrent: false, pending: true });
  });
});

describe('replacing the registered owner of unit 101', () => {
  it('makes the new owner current and the previous primary user a Past Owner once they register', async () => {
    const admin = await sdk.as('strataadmin');
    const unitId = t.seed.strataUnits.bcs101;
    const replaced = await ok(
      admin.POST('/strataOwner/replace/{unitId}', {
        params: { path: { unitId } },
        body: { nameOnTitle: 'Arjun Kumar Mehta', email: 'arjun.mehta@example.ca' },
      }),
    );
    // The current owner stays current until the new one registers.
    const before = await ok(admin.GET('/strataUnit/{id}', { params: { path: { id: unitId } } }));
    expect(before.strataOwners.map((o) => [o.nameOnTitle, o.isCurrent, o.pending])).toEqual([
      ['Daniel Okafor', true, false],
      ['Arjun Kumar Mehta', false, true],
    ]);
    const hash = await mailedHash('arjun.mehta@example.ca');
    const invitationId = replaced.invitation.id;
    await ok(
      authorize(invitationId, {
        hash,
        unitNumber: '101',
        strataPlanNumber: 'BCS1234',
        nameOnTitle: 'Arjun Kumar Mehta',
      }),
    );
    const { response } = await register(invitationId, {
      hash,
      email: 'arjun.mehta@example.ca',
      password: 'Strata#2027',
    });
    expect(response.status).toBe(201);

    const after = await ok(admin.GET('/strataUnit/{id}', { params: { path: { id: unitId } } }));
    expect(after.strataOwners.map((o) => [o.nameOnTitle, o.isCurrent, o.pending, o.confirmed])).toEqual([
      ['Arjun Kumar Mehta', true, false, true],
      ['Daniel Okafor', false, false, false],
    ]);
    expect(
      after.strataUnitUsers.map((u) => [u.user.userName, u.strataUnitRole, u.firstName, u.lastName]),
    ).toEqual([
      ['arjun.mehta@example.ca', 0, 'Arjun', 'Kumar Mehta'],
      ['unitowner2', 1, 'Sophie', 'Nguyen'],
      ['unitowner', 2, 'Daniel', 'Okafor'],
    ]);
    // The seller, now a Past Owner, no longer reaches the unit (nor the buyer's name and email in it).
    const formerView = await t.request({ method: 'GET', url: `/api/strataUnit/${unitId}`, as: 'unitowner' });
    expect(formerView.statusCode).toBe(404);
    expect(formerView.body).not.toContain('arjun');
  });
});

describe('rate limiting of the public invitation calls', () => {
  it('answers 429 with a clear message after too many authorization attempts on one invitation', async () => {
    const invited = await inviteOwner(t.seed.strataUnits.eps1204, 'Lucas Martin', 'lucas.martin@example.ca');
    const wrong = {
      hash: invited.hash,
      unitNumber: '1',
      strataPlanNumber: 'EPS5678',
      nameOnTitle: 'Lucas Martin',
    };
    // The tests' strict limit is 10 a minute.
    for (let i = 0; i < 10; i++) await expectFailure(authorize(invited.invitationId, wrong), 400, mismatch);
    await expectFailure(
      authorize(invited.invitationId, { ...wrong, unitNumber: '1204' }),
      429,
      'Too many attempts. Please wait a minute and try again.',
    );
    const [row] = await db()
      .select()
      .from(strataUnitUserInvitations)
      .where(eq(strataUnitUserInvitations.id, invited.invitationId));
    expect(row?.authorizedAt).toBeNull();
  });
});
