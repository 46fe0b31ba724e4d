// Answers shaped per role, on PGlite and PostgreSQL:
//   - the unit's owners' personal data (names on title, mailing address, email, phone, the pending owner) reaches a
//     secondary unit user or a tenant through no GET they may call;
//   - an archived account (or an Owner whose profile is archived) is refused with 401 on every call from the moment
//     it is archived, its own GET /api/user/{id} included.
import { describe, expect, it } from 'vitest';
import { contractOperations, loadContract } from '../src/contract.ts';
import type { DemoAccount } from '../src/seed.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const operations = [...contractOperations(loadContract()).values()];

interface OwnerRecord {
  nameOnTitle: string;
  email: string | null;
  phone?: string | null;
  addressLine1?: string | null;
  [key: string]: unknown;
}

/** The personal values of the owner records of unit 101 (current and pending), as the strata office sees them. */
async function ownerSecrets(): Promise<string[]> {
  const res = await t.request({
    method: 'GET',
    url: `/api/strataUnit/${t.seed.strataUnits.bcs101}`,
    as: 'strataadmin',
  });
  expect(res.statusCode).toBe(200);
  const owners = (res.json() as { strataOwners: OwnerRecord[] }).strataOwners;
  expect(owners.length).toBeGreaterThan(0);
  const values = owners.flatMap((o) => [o.nameOnTitle, o.email, o.phone, o.addressLine1]);
  return values.filter((v): v is string => typeof v === 'string' && v.length >= 5);
}

/** Every GET a strataUnitOwner may call, with unit 101's ids (and the caller's own user id) in its path. */
function unitOwnerReads(account: DemoAccount): string[] {
  const values: Record<string, number> = {
    id: t.seed.strataUnits.bcs101,
    unitId: t.seed.strataUnits.bcs101,
    strataUnitId: t.seed.strataUnits.bcs101,
    userId: t.seed.users[account],
    ownerId: t.seed.strataOwners.bcs101,
  };
  return operations
    .filter((op) => op.method === 'GET' && op.roles.includes('strataUnitOwner'))
    .flatMap((op) => {
      let complete = true;
      const url = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
        const value = values[name];
        if (value === undefined) complete = false;
        return String(value);
      });
      return complete ? [`/api${url}`] : [];
    });
}

async function expectNoOwnerData(account: DemoAccount) {
  const secrets = await ownerSecrets();
  const urls = unitOwnerReads(account);
  expect(urls).toContain(`/api/strataUnit/${t.seed.strataUnits.bcs101}`);
  for (const url of urls) {
    const res = await t.request({ method: 'GET', url, as: account });
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
    for (const secret of secrets) expect(res.body, `${url} shows ${secret}`).not.toContain(secret);
  }
  const unit = await t.request({
    method: 'GET',
    url: `/api/strataUnit/${t.seed.strataUnits.bcs101}`,
    as: account,
  });
  expect(unit.statusCode).toBe(200);
  expect(unit.json()).toMatchObject({
    strataOwners: [],
    currentMonthlyPayment: null,
    strataMonthlyPayments: [],
  });
}

describe("the owners' personal data", () => {
  it('is shown to the primary user of the unit', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/strataUnit/${t.seed.strataUnits.bcs101}`,
      as: 'unitowner',
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { strataOwners: unknown[] }).strataOwners.length).toBeGreaterThan(0);
  });

  it('reaches a secondary unit user nowhere', async () => {
    await expectNoOwnerData('unitowner2');
  });

  it('reaches a tenant nowhere', async () => {
    const update = await t.request({
      method: 'PUT',
      url: `/api/strataUnitUser/strataUnit/${t.seed.strataUnits.bcs101}/strataUser/${t.seed.users.unitowner2}`,
      as: 'strataadmin',
      payload: { strataUnitRole: 3, firstName: 'Sophie', lastName: 'Nguyen' },
    });
    expect(update.statusCode, update.body).toBe(200);
    await expectNoOwnerData('unitowner2');
  });
});

describe('an archived account', () => {
  it('is refused (401) at once on every call, its own user record included, for an Owner whose profile is archived', async () => {
    const own = `/api/user/${t.seed.users.owner2}`;
    expect((await t.request({ method: 'GET', url: own, as: 'owner2' })).statusCode).toBe(200);
    const archived = await t.request({
      method: 'PUT',
      url: `/api/ownerProfile/archive/${t.seed.ownerProfiles.owner2}`,
      as: 'admin',
    });
    expect(archived.statusCode, archived.body).toBe(200);
    for (const url of [own, `/api/property/${t.seed.properties.owner2[0]}`]) {
      const res = await t.request({ method: 'GET', url, as: 'owner2' });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401 });
    }
  });

  it('is refused (401) at once for an archived strata account', async () => {
    const own = `/api/user/${t.seed.users.unitowner}`;
    expect((await t.request({ method: 'GET', url: own, as: 'unitowner' })).statusCode).toBe(200);
    const archived = await t.request({
      method: 'PUT',
      url: `/api/user/archive/${t.seed.users.unitowner}`,
      as: 'strataadmin',
    });
    expect(archived.statusCode, archived.body).toBe(200);
    for (const url of [own, `/api/strataUnit/${t.seed.strataUnits.bcs101}`]) {
      const res = await t.request({ method: 'GET', url, as: 'unitowner' });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(401);
    }
  });
});
