// Owner records of strata units (tag strataUnits) through the generated SDK: create, replace (with an invitation) and
// update.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { strataOwners, strataUnitUserInvitations } from '../src/db/schema.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;

const ownerBody = (strataUnitId: number) => ({
  strataUnitId,
  nameOnTitle: 'Lena Fischer',
  email: 'lena.fischer@example.ca',
  addressLine1: '4420 West 10th Avenue',
  city: 'Vancouver',
  stateOrProvince: 'BC',
  country: 'Canada',
  postalCode: 'v6r2h9',
});

describe('createStrataOwner', () => {
  it('saves the owner pending, not current, with strata role 2 and the postal code formatted', async () => {
    const admin = await sdk.as('strataadmin');
    const unitId = t.seed.strataUnits.bcs201;
    const owner = await ok(admin.POST('/strataOwner', { body: ownerBody(unitId) }));
    expect(owner).toMatchObject({
      nameOnTitle: 'Lena Fischer',
      postalCode: 'V6R 2H9',
      isCurrent: false,
      pending: true,
      confirmed: false,
      strataRole: 2,
      addressLine2: null,
      preAuthorizedDebit: null,
    });
    const unit = await ok(admin.GET('/strataUnit/{id}', { params: { path: { id: unitId } } }));
    expect(unit.strataOwners.map((o) => o.id)).toEqual([owner.id]);
    const abroad = await ok(
      admin.POST('/strataOwner', {
        body: {
          ...ownerBody(unitId),
          country: 'United States',
          stateOrProvince: 'WA',
          postalCode: '98101',
          strataRole: 0,
        },
      }),
    );
    expect(abroad).toMatchObject({ postalCode: '98101', strataRole: 0 });
  });

  it('answers 400 "Invalid postal code" for a non-Canadian code in Canada, 404 for an unknown unit', async () => {
    const admin = await sdk.as('strataadmin');
    const unitId = t.seed.strataUnits.bcs202;
    const error = await expectFailure(
      admin.POST('/strataOwner', { body: { ...ownerBody(unitId), postalCode: '98101' } }),
      400,
      'Invalid postal code',
    );
    expect(error.field).toBe('postalCode');
    await expectFailure(admin.POST('/strataOwner', { body: ownerBody(999999) }), 404);
    expect(await db().select().from(strataOwners).where(eq(strataOwners.strataUnitId, unitId))).toEqual([]);
  });
});

describe('replaceStrataOwner', () => {
  it('creates a pending owner at the unit address and an invitation, mails it, and withdraws an earlier pending one', async () => {
    const admin = await sdk.as('strataadmin');
    const unitId = t.seed.strataUnits.eps306;
    const first = await ok(
      admin.POST('/strataOwner/replace/{unitId}', {
        params: { path: { unitId } },
        body: { nameOnTitle: 'Arjun Mehta', email: 'arjun.mehta@example.ca' },
      }),
    );
    expect(first.owner).toMatchObject({
      nameOnTitle: 'Arjun Mehta',
      addressLine1: '306-7388 Kingsway',
      city: 'Burnaby',
      stateOrProvince: 'BC',
      country: 'Canada',
      postalCode: 'V3N 3C1',
      isCurrent: false,
      pending: true,
      strataRole: 0,
    });
    expect(first.invitation).toMatchObject({
      email: 'arjun.mehta@example.ca',
      strataUnitId: unitId,
      strataOwnerId: first.owner.id,
      strataRole: 0,
      status: 'pending',
      userName: null,
    });
    expect(first.invitation.sentAt).not.toBeNull();
    const [mail] = await t.app.services.mail.list({ to: 'arjun.mehta@example.ca' });
    expect(mail?.subject).toBe('Claim your unit at Edmonds Park Square');
    expect(mail?.links[0]).toMatch(/^http:\/\/portal\.test\/authorize\?hash=[A-Za-z0-9_-]{43}$/);

    const second = await ok(
      admin.POST('/strataOwner/replace/{unitId}', {
        params: { path: { unitId } },
        body: { nameOnTitle: 'Mei Chen', email: 'mei.chen@example.ca' },
      }),
    );
    const owners = await db().select().from(strataOwners).where(eq(strataOwners.strataUnitId, unitId));
    expect(owners.map((o) => o.nameOnTitle)).toEqual(['Mei Chen']);
    const invitations = await db()
      .select()
      .from(strataUnitUserInvitations)
      .where(eq(strataUnitUserInvitations.strataUnitId, unitId));
    expect(invitations.map((i) => i.id)).toEqual([second.invitation.id]);
  });

  it('answers 400 for a blank name or email and 404 for an archived unit, creating nothing', async () => {
    const admin = await sdk.as('strataadmin');
    const unitId = t.seed.strataUnits.bcs202;
    const blankName = await t.request({
      method: 'POST',
      url: `/api/strataOwner/replace/${unitId}`,
      as: 'strataadmin',
      payload: { nameOnTitle: '  ', email: 'x@example.ca' },
    });
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json().field).toBe('nameOnTitle');
    const blankEmail = await t.request({
      method: 'POST',
      url: `/api/strataOwner/replace/${unitId}`,
      as: 'strataadmin',
      payload: { nameOnTitle: 'X', email: '' },
    });
    expect(blankEmail.statusCode).toBe(400);
    expect(blankEmail.json().field).toBe('email');
    await expectFailure(
      admin.POST('/strataOwner/replace/{unitId}', {
        params: { path: { unitId: t.seed.strataUnits.bcs301Archived } },
        body: { nameOnTitle: 'X', email: 'x@example.ca' },
      }),
      404,
    );
    expect(await db().select().from(strataOwners).where(eq(strataOwners.strataUnitId, unitId))).toEqual([]);
  });
});

