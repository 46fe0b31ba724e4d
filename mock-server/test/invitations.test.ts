// Invitations (tag invitations) through the generated SDK: create, mail, resend (the same link), delete, and the
// public /authorize flow: lookup by hash, the authorization check, registration (a new account, or the "sign in"
// branch for an existing unit owner account), replacement of a unit's registered owner, expiry and rate limiting.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { strataOwners, strataUnitUserInvitations, strataUnitUsers, users } from '../src/db/schema.ts';
import { demoPassword } from '../src/seed.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const mismatch = "One or more fields don't match the authorization requirements";
const unknownHash = 'q8Zt3vJ0mX5cR2wL9pK7yH1nB4dF6gS0aE3uT8iO2lM';

/** The hash of the newest invitation link mailed to an address. */
async function mailedHash(to: string): Promise<string> {
  const [mail] = await t.app.services.mail.list({ to });
  const link = mail?.links.find((l) => l.includes('/authorize?hash='));
  const hash = link ? new URL(link).searchParams.get('hash') : null;
  if (!hash) throw new Error(`no invitation mailed to ${to}`);
  return hash;
}

/** Step 2 of Add Strata Unit: an owner record, an invitation for it, mailed. */
async function inviteOwner(strataUnitId: number, nameOnTitle: string, email: string) {
  const admin = await sdk.as('strataadmin');
  const owner = await ok(
    admin.POST('/strataOwner', {
      body: {
        strataUnitId,
        nameOnTitle,
        email,
        addressLine1: '1 Test Street',
        city: 'Vancouver',
        stateOrProvince: 'BC',
        country: 'Canada',
        postalCode: 'V6B 1A1',
      },
    }),
  );
  const invitation = await ok(
    admin.POST('/strataUnitUserInvitation', {
      body: { email, strataUnitId, strataRole: 2, strataOwnerId: owner.id },
    }),
  );
  await ok(admin.POST('/strataUnitUserInvitation/invite', { body: { invitationId: invitation.id } }));
  return { ownerId: owner.id, invitationId: invitation.id, hash: await mailedHash(email) };
}

const authorize = (
  invitationId: number,
  body: { hash: string; unitNumber: string; strataPlanNumber: string; nameOnTitle: string },
) =>
  sdk.anonymous().POST('/strataUnitUserInvitation/authorizeForm/{invitationId}', {
    params: { path: { invitationId } },
    body,
  });

const register = (invitationId: number, body: { hash: string; email: string; password: string }) =>
  sdk.anonymous().POST('/strataUnitUserInvitation/{invitationId}/register', {
    params: { path: { invitationId } },
    body,
  });

