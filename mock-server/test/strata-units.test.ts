// Strata units (tag strataUnits) through the generated SDK: create (both payload shapes), get (per role, with the
// non-primary redaction), update, archive, restore, delete with everything connected, and the building's units table.
// Unit users: strata-unit-users.test.ts; owner records: strata-owners.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  preAuthorizedDebits,
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

  it('sets the Unit Location of the Add Strata Unit modal with the unit number', async () => {
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
    // The spec's sentence, then which of the two numbers clashes (and the field it names).
    const unitClash = await expectFailure(
      admin.POST('/strataUnit', { body: { unitNumber: '101', lotNumber: '77', strataPropertyId: bcs } }),
      409,
      `${message} Unit Number 101 is already used in this building.`,
    );
    expect(unitClash.field).toBe('unitNumber');
    // Lot 9 is the archived unit 301's.
    await expectFailure(
      admin.POST('/strataUnit', {
        body: { unitLocation: '999', strataLotNumber: '9', strataPropertyId: bcs },
      }),
      409,
      `${message} Lot Number 9 is already used in this building.`,
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
      'No duplicate Lot Number or Unit Numbers are allowed. Unit Number 305 is already used in this building.',
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
