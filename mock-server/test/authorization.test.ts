// The authorization plugin: x-roles (401 anonymous, 403 wrong role) and x-owner (404 for someone else's record),
// and each x-owner rule's resolver against the seed.
import { describe, expect, it } from 'vitest';
import { type Caller, ownerRules } from '../src/auth/owner-rules.ts';
import { contractOperations, loadContract, ownerRuleNames, type SessionRole } from '../src/contract.ts';
import { calls, concrete, expectedOperation } from './helpers/calls.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

describe('getProperty through the plugin', () => {
  const url = (id: number) => `/api/property/${id}`;

  it('answers 401 to an anonymous caller', async () => {
    const res = await t.request({ method: 'GET', url: url(t.seed.properties.owner[0]) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Sign in to continue.', statusCode: 401 });
  });

  it('answers 403 to roles not in x-roles', async () => {
    for (const account of ['strataadmin', 'BCS1234', 'unitowner'] as const) {
      const res = await t.request({ method: 'GET', url: url(t.seed.properties.owner[0]), as: account });
      expect(res.statusCode, account).toBe(403);
      expect(res.json().message).toBe('Your role may not do this.');
    }
    // superAdmin on the strata portal is still superAdmin, who may read properties.
    const superadmin = await t.request({
      method: 'GET',
      url: url(t.seed.properties.owner[0]),
      as: 'superadmin',
      portal: 'strata',
    });
    expect(superadmin.statusCode).toBe(200);
  });

  it("lets an owner read their own property, and answers 404 to another owner's, as to one that does not exist", async () => {
    const own = await t.request({ method: 'GET', url: url(t.seed.properties.owner[1]), as: 'owner' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: t.seed.properties.owner[1],
      ownerName: 'Margaret Chen',
      archived: false,
    });
    const other = await t.request({ method: 'GET', url: url(t.seed.properties.owner2[0]), as: 'owner' });
    const missing = await t.request({ method: 'GET', url: url(999999), as: 'owner' });
    expect(other.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
  });

  it('lets admin read any property, archived too, with the contract shape and no undeclared fields', async () => {
    const res = await t.request({ method: 'GET', url: url(t.seed.properties.archived), as: 'admin' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ archived: true, ownerName: 'Harold Becker', moveInFee: 0, den: 0 });
    expect(body).not.toHaveProperty('createdAt');
    const fees = await t.request({ method: 'GET', url: url(t.seed.properties.owner[0]), as: 'admin' });
    expect(fees.json()).toMatchObject({ moveInDeposit: 1275, oceanView: true, parking: 'P2-14' });
  });
});

describe('routes of the real contract', () => {
  it('stop anonymous callers of every non-public spelling of the specification with 401 (no "no such path")', async () => {
    for (const call of calls) {
      const res = await t.request({ method: call.method as 'GET', url: concrete(call.path) });
      expect(res.json().message, `${call.method} ${call.path}`).not.toMatch(/^No such API path/);
      if (!expectedOperation(call)?.isPublic) expect(res.statusCode, `${call.method} ${call.path}`).toBe(401);
    }
  });

  it('answer an unknown API path with 404 and say so', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No such API path: GET /api/no/such/thing');
  });
});

describe('the contract vocabulary', () => {
  const operations = [...contractOperations(loadContract()).values()];

  it('reads x-roles and x-owner of every operation (unknown roles or rules would have thrown)', () => {
    expect(operations.length).toBeGreaterThan(120);
    for (const op of operations) expect(op.isPublic || op.roles.length > 0, op.operationId).toBe(true);
    const rules = new Set(operations.flatMap((op) => Object.values(op.owner).map((r) => r?.rule)));
    for (const rule of rules) expect(ownerRuleNames).toContain(rule);
  });

  it('gives every public operation `security: []` and no role', () => {
    for (const op of operations.filter((o) => o.isPublic)) expect(op.roles, op.operationId).toEqual([]);
  });
});

describe('x-owner resolvers', () => {
  const as = (account: keyof typeof t.seed.users, role: SessionRole): Caller => ({
    id: t.seed.users[account],
    role,
  });
  const check = (rule: (typeof ownerRuleNames)[number], caller: Caller, value: number | string) =>
    ownerRules[rule](t.app.services.db, caller, String(value));

  it('self: own id, email or user name (any case)', async () => {
    const owner = as('owner', 'owner');
    expect(await check('self', owner, t.seed.users.owner)).toBe(true);
    expect(await check('self', owner, 'MARGARET.CHEN@example.ca')).toBe(true);
    expect(await check('self', owner, 'Owner')).toBe(true);
    expect(await check('self', owner, t.seed.users.owner2)).toBe(false);
    expect(await check('self', owner, 'rajiv.sandhu@example.ca')).toBe(false);
  });

  it('ownerProfile, property, propertyListing, propertyListingImage, document: the owner and nobody else', async () => {
    const owner = as('owner', 'owner');
    const owner2 = as('owner2', 'owner');
    const s = t.seed;
    const cases = [
      ['ownerProfile', s.ownerProfiles.owner, s.ownerProfiles.owner2],
      ['property', s.properties.owner[0], s.properties.owner2[0]],
      ['propertyListing', s.listings.owner[1], s.listings.owner2[0]],
      ['propertyListingImage', s.listingImages.owner[0] ?? 0, s.listingImages.owner2[0] ?? 0],
      ['document', s.documents.ownerProperty, s.documents.owner2Property],
      ['document', s.documents.ownerOwn, s.documents.owner2Own],
    ] as const;
    for (const [rule, mine, theirs] of cases) {
      expect(await check(rule, owner, mine), `${rule} own`).toBe(true);
      expect(await check(rule, owner, theirs), `${rule} other`).toBe(false);
      expect(await check(rule, owner2, theirs), `${rule} owner2 own`).toBe(true);
    }
  });

  it('strataProperty: a building login reaches its building only; a unit owner the buildings of their units', async () => {
    const { bcs, eps, lms } = t.seed.strataProperties;
    expect(await check('strataProperty', as('BCS1234', 'propertyAdmin'), bcs)).toBe(true);
    expect(await check('strataProperty', as('BCS1234', 'propertyAdmin'), eps)).toBe(false);
    expect(await check('strataProperty', as('unitowner', 'strataUnitOwner'), bcs)).toBe(true);
    expect(await check('strataProperty', as('unitowner', 'strataUnitOwner'), eps)).toBe(false);
    expect(await check('strataProperty', as('unitowner2', 'strataUnitOwner'), eps)).toBe(true);
    expect(await check('strataProperty', as('unitowner2', 'strataUnitOwner'), lms)).toBe(false);
  });

  it('strataDocument follows the building', async () => {
    const { bcsBylaws, epsBylaws } = t.seed.strataDocuments;
    expect(await check('strataDocument', as('EPS5678', 'propertyAdmin'), epsBylaws)).toBe(true);
    expect(await check('strataDocument', as('EPS5678', 'propertyAdmin'), bcsBylaws)).toBe(false);
    expect(await check('strataDocument', as('unitowner', 'strataUnitOwner'), bcsBylaws)).toBe(true);
    expect(await check('strataDocument', as('unitowner', 'strataUnitOwner'), epsBylaws)).toBe(false);
  });

  it('strataUnit: any user of the unit; strataUnitPrimary: only role 0', async () => {
    const { bcs101, bcs102, eps305 } = t.seed.strataUnits;
    const secondary = as('unitowner2', 'strataUnitOwner');
    const primary = as('unitowner', 'strataUnitOwner');
    expect(await check('strataUnit', secondary, bcs101)).toBe(true);
    expect(await check('strataUnitPrimary', secondary, bcs101)).toBe(false);
    expect(await check('strataUnitPrimary', secondary, eps305)).toBe(true);
    expect(await check('strataUnitPrimary', primary, bcs101)).toBe(true);
    expect(await check('strataUnit', primary, bcs102)).toBe(false);
    expect(await check('strataUnit', primary, eps305)).toBe(false);
    // A building login reaches the units of its building.
    expect(await check('strataUnit', as('BCS1234', 'propertyAdmin'), bcs102)).toBe(true);
    expect(await check('strataUnit', as('BCS1234', 'propertyAdmin'), eps305)).toBe(false);
  });

  it('strataUnitDocument, strataOwner, preAuthorizedDebit, monthlyPayment: only the primary user of the unit', async () => {
    const s = t.seed;
    const cases = [
      ['strataUnitDocument', s.strataUnitDocuments.bcs101],
      ['strataOwner', s.strataOwners.bcs101],
      ['preAuthorizedDebit', s.preAuthorizedDebits.bcs101],
      ['monthlyPayment', s.monthlyPayments.bcs101Current],
    ] as const;
    for (const [rule, id] of cases) {
      expect(await check(rule, as('unitowner', 'strataUnitOwner'), id), `${rule} primary`).toBe(true);
      expect(await check(rule, as('unitowner2', 'strataUnitOwner'), id), `${rule} secondary`).toBe(false);
    }
    expect(
      await check('strataUnitDocument', as('unitowner2', 'strataUnitOwner'), s.strataUnitDocuments.eps305),
    ).toBe(true);
    expect(
      await check('strataUnitDocument', as('unitowner', 'strataUnitOwner'), s.strataUnitDocuments.eps305),
    ).toBe(false);
  });

  it('refuses ids that are not record ids, and roles the rule does not know', async () => {
    const owner = as('owner', 'owner');
    for (const value of ['abc', '0', '-1', '1.5', '99999999999', '1 OR 1=1']) {
      expect(await check('property', owner, value), value).toBe(false);
    }
    expect(await check('strataUnit', as('admin', 'admin'), t.seed.strataUnits.bcs101)).toBe(false);
  });
});
