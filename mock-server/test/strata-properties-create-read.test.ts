// Strata buildings (tag strataProperties) through the generated SDK: lists, create with its login, get (per role)
// and the login's building. Update, archive, restore and delete: strata-properties-lifecycle.test.ts.
import { describe, expect, it } from 'vitest';
import { strataProperties } from '../src/db/schema.ts';
import { newBuilding, strataAccounts } from './helpers/strata-properties.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const { newAccount } = strataAccounts(t);

const buildingCount = async () => (await db().select().from(strataProperties)).length;

describe('listStrataProperties, listAllStrataProperties and listArchivedStrataProperties', () => {
  it('lists the active buildings sorted by name with their agent, and the archived ones apart', async () => {
    const admin = await sdk.as('strataadmin');
    const rows = await ok(admin.GET('/strataProperty'));
    expect(rows.map((r) => r.buildingName)).toEqual([
      'Bayshore Commons',
      'Edmonds Park Square',
      'Lonsdale Quay Terraces',
    ]);
    expect(rows[0]).toEqual({
      id: t.seed.strataProperties.bcs,
      buildingName: 'Bayshore Commons',
      address: '1650 Bayshore Drive, Vancouver, BC V6G 3K2',
      strataPlanNumber: 'BCS1234',
      agentName: 'Karen Liu',
      agentPhone: '604-555-0134',
      archived: false,
    });
    expect(await ok((await sdk.as('superadmin')).GET('/strataProperty/all'))).toEqual(rows);
    const archived = await ok(admin.GET('/strataProperty/archivedStrataProperties'));
    expect(archived.map((r) => [r.buildingName, r.archived, r.agentName])).toEqual([
      ['Queens Park Manor', true, null],
    ]);
  });

  it('refuses building logins, unit owners and anonymous callers', async () => {
    await expectFailure((await sdk.as('BCS1234')).GET('/strataProperty'), 403);
    await expectFailure((await sdk.as('unitowner')).GET('/strataProperty/all'), 403);
    await expectFailure((await sdk.as('admin')).GET('/strataProperty/archivedStrataProperties'), 403);
    await expectFailure(sdk.anonymous().GET('/strataProperty'), 401);
  });
});

describe('createStrataProperty', () => {
  it('saves the building with its login, a composed address, the plan number and postal code normalized', async () => {
    const admin = await sdk.as('strataadmin');
    const login = await newAccount('NVS7777');
    const created = await ok(
      admin.POST('/strataProperty', {
        body: {
          ...newBuilding(login, 'nvs 7777'),
          agentId: t.seed.strataAgents.priya,
          buildingManagerName: 'Ines Moreau',
          buildingManagerPhone: '604 555 0111',
        },
      }),
    );
    expect(created).toMatchObject({
      buildingName: 'Harbourside Lofts',
      strataPlanNumber: 'NVS7777',
      address: '88 Esplanade East, North Vancouver, BC V7L 1E6',
      postal: 'V7L 1E6',
      countryId: 1,
      agentId: t.seed.strataAgents.priya,
      agent: { name: 'Priya Dhillon' },
      propertyAdminId: login,
      propertyAdmin: { id: login, userName: 'NVS7777', email: 'nvs7777@portal.example.ca' },
      buildingManagerPhone: '604-555-0111',
      unitCount: 0,
      archived: false,
    });
    const reread = await ok(admin.GET('/strataProperty/{id}', { params: { path: { id: created.id } } }));
    expect(reread).toEqual(created);
  });

  it('answers 400 "Failed To Save Property, Please enter a valid user" without a valid login, and saves nothing', async () => {
    const admin = await sdk.as('strataadmin');
    const before = await buildingCount();
    const message = 'Failed To Save Property, Please enter a valid user';
    await expectFailure(
      admin.POST('/strataProperty', { body: newBuilding(undefined, 'NVS1111') }),
      400,
      message,
    );
    const unitOwnerAccount = t.seed.users.unitowner;
    await expectFailure(
      admin.POST('/strataProperty', { body: newBuilding(unitOwnerAccount, 'NVS1111') }),
      400,
      message,
    );
    const archivedLogin = await newAccount('NVS1111', 'Strata Owner', true);
    await expectFailure(
      admin.POST('/strataProperty', { body: newBuilding(archivedLogin, 'NVS1111') }),
      400,
      message,
    );
    await expectFailure(
      admin.POST('/strataProperty', { body: newBuilding(999999, 'NVS1111') }),
      400,
      message,
    );
    expect(await buildingCount()).toBe(before);
  });

  it('answers 400 for an archived agent, and 409 for a plan number or a login already used', async () => {
    const admin = await sdk.as('strataadmin');
    const before = await buildingCount();
    const login = await newAccount('NVS2222');
    await expectFailure(
      admin.POST('/strataProperty', {
        body: { ...newBuilding(login, 'NVS2222'), agentId: t.seed.strataAgents.archived },
      }),
      400,
      'Choose an active strata agent.',
    );
    // Plan numbers compare without case and the space, archived buildings included.
    await expectFailure(
      admin.POST('/strataProperty', { body: newBuilding(login, 'nws 3456') }),
      409,
      'A strata property with this plan number already exists.',
    );
    await expectFailure(
      admin.POST('/strataProperty', { body: newBuilding(t.seed.users.BCS1234, 'NVS2222') }),
      409,
      'This login is already assigned to another property.',
    );
    expect(await buildingCount()).toBe(before);
  });

  it('answers 400 naming the field for an invalid postal code', async () => {
    const admin = await sdk.as('strataadmin');
    const login = await newAccount('NVS3333');
    const error = await expectFailure(
      admin.POST('/strataProperty', { body: { ...newBuilding(login, 'NVS3333'), postal: '12345' } }),
      400,
    );
    expect(error.field).toBe('postal');
  });
});

