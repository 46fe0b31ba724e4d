// Strata units, unit users and owners (tag strataUnits) through the generated SDK: create (both payload shapes),
// get (per role, with the non-primary redaction), update, archive, restore, delete with everything connected, the
// building's units table, unit user links, the unit owner dashboard lists, and owner records (create, replace, update).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  preAuthorizedDebits,
  type RoleName,
  strataMonthlyPayments,
  strataOwners,
  strataUnitDocuments,
  strataUnits,
  strataUnitUserInvitations,
  strataUnitUsers,
  users,
} from '../src/db/schema.ts';
import { FileNotFoundError } from '../src/storage/file-storage.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const unitsOf = async (buildingId: number) =>
  db().select().from(strataUnits).where(eq(strataUnits.strataPropertyId, buildingId));

async function newAccount(userName: string, roleName: RoleName = 'Strata Unit Owner') {
  const email = `${userName.toLowerCase()}@example.ca`;
  const [row] = await db()
    .insert(users)
    .values({
      userName,
      normalizedUserName: userName.toUpperCase(),
      email,
      normalizedEmail: email.toUpperCase(),
      passwordHash: 'not-a-hash',
      roleName,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

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

describe('createStrataUnit', () => {
  it('creates a unit from {unitNumber, lotNumber} and from {unitLocation, strataLotNumber}', async () => {
    const admin = await sdk.as('strataadmin');
    const lms = t.seed.strataProperties.lms;
    const byNumber = await ok(
      admin.POST('/strataUnit', { body: { unitNumber: ' 402 ', lotNumber: '23', strataPropertyId: lms } }),
    );
    expect(byNumber).toMatchObject({
      unitNumber: '402',
      lotNumber: '23',
      unitLocation: null,
      strataPropertyId: lms,
      strataProperty: { id: lms, buildingName: 'Lonsdale Quay Terraces' },
      strataUnitUsers: [],
      strataOwners: [],
      currentMonthlyPayment: null,
      strataMonthlyPayments: [],
      archived: false,
    });
    const byLocation = await ok(
      admin.POST('/strataUnit', {
        body: { unitLocation: 'PH1', strataLotNumber: '24', strataPropertyId: lms },
      }),
    );
    expect(byLocation).toMatchObject({ unitNumber: 'PH1', unitLocation: 'PH1', lotNumber: '24' });
    const reread = await ok(admin.GET('/strataUnit/{id}', { params: { path: { id: byLocation.id } } }));
    expect(reread).toEqual(byLocation);
  });

  it('sets the Unit Location of the Add Strata Unit modal with the unit number (issue 15)', async () => {
    const admin = await sdk.as('strataadmin');
    const lms = t.seed.strataProperties.lms;
    const located = await ok(
      admin.POST('/strataUnit', {
        body: { unitNumber: '405', lotNumber: '27', unitLocation: ' Tower  A, 4th ', strataPropertyId: lms },
      }),
    );
    expect(located).toMatchObject({ unitNumber: '405', lotNumber: '27', unitLocation: 'Tower A, 4th' });
    const blank = await ok(
      admin.POST('/strataUnit', {
        body: { unitNumber: '406', lotNumber: '28', unitLocation: '  ', strataPropertyId: lms },
      }),
    );
    expect(blank.unitLocation).toBeNull();
    const tooLong = await expectFailure(
      admin.POST('/strataUnit', {
        body: { unitNumber: '407', lotNumber: '29', unitLocation: 'x'.repeat(21), strataPropertyId: lms },
      }),
      400,
    );
    expect(tooLong.message).toMatch(/unitLocation/);
  });

  it('answers 409 with the spec message for a unit or lot number the building has (archived units too)', async () => {
    const admin = await sdk.as('strataadmin');
    const bcs = t.seed.strataProperties.bcs;
    const before = (await unitsOf(bcs)).length;
    const message = 'No duplicate Lot Number or Unit Numbers are allowed.';
    await expectFailure(
      admin.POST('/strataUnit', { body: { unitNumber: '101', lotNumber: '77', strataPropertyId: bcs } }),
      409,
      message,
    );
    // Lot 9 is the archived unit 301's.
    await expectFailure(
      admin.POST('/strataUnit', {
        body: { unitLocation: '999', strataLotNumber: '9', strataPropertyId: bcs },
      }),
      409,
      message,
    );
    expect((await unitsOf(bcs)).length).toBe(before);
  });

  it('answers 400 for blank numbers and a payload mixing both shapes, 404 for an archived or unknown building', async () => {
    const admin = await sdk.as('strataadmin');
    const bcs = t.seed.strataProperties.bcs;
    const before = (await unitsOf(bcs)).length;
    const blank = await t.request({
      method: 'POST',
      url: '/api/strataUnit',
      as: 'strataadmin',
      payload: { unitNumber: '', lotNumber: '5', strataPropertyId: bcs },
    });
    expect(blank.statusCode).toBe(400);
    const mixed = await t.request({
      method: 'POST',
      url: '/api/strataUnit',
      as: 'strataadmin',
      payload: { unitNumber: '1', strataLotNumber: '5', strataPropertyId: bcs },
    });
    expect(mixed.statusCode).toBe(400);
    expect((await unitsOf(bcs)).length).toBe(before);
    await expectFailure(
      admin.POST('/strataUnit', {
        body: { unitNumber: '1', lotNumber: '1', strataPropertyId: t.seed.strataProperties.archived },
      }),
      404,
    );
    await expectFailure(
      admin.POST('/strataUnit', { body: { unitNumber: '1', lotNumber: '1', strataPropertyId: 999999 } }),
      404,
    );
  });
});

describe('getStrataUnit', () => {
  it('shows admins and the primary user everything: users, owners with bank details, payments', async () => {
    const id = t.seed.strataUnits.bcs101;
    for (const account of ['strataadmin', 'unitowner'] as const) {
      const unit = await ok((await sdk.as(account)).GET('/strataUnit/{id}', { params: { path: { id } } }));
      expect(unit.strataUnitUsers.map((u) => [u.user.userName, u.strataUnitRole])).toEqual([
        ['unitowner', 0],
        ['unitowner2', 1],
      ]);
      expect(unit.strataUnitUsers[0]).toMatchObject({
        firstName: 'Daniel',
        lastName: 'Okafor',
        user: { email: 'daniel.okafor@example.ca', phoneNumber: '604-555-0166' },
      });
      expect(unit.strataOwners[0]).toMatchObject({
        nameOnTitle: 'Daniel Okafor',
        isCurrent: true,
        pending: false,
        confirmed: true,
        preAuthorizedDebit: {
          id: t.seed.preAuthorizedDebits.bcs101,
          padStatus: 'Active',
          accountNumber: '5012345',
        },
      });
      expect(unit.currentMonthlyPayment).toMatchObject({
        id: t.seed.monthlyPayments.bcs101Current,
        totalFees: 447.5,
        paymentStartDate: '2027-01-01',
      });
      expect(unit.strataMonthlyPayments.map((p) => p.id)).toEqual([
        t.seed.monthlyPayments.bcs101Current,
        t.seed.monthlyPayments.bcs101Archived,
      ]);
    }
  });

  it("leaves out the owners' records, other users' emails and phones, and payments for a user who is not the primary user", async () => {
    const unit = await ok(
      (await sdk.as('unitowner2')).GET('/strataUnit/{id}', {
        params: { path: { id: t.seed.strataUnits.bcs101 } },
      }),
    );
    expect(unit.strataUnitUsers).toHaveLength(2);
    const primary = unit.strataUnitUsers.find((u) => u.userId === t.seed.users.unitowner);
    const self = unit.strataUnitUsers.find((u) => u.userId === t.seed.users.unitowner2);
    expect(primary?.user).toMatchObject({ email: null, phoneNumber: null });
    expect(self?.user.email).toEqual(expect.any(String));
    expect(unit.strataOwners).toEqual([]);
    expect(unit.currentMonthlyPayment).toBeNull();
    expect(unit.strataMonthlyPayments).toEqual([]);
  });

  it('answers 404 to a unit owner for another unit and for an archived unit; 403 to a building login', async () => {
    await expectFailure(
      (await sdk.as('unitowner')).GET('/strataUnit/{id}', {
        params: { path: { id: t.seed.strataUnits.eps305 } },
      }),
      404,
    );
    const archivedUnit = t.seed.strataUnits.bcs301Archived;
    await db().insert(strataUnitUsers).values({
      strataUnitId: archivedUnit,
      userId: t.seed.users.unitowner,
      strataUnitRole: 4,
      firstName: 'D',
      lastName: 'O',
    });
    await expectFailure(
      (await sdk.as('unitowner')).GET('/strataUnit/{id}', { params: { path: { id: archivedUnit } } }),
      404,
    );
    expect(
      await ok(
        (await sdk.as('strataadmin')).GET('/strataUnit/{id}', { params: { path: { id: archivedUnit } } }),
      ),
    ).toMatchObject({ archived: true, unitNumber: '301' });
    await expectFailure(
      (await sdk.as('BCS1234')).GET('/strataUnit/{id}', {
        params: { path: { id: t.seed.strataUnits.bcs101 } },
      }),
      403,
    );
  });
});

describe('updateStrataUnit', () => {
  it('saves the numbers, keeps the location when left out and clears it with null', async () => {
    const admin = await sdk.as('strataadmin');
    const id = t.seed.strataUnits.eps1204;
    const updated = await ok(
      admin.PUT('/strataUnit/{id}', {
        params: { path: { id } },
        body: { unitNumber: '1204A', lotNumber: '41' },
      }),
    );
    expect(updated).toMatchObject({ unitNumber: '1204A', lotNumber: '41', unitLocation: 'Floor 12' });
    const cleared = await ok(
      admin.PUT('/strataUnit/{id}', {
        params: { path: { id } },
        body: { unitNumber: '1204A', lotNumber: '41', unitLocation: null },
      }),
    );
    expect(cleared.unitLocation).toBeNull();
    const [row] = await db().select().from(strataUnits).where(eq(strataUnits.id, id));
    expect(row).toMatchObject({ unitNumber: '1204A', lotNumber: '41', unitLocation: null });
  });

  it('answers 409 for numbers of another unit of the building (case-insensitively), and 404 for an unknown unit', async () => {
    const admin = await sdk.as('strataadmin');
    const id = t.seed.strataUnits.eps306;
    await expectFailure(
      admin.PUT('/strataUnit/{id}', {
        params: { path: { id } },
        body: { unitNumber: '305', lotNumber: '13' },
      }),
      409,
      'No duplicate Lot Number or Unit Numbers are allowed.',
    );
    await expectFailure(
      admin.PUT('/strataUnit/{id}', {
        params: { path: { id } },
        body: { unitNumber: '306', lotNumber: '12' },
      }),
      409,
    );
    const [row] = await db().select().from(strataUnits).where(eq(strataUnits.id, id));
    expect(row).toMatchObject({ unitNumber: '306', lotNumber: '13' });
    await expectFailure(
      admin.PUT('/strataUnit/{id}', {
        params: { path: { id: 999999 } },
        body: { unitNumber: '1', lotNumber: '1' },
      }),
      404,
    );
  });
});

describe('archiveStrataUnit, restoreStrataUnit and listStrataUnitsOfProperty', () => {
  it("lists a building's units sorted by number with the owner's name and the Confirmed column", async () => {
    const admin = await sdk.as('strataadmin');
    const rows = await ok(
      admin.GET('/strataUnit/strataProperty/{id}', { params: { path: { id: t.seed.strataProperties.bcs } } }),
    );
    expect(rows.map((r) => [r.unitNumber, r.ownerName, r.confirmed])).toEqual([
      ['101', 'Daniel Okafor', true],
      ['102', 'Amelia Grant', false],
      ['201', null, false],
      ['202', null, false],
    ]);
    const archived = await ok(
      admin.GET('/strataUnit/strataProperty/{id}', {
        params: { path: { id: t.seed.strataProperties.bcs }, query: { archived: true } },
      }),
    );
    expect(archived.map((r) => [r.unitNumber, r.archived])).toEqual([['301', true]]);
  });

  it('sorts numeric unit numbers numerically', async () => {
    const admin = await sdk.as('strataadmin');
    const lms = t.seed.strataProperties.lms;
    const numbers: [string, string][] = [
      ['10', '90'],
      ['9', '91'],
      ['1001', '92'],
    ];
    for (const [unitNumber, lotNumber] of numbers) {
      await ok(admin.POST('/strataUnit', { body: { unitNumber, lotNumber, strataPropertyId: lms } }));
    }
    const rows = await ok(admin.GET('/strataUnit/strataProperty/{id}', { params: { path: { id: lms } } }));
    const listed = rows.map((r) => r.unitNumber);
    expect(listed.indexOf('9')).toBeLessThan(listed.indexOf('10'));
    expect(listed.indexOf('10')).toBeLessThan(listed.indexOf('401'));
    expect(listed.indexOf('401')).toBeLessThan(listed.indexOf('1001'));
  });

  it('archives a unit (gone from the table and from its users) and restores it', async () => {
    const admin = await sdk.as('strataadmin');
    const id = t.seed.strataUnits.eps305;
    expect(await ok(admin.PUT('/strataUnit/archive/{id}', { params: { path: { id } } }))).toMatchObject({
      archived: true,
    });
    const active = await ok(
      admin.GET('/strataUnit/strataProperty/{id}', { params: { path: { id: t.seed.strataProperties.eps } } }),
    );
    expect(active.map((r) => r.id)).not.toContain(id);
    await expectFailure(
      (await sdk.as('unitowner2')).GET('/strataUnit/{id}', { params: { path: { id } } }),
      404,
    );
    expect(await ok(admin.PUT('/strataUnit/restore/{id}', { params: { path: { id } } }))).toMatchObject({
      archived: false,
    });
    expect(
      await ok((await sdk.as('unitowner2')).GET('/strataUnit/{id}', { params: { path: { id } } })),
    ).toMatchObject({ id });
  });

  it('answers 404 for unknown units and buildings, 400 for a malformed archived flag', async () => {
    const admin = await sdk.as('strataadmin');
    await expectFailure(admin.PUT('/strataUnit/archive/{id}', { params: { path: { id: 999999 } } }), 404);
    await expectFailure(admin.PUT('/strataUnit/restore/{id}', { params: { path: { id: 999999 } } }), 404);
    await expectFailure(
      admin.GET('/strataUnit/strataProperty/{id}', { params: { path: { id: 999999 } } }),
      404,
    );
    const res = await t.request({
      method: 'GET',
      url: `/api/strataUnit/strataProperty/${t.seed.strataProperties.bcs}?archived=maybe`,
      as: 'strataadmin',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('deleteStrataUnit', () => {
  it('refuses an active unit (409) and keeps it', async () => {
    const admin = await sdk.as('strataadmin');
    const id = t.seed.strataUnits.bcs102;
    await expectFailure(
      admin.DELETE('/strataUnit/{id}', { params: { path: { id } } }),
      409,
      'Archive the unit before deleting it.',
    );
    expect(await db().select().from(strataUnits).where(eq(strataUnits.id, id))).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(strataUnitUserInvitations)
        .where(eq(strataUnitUserInvitations.strataUnitId, id)),
    ).toHaveLength(1);
  });

  it('deletes an archived unit with its invitations, owners, PADs, users, payments, documents and files; accounts stay', async () => {
    const admin = await sdk.as('strataadmin');
    const id = t.seed.strataUnits.bcs101;
    const docs = await db()
      .select()
      .from(strataUnitDocuments)
      .where(eq(strataUnitDocuments.strataUnitId, id));
    const keys = docs.flatMap((d) => (d.path ? [d.path] : []));
    expect(keys.length).toBeGreaterThan(0);
    await ok(admin.PUT('/strataUnit/archive/{id}', { params: { path: { id } } }));
    const { response } = await admin.DELETE('/strataUnit/{id}', { params: { path: { id } } });
    expect(response.status).toBe(204);
    expect(await db().select().from(strataUnits).where(eq(strataUnits.id, id))).toEqual([]);
    for (const table of [strataOwners, strataUnitUserInvitations, strataUnitUsers, strataMonthlyPayments]) {
      expect(await db().select().from(table).where(eq(table.strataUnitId, id))).toEqual([]);
    }
    expect(
      await db().select().from(preAuthorizedDebits).where(eq(preAuthorizedDebits.strataUnitId, id)),
    ).toEqual([]);
    expect(
      await db().select().from(strataUnitDocuments).where(eq(strataUnitDocuments.strataUnitId, id)),
    ).toEqual([]);
    for (const key of keys) {
      await expect(t.app.services.storage.read(key)).rejects.toBeInstanceOf(FileNotFoundError);
    }
    expect(await db().select().from(users).where(eq(users.id, t.seed.users.unitowner))).toHaveLength(1);
    await expectFailure(admin.DELETE('/strataUnit/{id}', { params: { path: { id } } }), 404);
  });
});

describe('createStrataUnitUser, updateStrataUnitUser and deleteStrataUnitUser', () => {
  it('links a unit owner account to a unit, saving the phone on the account', async () => {
    const admin = await sdk.as('strataadmin');
    const userId = await newAccount('kevin.nguyen');
    const unitId = t.seed.strataUnits.eps305;
    const link = await ok(
      admin.POST('/strataUnitUser', {
        body: {
          userId,
          strataUnitId: unitId,
          strataUnitRole: 3,
          firstName: 'Kevin',
          lastName: 'Nguyen',
          phoneNumber: '6045550126',
        },
      }),
    );
    expect(link).toEqual({
      userId,
      strataUnitId: unitId,
      strataUnitRole: 3,
      firstName: 'Kevin',
      lastName: 'Nguyen',
      user: {
        id: userId,
        userName: 'kevin.nguyen',
        email: 'kevin.nguyen@example.ca',
        phoneNumber: '604-555-0126',
      },
    });
    const unit = await ok(admin.GET('/strataUnit/{id}', { params: { path: { id: unitId } } }));
    expect(unit.strataUnitUsers.map((u) => u.userId)).toContain(userId);

    const updated = await ok(
      admin.PUT('/strataUnitUser/strataUnit/{unitId}/strataUser/{userId}', {
        params: { path: { unitId, userId } },
        body: { strataUnitRole: 4, firstName: 'Kevin', lastName: 'Nguyen-Tran', phoneNumber: '604.555.0127' },
      }),
    );
    expect(updated).toMatchObject({
      strataUnitRole: 4,
      lastName: 'Nguyen-Tran',
      user: { phoneNumber: '604-555-0127' },
    });

    const { response } = await admin.DELETE('/strataUnitUser/delete', {
      body: { userId, strataUnitId: unitId },
    });
    expect(response.status).toBe(204);
    expect(
      await db()
        .select()
        .from(strataUnitUsers)
        .where(and(eq(strataUnitUsers.userId, userId), eq(strataUnitUsers.strataUnitId, unitId))),
    ).toEqual([]);
    expect(await db().select().from(users).where(eq(users.id, userId))).toHaveLength(1);
  });

  it('links an existing account, found by its email or user name, to one more unit (Add User, existing account; issue 15)', async () => {
    const admin = await sdk.as('strataadmin');
    const userId = await newAccount('Two.Units');
    const link = (strataUnitId: number) =>
      ok(
        admin.POST('/strataUnitUser', {
          body: { userId, strataUnitId, strataUnitRole: 3, firstName: 'Tomas', lastName: 'Vidal' },
        }),
      );
    await link(t.seed.strataUnits.eps306);
    const byEmail = await ok(admin.GET('/user/{id}', { params: { path: { id: 'TWO.units@Example.ca' } } }));
    const byName = await ok(admin.GET('/user/{id}', { params: { path: { id: 'two.UNITS' } } }));
    expect([byEmail.id, byName.id, byEmail.role]).toEqual([userId, userId, 'Strata Unit Owner']);
    await link(t.seed.strataUnits.lms401);
    const units = await ok(
      admin.GET('/strataUnitUser/strataUnits/{userId}', { params: { path: { userId } } }),
    );
    expect(units.map((u) => u.strataUnitId).sort()).toEqual(
      [t.seed.strataUnits.eps306, t.seed.strataUnits.lms401].sort(),
    );
  });

  it('answers 409 "Unit and User are already linked", 409 for a second primary user, 400 for a non unit owner account', async () => {
    const admin = await sdk.as('strataadmin');
    const unitId = t.seed.strataUnits.eps305;
    const body = {
      strataUnitId: unitId,
      strataUnitRole: 1 as const,
      firstName: 'Sophie',
      lastName: 'Nguyen',
    };
    await expectFailure(
      admin.POST('/strataUnitUser', { body: { ...body, userId: t.seed.users.unitowner2 } }),
      409,
      'Unit and User are already linked',
    );
    const second = await newAccount('second.primary');
    await expectFailure(
      admin.POST('/strataUnitUser', { body: { ...body, userId: second, strataUnitRole: 0 } }),
      409,
      'This unit already has a Current Primary User.',
    );
    await expectFailure(
      admin.POST('/strataUnitUser', { body: { ...body, userId: t.seed.users.EPS5678 } }),
      400,
      'Only a Strata Unit Owner account can be linked to a unit.',
    );
    await expectFailure(admin.POST('/strataUnitUser', { body: { ...body, userId: 999999 } }), 404);
    await expectFailure(
      admin.POST('/strataUnitUser', { body: { ...body, userId: second, strataUnitId: 999999 } }),
      404,
    );
    const links = await db().select().from(strataUnitUsers).where(eq(strataUnitUsers.strataUnitId, unitId));
    expect(links.map((l) => [l.userId, l.strataUnitRole])).toEqual([[t.seed.users.unitowner2, 0]]);
  });

  it('answers 404 to update or remove a link that does not exist, and 409 for a second primary on update', async () => {
    const admin = await sdk.as('strataadmin');
    const unitId = t.seed.strataUnits.eps305;
    const userId = await newAccount('not.linked');
    await expectFailure(
      admin.PUT('/strataUnitUser/strataUnit/{unitId}/strataUser/{userId}', {
        params: { path: { unitId, userId } },
        body: { strataUnitRole: 1, firstName: 'A', lastName: 'B' },
      }),
      404,
    );
    await expectFailure(
      admin.DELETE('/strataUnitUser/delete', { body: { userId, strataUnitId: unitId } }),
      404,
    );
    await ok(
      admin.POST('/strataUnitUser', {
        body: { userId, strataUnitId: unitId, strataUnitRole: 1, firstName: 'A', lastName: 'B' },
      }),
    );
    await expectFailure(
      admin.PUT('/strataUnitUser/strataUnit/{unitId}/strataUser/{userId}', {
        params: { path: { unitId, userId } },
        body: { strataUnitRole: 0, firstName: 'A', lastName: 'B' },
      }),
      409,
      'This unit already has a Current Primary User.',
    );
    const [link] = await db()
      .select()
      .from(strataUnitUsers)
      .where(and(eq(strataUnitUsers.userId, userId), eq(strataUnitUsers.strataUnitId, unitId)));
    expect(link?.strataUnitRole).toBe(1);
  });
});

describe('listStrataPropertiesOfUnitUser and listStrataUnitsOfUnitUser', () => {
  it("lists a unit owner's buildings and units with their role", async () => {
    const me = await sdk.as('unitowner2');
    const userId = t.seed.users.unitowner2;
    const buildings = await ok(
      me.GET('/strataUnitUser/strataProperties/{userId}', { params: { path: { userId } } }),
    );
    expect(buildings.map((b) => b.buildingName)).toEqual(['Edmonds Park Square']);
    const units = await ok(me.GET('/strataUnitUser/strataUnits/{userId}', { params: { path: { userId } } }));
    expect(units).toEqual([
      {
        strataUnitId: t.seed.strataUnits.eps305,
        unitNumber: '305',
        unitLocation: 'Floor 3',
        lotNumber: '12',
        strataPropertyId: t.seed.strataProperties.eps,
        buildingName: 'Edmonds Park Square',
        strataUnitRole: 0,
      },
    ]);
    // Admins may ask for anyone; a second unit in the same building lists the building once.
    const admin = await sdk.as('strataadmin');
    await db().insert(strataUnitUsers).values({
      strataUnitId: t.seed.strataUnits.eps306,
      userId,
      strataUnitRole: 3,
      firstName: 'S',
      lastName: 'N',
    });
    expect(
      (
        await ok(admin.GET('/strataUnitUser/strataProperties/{userId}', { params: { path: { userId } } }))
      ).map((b) => b.id),
    ).toEqual([t.seed.strataProperties.eps]);
    expect(
      (await ok(admin.GET('/strataUnitUser/strataUnits/{userId}', { params: { path: { userId } } }))).map(
        (u) => [u.unitNumber, u.strataUnitRole],
      ),
    ).toEqual([
      ['305', 0],
      ['306', 3],
    ]);
  });

  it("answers 404 for another user's lists and unknown users", async () => {
    const me = await sdk.as('unitowner');
    const other = t.seed.users.unitowner2;
    await expectFailure(
      me.GET('/strataUnitUser/strataProperties/{userId}', { params: { path: { userId: other } } }),
      404,
    );
    await expectFailure(
      me.GET('/strataUnitUser/strataUnits/{userId}', { params: { path: { userId: other } } }),
      404,
    );
    const admin = await sdk.as('strataadmin');
    await expectFailure(
      admin.GET('/strataUnitUser/strataUnits/{userId}', { params: { path: { userId: 999999 } } }),
      404,
    );
  });
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
