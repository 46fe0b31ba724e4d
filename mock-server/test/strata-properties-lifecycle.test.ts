// Strata buildings (tag strataProperties) through the generated SDK: update (login read-only), archive, restore and
// delete with everything the building held. Lists, create and get: strata-properties-create-read.test.ts.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  strataDocumentCategories,
  strataDocuments,
  strataOwners,
  strataProperties,
  strataPropertyStaff,
  strataUnitDocuments,
  strataUnits,
  strataUnitUserInvitations,
  strataUnitUsers,
  users,
} from '../src/db/schema.ts';
import { FileNotFoundError } from '../src/storage/file-storage.ts';
import { newBuilding, strataAccounts } from './helpers/strata-properties.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const { newAccount } = strataAccounts(t);

describe('updateStrataProperty', () => {
  const lms = () => t.seed.strataProperties.lms;
  const lmsBody = {
    buildingName: 'Lonsdale Quay Terraces',
    strataPlanNumber: 'LMS9012',
    street: '155 East 3rd Street',
    city: 'North Vancouver',
    province: 'BC' as const,
    postal: 'V7L 1E6',
  };

  it('saves the changes, keeps fields left out, clears the agent with null and gives a login to a building without one', async () => {
    const admin = await sdk.as('strataadmin');
    const login = await newAccount('LMS9012');
    const updated = await ok(
      admin.PUT('/strataProperty/{id}', {
        params: { path: { id: lms() } },
        body: {
          ...lmsBody,
          buildingName: 'Lonsdale Quay Terraces East',
          street: '157 East 3rd Street',
          agentId: null,
          propertyAdminId: login,
          buildingManagerName: 'Olu Adeyemi',
        },
      }),
    );
    expect(updated).toMatchObject({
      buildingName: 'Lonsdale Quay Terraces East',
      address: '157 East 3rd Street, North Vancouver, BC V7L 1E6',
      agentId: null,
      agent: null,
      propertyAdminId: login,
      buildingManagerName: 'Olu Adeyemi',
    });
    // Left out: kept.
    const again = await ok(
      admin.PUT('/strataProperty/{id}', {
        params: { path: { id: lms() } },
        body: { ...lmsBody, agentId: t.seed.strataAgents.karen },
      }),
    );
    expect(again).toMatchObject({
      buildingManagerName: 'Olu Adeyemi',
      propertyAdminId: login,
      agentId: t.seed.strataAgents.karen,
    });
    const [row] = await db().select().from(strataProperties).where(eq(strataProperties.id, lms()));
    expect(row).toMatchObject({ buildingName: 'Lonsdale Quay Terraces', agentId: t.seed.strataAgents.karen });
  });

  it('keeps the login read-only (409) and the plan number unique (409), and changes nothing', async () => {
    const admin = await sdk.as('strataadmin');
    const bcs = t.seed.strataProperties.bcs;
    const [before] = await db().select().from(strataProperties).where(eq(strataProperties.id, bcs));
    const bcsBody = {
      buildingName: 'Renamed',
      strataPlanNumber: 'BCS1234',
      street: '1650 Bayshore Drive',
      city: 'Vancouver',
      province: 'BC' as const,
      postal: 'V6G 3K2',
    };
    await expectFailure(
      admin.PUT('/strataProperty/{id}', {
        params: { path: { id: bcs } },
        body: { ...bcsBody, propertyAdminId: t.seed.users.EPS5678 },
      }),
      409,
      'The property login cannot be changed.',
    );
    await expectFailure(
      admin.PUT('/strataProperty/{id}', {
        params: { path: { id: bcs } },
        body: { ...bcsBody, strataPlanNumber: 'EPS 5678' },
      }),
      409,
      'A strata property with this plan number already exists.',
    );
    await expectFailure(
      admin.PUT('/strataProperty/{id}', {
        params: { path: { id: bcs } },
        body: { ...bcsBody, agentId: t.seed.strataAgents.archived },
      }),
      400,
      'Choose an active strata agent.',
    );
    const [after] = await db().select().from(strataProperties).where(eq(strataProperties.id, bcs));
    expect(after).toEqual(before);
  });

  it('answers 404 for an unknown building and 403 for its login', async () => {
    await expectFailure(
      (await sdk.as('strataadmin')).PUT('/strataProperty/{id}', {
        params: { path: { id: 999999 } },
        body: lmsBody,
      }),
      404,
    );
    await expectFailure(
      (await sdk.as('BCS1234')).PUT('/strataProperty/{id}', {
        params: { path: { id: t.seed.strataProperties.bcs } },
        body: lmsBody,
      }),
      403,
    );
  });
});