describe('getStrataProperty', () => {
  it('shows a building to admins (archived too), to its own login and to unit owners of its units', async () => {
    const { bcs, eps, archived } = t.seed.strataProperties;
    const admin = await sdk.as('strataadmin');
    expect(await ok(admin.GET('/strataProperty/{id}', { params: { path: { id: archived } } }))).toMatchObject(
      {
        buildingName: 'Queens Park Manor',
        archived: true,
        propertyAdminId: null,
        propertyAdmin: null,
      },
    );
    const bcsBuilding = await ok(
      (await sdk.as('BCS1234')).GET('/strataProperty/{id}', { params: { path: { id: bcs } } }),
    );
    expect(bcsBuilding).toMatchObject({
      buildingName: 'Bayshore Commons',
      agent: { name: 'Karen Liu' },
      propertyAdmin: { userName: 'BCS1234' },
      // 101, 102, 201 and 202; 301 is archived.
      unitCount: 4,
    });
    const unitowner2 = await sdk.as('unitowner2');
    expect(await ok(unitowner2.GET('/strataProperty/{id}', { params: { path: { id: eps } } }))).toMatchObject(
      {
        buildingName: 'Edmonds Park Square',
      },
    );
  });

  it("answers 404 for another building's login, a unit owner of no unit there, and unknown ids", async () => {
    const { bcs, eps } = t.seed.strataProperties;
    await expectFailure(
      (await sdk.as('EPS5678')).GET('/strataProperty/{id}', { params: { path: { id: bcs } } }),
      404,
    );
    await expectFailure(
      (await sdk.as('unitowner')).GET('/strataProperty/{id}', { params: { path: { id: eps } } }),
      404,
    );
    await expectFailure(
      (await sdk.as('strataadmin')).GET('/strataProperty/{id}', { params: { path: { id: 999999 } } }),
      404,
    );
  });
});

describe('getStrataPropertyOfPropertyAdmin', () => {
  it("finds a login's own building", async () => {
    const building = await ok(
      (await sdk.as('EPS5678')).GET('/strataProperty/propertyAdmin/{userId}', {
        params: { path: { userId: t.seed.users.EPS5678 } },
      }),
    );
    expect(building).toMatchObject({ id: t.seed.strataProperties.eps, strataPlanNumber: 'EPS5678' });
  });

  it("answers 404 for another login's building and for a login without a building", async () => {
    await expectFailure(
      (await sdk.as('EPS5678')).GET('/strataProperty/propertyAdmin/{userId}', {
        params: { path: { userId: t.seed.users.BCS1234 } },
      }),
      404,
    );
    const loose = await newAccount('VR4444');
    await expectFailure(
      (await sdk.as('strataadmin')).GET('/strataProperty/propertyAdmin/{userId}', {
        params: { path: { userId: loose } },
      }),
      404,
      'This login has no building.',
    );
  });
});
