// An owner's rental properties (tag properties) through the generated SDK: the owner profile's active and archived
// lists, an owner user's own, and the per-type count behind the suggested number, each with its failures.
import { describe, expect, it } from 'vitest';
import { propertyInputs } from './helpers/properties.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const { createProperty } = propertyInputs(t, sdk);

describe('owner property lists', () => {
  it("lists an owner profile's active and archived properties, and an owner user's own", async () => {
    const admin = await sdk.as('admin');
    const active = await ok(
      admin.GET('/property/ownerList/{ownerId}', {
        params: { path: { ownerId: t.seed.ownerProfiles.owner } },
      }),
    );
    expect(active.filter((p) => !p.rmNumber.startsWith('RM09')).map((p) => p.rmNumber)).toEqual(
      expect.arrayContaining(['RM0011', 'RM0012']),
    );
    expect(active.every((p) => !p.archived)).toBe(true);
    const archived = await ok(
      admin.GET('/property/archived/owner/{ownerId}', {
        params: { path: { ownerId: t.seed.ownerProfiles.archived } },
      }),
    );
    expect(archived.map((p) => p.rmNumber)).toEqual(['RM0031']);
    const owner2 = await sdk.as('owner2');
    const own = await ok(
      owner2.GET('/property/owner/{userId}', { params: { path: { userId: t.seed.users.owner2 } } }),
    );
    expect(own.map((p) => p.ownerName)).toEqual(own.map(() => 'Rajiv Sandhu'));
    expect(own.map((p) => p.rmNumber)).toEqual(expect.arrayContaining(['RM0021']));
  });

  it("answers 404 for an unknown owner, for a user without a profile, and to an owner for another's user id", async () => {
    const admin = await sdk.as('admin');
    await expectFailure(
      admin.GET('/property/ownerList/{ownerId}', { params: { path: { ownerId: 999999 } } }),
      404,
    );
    await expectFailure(
      admin.GET('/property/archived/owner/{ownerId}', { params: { path: { ownerId: 999999 } } }),
      404,
    );
    await expectFailure(
      admin.GET('/property/owner/{userId}', { params: { path: { userId: t.seed.users.admin } } }),
      404,
    );
    await expectFailure(
      (await sdk.as('owner')).GET('/property/owner/{userId}', {
        params: { path: { userId: t.seed.users.owner2 } },
      }),
      404,
    );
  });
});

describe('countOwnerPropertiesByType (GET /property/owner/{ownerId}/{type})', () => {
  it('counts the owner profile’s properties of one type, archived ones included', async () => {
    const admin = await sdk.as('admin');
    const count = async (ownerId: number, type: 'RM' | 'CM' | 'LU' | 'RB') =>
      (await ok(admin.GET('/property/owner/{ownerId}/{type}', { params: { path: { ownerId, type } } })))
        .count;
    expect(await count(t.seed.ownerProfiles.archived, 'RM')).toBe(1);
    expect(await count(t.seed.ownerProfiles.owner2, 'CM')).toBe(0);
    const before = await count(t.seed.ownerProfiles.owner2, 'LU');
    await createProperty({ ownerId: t.seed.ownerProfiles.owner2, contractType: 'LU' });
    expect(await count(t.seed.ownerProfiles.owner2, 'LU')).toBe(before + 1);
  });

  it('answers 400 for an unknown type and 404 for an unknown owner', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/property/owner/${t.seed.ownerProfiles.owner}/XX`,
      as: 'admin',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('type');
    await expectFailure(
      (await sdk.as('admin')).GET('/property/owner/{ownerId}/{type}', {
        params: { path: { ownerId: 999999, type: 'RM' } },
      }),
      404,
    );
  });
});
