// Invitations (tag invitations) through the generated SDK, the strata administrator's side: create, mail, resend
// (the same link), expire (a newer invitation, an archived unit) and delete. The public /authorize flow:
// invitations-claim.test.ts.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { strataOwners, strataUnitUserInvitations } from '../src/db/schema.ts';
import { invitationFlow } from './helpers/invitations.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const { mailedHash, inviteOwner, authorize, register } = invitationFlow(t, sdk);

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
    ).toEqual({
      id: created.id,
      email: 'hugo.laurent@example.ca',
      status: 'pending',
      expired: false,
      expiredReason: null,
      expiresAt: expect.any(String),
    });
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
  // Unit 102's seeded invitation is registered first (its whole flow is invitations-claim.test.ts), so its resend
  // below is refused.
  beforeAll(async () => {
    const { id, hash } = t.seed.invitations.bcs102;
    await ok(
      authorize(id, { hash, unitNumber: '102', strataPlanNumber: 'BCS1234', nameOnTitle: 'Amelia Grant' }),
    );
    await ok(register(id, { hash, email: 'amelia.grant@example.ca', password: 'Strata#2027' }));
  });

  it("mails the unit's latest invitation again with a new link, the old one withdrawn; an accepted one is refused (409)", async () => {
    const admin = await sdk.as('strataadmin');
    const unitId = t.seed.strataUnits.lms401;
    const before = await mailedHash('hugo.laurent@example.ca');
    const resent = await ok(
      admin.PUT('/strataUnitUserInvitation/resend/{unitId}', { params: { path: { unitId } } }),
    );
    expect(resent.email).toBe('hugo.laurent@example.ca');
    expect(await t.app.services.mail.list({ to: 'hugo.laurent@example.ca' })).toHaveLength(2);
    const renewed = await mailedHash('hugo.laurent@example.ca');
    expect(renewed).not.toBe(before);
    const lookup = (hash: string) =>
      t.request({ method: 'GET', url: `/api/strataUnitUserInvitation/${encodeURIComponent(hash)}` });
    expect((await lookup(before)).statusCode).toBe(404);
    expect((await lookup(renewed)).statusCode).toBe(200);

    // Unit 102's invitation is registered (above): its link no longer registers anyone, so nothing is mailed.
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