describe('archiveStrataProperty and restoreStrataProperty', () => {
  it('archives a building (hidden from its login and unit owners) and restores it', async () => {
    const admin = await sdk.as('strataadmin');
    const eps = t.seed.strataProperties.eps;
    expect(
      await ok(admin.PUT('/strataProperty/archive/{id}', { params: { path: { id: eps } } })),
    ).toMatchObject({
      id: eps,
      archived: true,
    });
    expect((await ok(admin.GET('/strataProperty'))).map((b) => b.id)).not.toContain(eps);
    expect((await ok(admin.GET('/strataProperty/archivedStrataProperties'))).map((b) => b.id)).toContain(eps);
    await expectFailure(
      (await sdk.as('EPS5678')).GET('/strataProperty/{id}', { params: { path: { id: eps } } }),
      404,
    );
    await expectFailure(
      (await sdk.as('EPS5678')).GET('/strataProperty/propertyAdmin/{userId}', {
        params: { path: { userId: t.seed.users.EPS5678 } },
      }),
      404,
    );
    await expectFailure(
      (await sdk.as('unitowner2')).GET('/strataProperty/{id}', { params: { path: { id: eps } } }),
      404,
    );

    expect(
      await ok(admin.PUT('/strataProperty/restore/{id}', { params: { path: { id: eps } } })),
    ).toMatchObject({
      archived: false,
    });
    expect(
      await ok((await sdk.as('EPS5678')).GET('/strataProperty/{id}', { params: { path: { id: eps } } })),
    ).toMatchObject({ id: eps });
  });

  it('answers 404 for unknown buildings and 403 for unit owners', async () => {
    const admin = await sdk.as('strataadmin');
    await expectFailure(admin.PUT('/strataProperty/archive/{id}', { params: { path: { id: 999999 } } }), 404);
    await expectFailure(admin.PUT('/strataProperty/restore/{id}', { params: { path: { id: 999999 } } }), 404);
    await expectFailure(
      (await sdk.as('unitowner')).PUT('/strataProperty/archive/{id}', {
        params: { path: { id: t.seed.strataProperties.bcs } },
      }),
      403,
    );
  });
});

