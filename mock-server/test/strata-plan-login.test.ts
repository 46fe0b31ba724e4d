// A building login is named after the strata plan number (strata spec 1 and 6). Changing the number on Edit Property
// renames the login with it (and its plan-number email), so the building keeps signing in; when another account
// already has the new name the change is refused with 409 and nothing changes.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { strataProperties, users } from '../src/db/schema.ts';
import { demoPassword } from '../src/seed.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;

const signIn = (username: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth',
    payload: { username, password: demoPassword, portal: 'strata' },
  });

const bcsBody = {
  buildingName: 'Bayshore Commons',
  street: '1650 Bayshore Drive',
  city: 'Vancouver',
  province: 'BC' as const,
  postal: 'V6G 3K2',
};

describe('changing a building plan number', () => {
  it('renames the building login with it, so the building still signs in (with the new number)', async () => {
    const admin = await sdk.as('strataadmin');
    const bcs = t.seed.strataProperties.bcs;
    expect((await signIn('BCS1234')).statusCode).toBe(200);
    const updated = await ok(
      admin.PUT('/strataProperty/{id}', {
        params: { path: { id: bcs } },
        body: { ...bcsBody, strataPlanNumber: 'BCS 4321' },
      }),
    );
    expect(updated.strataPlanNumber).toBe('BCS4321');
    const [login] = await db().select().from(users).where(eq(users.id, t.seed.users.BCS1234));
    expect(login).toMatchObject({ userName: 'BCS4321', email: 'bcs4321@portal.example.ca' });
    const signedIn = await signIn('BCS4321');
    expect(signedIn.statusCode).toBe(200);
    expect((await signIn('BCS1234')).statusCode).toBe(401);
    // The login still finds its building.
    const building = await t.request({
      method: 'GET',
      url: `/api/StrataProperty/propertyAdmin/${t.seed.users.BCS1234}`,
      headers: { authorization: `Bearer ${signedIn.json().token}` },
    });
    expect(building.statusCode).toBe(200);
    expect(building.json()).toMatchObject({ id: bcs, strataPlanNumber: 'BCS4321' });
  });

  it('refuses (409, naming the plan number) when another account already has the new name, and changes nothing', async () => {
    const admin = await sdk.as('strataadmin');
    const eps = t.seed.strataProperties.eps;
    await ok(
      admin.POST('/user', {
        params: { query: { role: 'Strata Owner', userName: 'EPS9999' } },
        body: { email: 'someone.eps@example.ca', password: 'Strata#2027' },
      }),
    );
    const error = await expectFailure(
      admin.PUT('/strataProperty/{id}', {
        params: { path: { id: eps } },
        body: { ...bcsBody, buildingName: 'Edmonds Park Square', strataPlanNumber: 'EPS9999' },
      }),
      409,
      'The Strata Owner login is named after the strata plan number, and another account already uses this one. Choose another plan number or rename that account first.',
    );
    expect(error.field).toBe('strataPlanNumber');
    const [row] = await db().select().from(strataProperties).where(eq(strataProperties.id, eps));
    expect(row?.strataPlanNumber).toBe('EPS5678');
    expect((await signIn('EPS5678')).statusCode).toBe(200);
  });
});