describe('updateStrataOwner', () => {
  it('lets an admin change any field and the primary user change the address', async () => {
    const admin = await sdk.as('strataadmin');
    const ownerId = t.seed.strataOwners.eps305;
    const address = {
      email: 'sophie.nguyen@example.ca',
      addressLine1: '2210 West 41st Avenue',
      addressLine2: 'Suite 4',
      city: 'Vancouver',
      stateOrProvince: 'BC',
      country: 'Canada',
      postalCode: 'V6M 2A3',
    };
    const byAdmin = await ok(
      admin.PUT('/strataOwner/{ownerId}', {
        params: { path: { ownerId } },
        body: { ...address, nameOnTitle: 'Sophie T. Nguyen' },
      }),
    );
    expect(byAdmin).toMatchObject({
      nameOnTitle: 'Sophie T. Nguyen',
      addressLine2: 'Suite 4',
      isCurrent: true,
    });
    const byOwner = await ok(
      (await sdk.as('unitowner2')).PUT('/strataOwner/{ownerId}', {
        params: { path: { ownerId } },
        body: {
          ...address,
          addressLine1: '88 Pacific Boulevard',
          addressLine2: undefined,
          nameOnTitle: 'Sophie T. Nguyen',
        },
      }),
    );
    expect(byOwner).toMatchObject({
      nameOnTitle: 'Sophie T. Nguyen',
      addressLine1: '88 Pacific Boulevard',
      addressLine2: null,
    });
    const [row] = await db().select().from(strataOwners).where(eq(strataOwners.id, ownerId));
    expect(row).toMatchObject({ addressLine1: '88 Pacific Boulevard', addressLine2: null, pending: false });
  });

  it('refuses a name change from the owner (400), other units (404) and bad postal codes (400), changing nothing', async () => {
    const ownerId = t.seed.strataOwners.eps305;
    const [before] = await db().select().from(strataOwners).where(eq(strataOwners.id, ownerId));
    const body = {
      email: 'sophie.nguyen@example.ca',
      addressLine1: '1 Main Street',
      city: 'Vancouver',
      stateOrProvince: 'BC',
      country: 'Canada',
      postalCode: 'V6M 2A3',
    };
    const owner = await sdk.as('unitowner2');
    await expectFailure(
      owner.PUT('/strataOwner/{ownerId}', {
        params: { path: { ownerId } },
        body: { ...body, nameOnTitle: 'Someone Else' },
      }),
      400,
      'Only the strata office can change the name on title.',
    );
    await expectFailure(
      owner.PUT('/strataOwner/{ownerId}', {
        params: { path: { ownerId } },
        body: { ...body, postalCode: '12345' },
      }),
      400,
      'Invalid postal code',
    );
    // unitowner is no user of unit 305.
    await expectFailure(
      (await sdk.as('unitowner')).PUT('/strataOwner/{ownerId}', { params: { path: { ownerId } }, body }),
      404,
    );
    const [after] = await db().select().from(strataOwners).where(eq(strataOwners.id, ownerId));
    expect(after).toEqual(before);
    await expectFailure(
      (await sdk.as('strataadmin')).PUT('/strataOwner/{ownerId}', {
        params: { path: { ownerId: 999999 } },
        body,
      }),
      404,
    );
  });
});
