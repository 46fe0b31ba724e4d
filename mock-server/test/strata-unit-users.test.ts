// Unit user links (tag strataUnits) through the generated SDK: link, change role, unlink, and the unit owner
// dashboard's lists of buildings and units.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type RoleName, strataUnitUsers, users } from '../src/db/schema.ts';
import { newUserValues } from '../src/repositories/users.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;

async function newAccount(userName: string, roleName: RoleName = 'Strata Unit Owner') {
  const email = `${userName.toLowerCase()}@example.ca`;
  const [row] = await db()
    .insert(users)
    .values(newUserValues({ userName, email, passwordHash: 'not-a-hash', roleName }))
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

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

  it('links an existing account, found by its email or user name, to one more unit (Add User, existing account)', async () => {
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
    // The seed makes unitowner2 the secondary user of Bayshore Commons 101 and the primary user of Edmonds Park 305.
    expect(buildings.map((b) => b.buildingName)).toEqual(['Bayshore Commons', 'Edmonds Park Square']);
    const units = await ok(me.GET('/strataUnitUser/strataUnits/{userId}', { params: { path: { userId } } }));
    expect(units.map((u) => [u.buildingName, u.unitNumber, u.strataUnitRole])).toEqual([
      ['Bayshore Commons', '101', 1],
      ['Edmonds Park Square', '305', 0],
    ]);
    expect(units).toContainEqual({
      strataUnitId: t.seed.strataUnits.eps305,
      unitNumber: '305',
      unitLocation: 'Floor 3',
      lotNumber: '12',
      strataPropertyId: t.seed.strataProperties.eps,
      buildingName: 'Edmonds Park Square',
      strataUnitRole: 0,
    });
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
    ).toEqual([t.seed.strataProperties.bcs, t.seed.strataProperties.eps]);
    expect(
      (await ok(admin.GET('/strataUnitUser/strataUnits/{userId}', { params: { path: { userId } } }))).map(
        (u) => [u.unitNumber, u.strataUnitRole],
      ),
    ).toEqual([
      ['101', 1],
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