const signIn = (username: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth', payload: { username, password, portal: 'strata' } });

describe('the seeded invitation of unit 102: lookup, authorization check, registration', () => {
  it('looks up a hash without revealing the answers of the check', async () => {
    const { id, hash } = t.seed.invitations.bcs102;
    const found = await ok(
      sdk.anonymous().GET('/strataUnitUserInvitation/{hash}', { params: { path: { hash } } }),
    );
    expect(found).toEqual({ id, email: 'amelia.grant@example.ca', status: 'pending', expired: false });
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

describe('createStrataUnitUserInvitation and sendStrataUnitUserInvitation', () => {
  it('creates a pending invitation, mails it on invite with an /authorize link that looks it up', async () => {
    const admin = await sdk.as('strataadmin');
    const unitId = t.seed.strataUnits.lms401;
    const owner = await ok(
      admin.POST('/strataOwner', {
        body: {
          strataUnitId: unitId,
          nameOnTitle: 'Hugo Laurent',
          email: 'hugo.laurent@example.ca',
          addressLine1: '401-155 East 3rd Street',
          city: 'North Vancouver',
          stateOrProvince: 'BC',
          country: 'Canada',
          postalCode: 'V7L 1E6',
        },
      }),
    );
    const created = await ok(
      admin.POST('/strataUnitUserInvitation', {
        body: {
          email: 'hugo.laurent@example.ca',
          strataUnitId: unitId,
          strataRole: 2,
          strataOwnerId: owner.id,
        },
      }),
    );
    expect(created).toMatchObject({
      strataUnitId: unitId,
      strataOwnerId: owner.id,
      status: 'pending',
      sentAt: null,
      userName: null,
    });
    expect(created).not.toHaveProperty('hash');
    expect(await t.app.services.mail.list({ to: 'hugo.laurent@example.ca' })).toEqual([]);

    const sent = await ok(
      admin.POST('/strataUnitUserInvitation/invite', { body: { invitationId: created.id } }),
    );
    expect(sent.sentAt).not.toBeNull();
    const [mail] = await t.app.services.mail.list({ to: 'hugo.laurent@example.ca' });
    expect(mail).toMatchObject({ subject: 'Claim your unit at Lonsdale Quay Terraces' });
    expect(mail?.text).toContain('unit 401');
    const hash = await mailedHash('hugo.laurent@example.ca');
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(
      await ok(sdk.anonymous().GET('/strataUnitUserInvitation/{hash}', { params: { path: { hash } } })),
    ).toEqual({ id: created.id, email: 'hugo.laurent@example.ca', status: 'pending', expired: false });
    // Only a digest of the hash is stored.
    const [row] = await db()
      .select()
      .from(strataUnitUserInvitations)
      .where(eq(strataUnitUserInvitations.id, created.id));
    expect(JSON.stringify(row)).not.toContain(hash);
  });

  it('answers 400 for an owner record of another unit and 404 for unknown units and owners, creating nothing', async () => {
    const admin = await sdk.as('strataadmin');
    const before = (await db().select().from(strataUnitUserInvitations)).length;
    const body = {
      email: 'x@example.ca',
      strataUnitId: t.seed.strataUnits.bcs201,
      strataRole: 2 as const,
      strataOwnerId: t.seed.strataOwners.eps305,
    };
    await expectFailure(
      admin.POST('/strataUnitUserInvitation', { body }),
      400,
      'The owner record is not of this unit.',
    );
    await expectFailure(
      admin.POST('/strataUnitUserInvitation', { body: { ...body, strataUnitId: 999999 } }),
      404,
    );
    await expectFailure(
      admin.POST('/strataUnitUserInvitation', { body: { ...body, strataOwnerId: 999999 } }),
      404,
    );
    expect((await db().select().from(strataUnitUserInvitations)).length).toBe(before);
  });

  it('expires the earlier invitation of a unit when a newer one is made (lookup, check, invite)', async () => {
    const admin = await sdk.as('strataadmin');
    const unitId = t.seed.strataUnits.eps1204;
    const old = await inviteOwner(unitId, 'Priya Raman', 'priya.raman@example.ca');
    await inviteOwner(unitId, 'Omar Haddad', 'omar.haddad@example.ca');
    expect(
      await ok(
        sdk.anonymous().GET('/strataUnitUserInvitation/{hash}', { params: { path: { hash: old.hash } } }),
      ),
    ).toMatchObject({ status: 'pending', expired: true });
    const expired = 'This invitation has expired.';
    await expectFailure(
      authorize(old.invitationId, {
        hash: old.hash,
        unitNumber: '1204',
        strataPlanNumber: 'EPS5678',
        nameOnTitle: 'Priya Raman',
      }),
      409,
      expired,
    );
    await expectFailure(
      admin.POST('/strataUnitUserInvitation/invite', { body: { invitationId: old.invitationId } }),
      409,
      expired,
    );
    await expectFailure(
      admin.POST('/strataUnitUserInvitation/invite', { body: { invitationId: 999999 } }),
      404,
    );
  });

  it("expires a unit's invitation while the unit is archived", async () => {
    const admin = await sdk.as('strataadmin');
    const unitId = t.seed.strataUnits.eps306;
    const invited = await inviteOwner(unitId, 'Grace Park', 'grace.park@example.ca');
    await ok(admin.PUT('/strataUnit/archive/{id}', { params: { path: { id: unitId } } }));
    expect(
      await ok(
        sdk.anonymous().GET('/strataUnitUserInvitation/{hash}', { params: { path: { hash: invited.hash } } }),
      ),
    ).toMatchObject({ expired: true });
    await expectFailure(
      authorize(invited.invitationId, {
        hash: invited.hash,
        unitNumber: '306',
        strataPlanNumber: 'EPS5678',
        nameOnTitle: 'Grace Park',
      }),
      409,
      'This invitation has expired.',
    );
    await expectFailure(
      admin.PUT('/strataUnitUserInvitation/resend/{unitId}', { params: { path: { unitId } } }),
      409,
      'This invitation has expired.',
    );
    await ok(admin.PUT('/strataUnit/restore/{id}', { params: { path: { id: unitId } } }));
    expect(
      await ok(
        sdk.anonymous().GET('/strataUnitUserInvitation/{hash}', { params: { path: { hash: invited.hash } } }),
      ),
    ).toMatchObject({ expired: false });
  });
});

describe('resendStrataUnitUserInvitation', () => {
  it("mails the unit's latest invitation again with the same link; an accepted one is refused (409)", async () => {
    const admin = await sdk.as('strataadmin');
    const unitId = t.seed.strataUnits.lms401;
    const before = await mailedHash('hugo.laurent@example.ca');
    const resent = await ok(
      admin.PUT('/strataUnitUserInvitation/resend/{unitId}', { params: { path: { unitId } } }),
    );
    expect(resent.email).toBe('hugo.laurent@example.ca');
    expect(await t.app.services.mail.list({ to: 'hugo.laurent@example.ca' })).toHaveLength(2);
    expect(await mailedHash('hugo.laurent@example.ca')).toBe(before);

    // Unit 102's invitation was registered above: its link no longer registers anyone, so nothing is mailed.
    const mailsBefore = (await t.app.services.mail.list({ to: 'amelia.grant@example.ca' })).length;
    const error = await expectFailure(
      admin.PUT('/strataUnitUserInvitation/resend/{unitId}', {
        params: { path: { unitId: t.seed.strataUnits.bcs102 } },
      }),
      409,
      'This invitation has already been accepted: the owner signs in with their account. To invite someone else, use Replace Current Registered Owner.',
    );
    expect(error.status).toBe(409);
    expect((await t.app.services.mail.list({ to: 'amelia.grant@example.ca' })).length).toBe(mailsBefore);
  });

  it('answers 404 for a unit without an invitation and for an unknown unit', async () => {
    const admin = await sdk.as('strataadmin');
    await expectFailure(
      admin.PUT('/strataUnitUserInvitation/resend/{unitId}', {
        params: { path: { unitId: t.seed.strataUnits.bcs201 } },
      }),
      404,
      'This unit has no invitation.',
    );
    await expectFailure(
      admin.PUT('/strataUnitUserInvitation/resend/{unitId}', { params: { path: { unitId: 999999 } } }),
      404,
    );
    await expectFailure(
      (await sdk.as('BCS1234')).PUT('/strataUnitUserInvitation/resend/{unitId}', {
        params: { path: { unitId: t.seed.strataUnits.bcs102 } },
      }),
      403,
    );
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
    // The former primary user no longer reaches the payments.
    const formerView = await ok(
      (await sdk.as('unitowner')).GET('/strataUnit/{id}', { params: { path: { id: unitId } } }),
    );
    expect(formerView.currentMonthlyPayment).toBeNull();
  });
});

describe('deleteStrataUnitUserInvitations', () => {
  it('deletes every invitation of the unit so its links stop working; the owner records stay', async () => {
    const admin = await sdk.as('strataadmin');
    const unitId = t.seed.strataUnits.eps1204;
    const hash = await mailedHash('omar.haddad@example.ca');
    const { response } = await admin.DELETE('/strataUnitUserInvitation/delete/{unitId}', {
      params: { path: { unitId } },
      body: { strataUnitId: unitId },
    });
    expect(response.status).toBe(204);
    expect(
      await db()
        .select()
        .from(strataUnitUserInvitations)
        .where(eq(strataUnitUserInvitations.strataUnitId, unitId)),
    ).toEqual([]);
    expect(await db().select().from(strataOwners).where(eq(strataOwners.strataUnitId, unitId))).toHaveLength(
      2,
    );
    await expectFailure(
      sdk.anonymous().GET('/strataUnitUserInvitation/{hash}', { params: { path: { hash } } }),
      404,
    );
  });

  it('answers 400 when the body names another unit and 404 for an unknown unit, deleting nothing', async () => {
    const admin = await sdk.as('strataadmin');
    const unitId = t.seed.strataUnits.lms401;
    await expectFailure(
      admin.DELETE('/strataUnitUserInvitation/delete/{unitId}', {
        params: { path: { unitId } },
        body: { strataUnitId: t.seed.strataUnits.bcs101 },
      }),
      400,
      'strataUnitId must be the unit of the path.',
    );
    await expectFailure(
      admin.DELETE('/strataUnitUserInvitation/delete/{unitId}', {
        params: { path: { unitId: 999999 } },
        body: { strataUnitId: 999999 },
      }),
      404,
    );
    expect(
      await db()
        .select()
        .from(strataUnitUserInvitations)
        .where(eq(strataUnitUserInvitations.strataUnitId, unitId)),
    ).toHaveLength(1);
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