describe('deleteStrataProperty', () => {
  it('refuses an active building (409) and keeps everything', async () => {
    const admin = await sdk.as('strataadmin');
    const bcs = t.seed.strataProperties.bcs;
    await expectFailure(
      admin.DELETE('/strataProperty/delete/{id}', { params: { path: { id: bcs } } }),
      409,
      'Archive the property before deleting it.',
    );
    expect(await db().select().from(strataUnits).where(eq(strataUnits.strataPropertyId, bcs))).toHaveLength(
      5,
    );
  });

  it('deletes an archived building with its units, owners, invitations, documents, folders, staff and files; the login stays', async () => {
    const admin = await sdk.as('strataadmin');
    const { storage } = t.app.services;
    const login = await newAccount('VIS5555');
    const building = await ok(admin.POST('/strataProperty', { body: newBuilding(login, 'VIS5555') }));
    const unit = await ok(
      admin.POST('/strataUnit', { body: { unitNumber: '1', lotNumber: '1', strataPropertyId: building.id } }),
    );
    const owner = await ok(
      admin.POST('/strataOwner', {
        body: {
          strataUnitId: unit.id,
          nameOnTitle: 'Kai Tanaka',
          email: 'kai.tanaka@example.ca',
          addressLine1: '1-88 Esplanade East',
          city: 'North Vancouver',
          stateOrProvince: 'BC',
          country: 'Canada',
          postalCode: 'V7L 1E6',
        },
      }),
    );
    await ok(
      admin.POST('/strataUnitUserInvitation', {
        body: {
          email: 'kai.tanaka@example.ca',
          strataUnitId: unit.id,
          strataRole: 2,
          strataOwnerId: owner.id,
        },
      }),
    );
    await db().insert(strataUnitUsers).values({
      strataUnitId: unit.id,
      userId: t.seed.users.unitowner,
      strataUnitRole: 3,
      firstName: 'D',
      lastName: 'O',
    });
    await ok(
      admin.POST('/strataPropertyStaff', {
        body: {
          strataPropertyId: building.id,
          position: 'Cleaner',
          name: 'Rosa Diaz',
          phone: '604-555-0190',
          email: 'rosa@example.ca',
          hours: 'off,off,off,off,off,off,off',
        },
      }),
    );
    const pdf = new TextEncoder().encode('%PDF-1.4\n%test\n');
    const buildingFile = await storage.put('strata-documents', pdf, 'pdf');
    const unitFile = await storage.put('unit-documents', pdf, 'pdf');
    const [folder] = await db()
      .insert(strataDocumentCategories)
      .values({ name: 'Parking', strataPropertyId: building.id })
      .returning();
    await db()
      .insert(strataDocuments)
      .values({
        strataPropertyId: building.id,
        strataDocumentCategoryId: folder?.id ?? 0,
        title: 'Parking rules',
        fileName: 'parking.pdf',
        path: buildingFile.key,
      });
    await db()
      .insert(strataUnitDocuments)
      .values({
        strataUnitId: unit.id,
        strataUnitDocumentCategoryId: Object.values(t.seed.strataUnitDocumentCategories)[0] ?? 0,
        title: 'Inspection',
        fileName: 'inspection.pdf',
        path: unitFile.key,
      });

    await ok(admin.PUT('/strataProperty/archive/{id}', { params: { path: { id: building.id } } }));
    const { response } = await admin.DELETE('/strataProperty/delete/{id}', {
      params: { path: { id: building.id } },
    });
    expect(response.status).toBe(204);

    expect(await db().select().from(strataProperties).where(eq(strataProperties.id, building.id))).toEqual(
      [],
    );
    expect(await db().select().from(strataUnits).where(eq(strataUnits.id, unit.id))).toEqual([]);
    expect(await db().select().from(strataOwners).where(eq(strataOwners.strataUnitId, unit.id))).toEqual([]);
    expect(
      await db()
        .select()
        .from(strataUnitUserInvitations)
        .where(eq(strataUnitUserInvitations.strataUnitId, unit.id)),
    ).toEqual([]);
    expect(
      await db().select().from(strataUnitUsers).where(eq(strataUnitUsers.strataUnitId, unit.id)),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(strataPropertyStaff)
        .where(eq(strataPropertyStaff.strataPropertyId, building.id)),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(strataDocumentCategories)
        .where(eq(strataDocumentCategories.strataPropertyId, building.id)),
    ).toEqual([]);
    expect(
      await db().select().from(strataDocuments).where(eq(strataDocuments.strataPropertyId, building.id)),
    ).toEqual([]);
    expect(
      await db().select().from(strataUnitDocuments).where(eq(strataUnitDocuments.strataUnitId, unit.id)),
    ).toEqual([]);
    await expect(storage.read(buildingFile.key)).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(storage.read(unitFile.key)).rejects.toBeInstanceOf(FileNotFoundError);
    // The login and the linked unit owner's account are kept.
    expect(
      await db()
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.id, [login, t.seed.users.unitowner])),
    ).toHaveLength(2);
  });

  it('answers 404 for an unknown building and 403 for a building login', async () => {
    await expectFailure(
      (await sdk.as('strataadmin')).DELETE('/strataProperty/delete/{id}', {
        params: { path: { id: 999999 } },
      }),
      404,
    );
    await expectFailure(
      (await sdk.as('BCS1234')).DELETE('/strataProperty/delete/{id}', {
        params: { path: { id: t.seed.strataProperties.archived } },
      }),
      403,
    );
  });
});
