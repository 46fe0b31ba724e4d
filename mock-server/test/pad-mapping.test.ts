// The one mapper of a pre-authorized debit (repositories/strata-payments.ts). Two copies used to disagree about a PAD
// row without a province ('BC' in the payment answers, '' in a unit's owner records). The contract's
// PreAuthorizedDebit requires financialInstitutionProvince from the Province enum, which has no empty value, so the
// mapper answers BC (the province of every building the company manages) and every answer that carries a PAD agrees.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preAuthorizedDebits, strataOwners } from '../src/db/schema.ts';
import { toPreAuthorizedDebit } from '../src/repositories/strata-payments.ts';
import { contract } from './helpers/calls.ts';
import { ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);

const { components } = contract as unknown as { components: { schemas: { Province: { enum: string[] } } } };
const provinces = components.schemas.Province.enum;

/** A PAD row with only what the table requires, as a row written outside the API may be. */
const bareRow = {
  id: 1,
  strataUnitId: 2,
  strataOwnerId: 3,
  financialInstitutionName: 'Vancity Credit Union',
  financialInstitutionAddress: null,
  financialInstitutionCity: null,
  financialInstitutionProvince: null,
  bankTransitNumber: '00480',
  institutionNumber: '809',
  accountNumber: '1234567',
  accountHolderFirstAndLastName: 'Sophie Nguyen',
  address: null,
  postalCode: null,
  padStatus: 'Active',
  createdAt: new Date('2026-11-02T16:20:00Z'),
} satisfies typeof preAuthorizedDebits.$inferSelect;

describe('the PAD mapper', () => {
  it('answers a missing province with BC, a member of the contract’s Province enum, and missing text with ""', () => {
    const pad = toPreAuthorizedDebit(bareRow, 'America/Vancouver');
    expect(provinces).toContain(pad.financialInstitutionProvince);
    expect(pad).toMatchObject({
      financialInstitutionProvince: 'BC',
      financialInstitutionAddress: '',
      financialInstitutionCity: '',
      address: '',
      postalCode: '',
      createdAt: '2026-11-02T16:20:00.000Z',
    });
  });

  it('keeps a province that is given', () => {
    expect(
      toPreAuthorizedDebit({ ...bareRow, financialInstitutionProvince: 'AB' }, 'America/Vancouver')
        .financialInstitutionProvince,
    ).toBe('AB');
  });

  it('gives a unit’s owner record the same province as the payment answers (an empty one failed the answer)', async () => {
    const db = t.app.services.db;
    const unitId = t.seed.strataUnits.eps306;
    const [owner] = await db
      .insert(strataOwners)
      .values({
        strataUnitId: unitId,
        nameOnTitle: 'Province Test Owner',
        addressLine1: '1 Test Street',
        city: 'Burnaby',
        stateOrProvince: 'BC',
        country: 'Canada',
        postalCode: 'V5H 2E2',
        email: 'province.test.owner@example.ca',
        isCurrent: true,
        pending: false,
      })
      .returning({ id: strataOwners.id });
    if (!owner) throw new Error('no owner');
    const { id: _id, createdAt: _createdAt, ...values } = bareRow;
    await db.insert(preAuthorizedDebits).values({
      ...values,
      // Only the province is missing: the contract's minLength refuses the other fields empty.
      financialInstitutionAddress: '5590 Kingsway',
      financialInstitutionCity: 'Burnaby',
      address: '305-7388 Kingsway, Burnaby, BC',
      postalCode: 'V5H 2E2',
      strataUnitId: unitId,
      strataOwnerId: owner.id,
    });
    try {
      const admin = await sdk.as('strataadmin');
      const unit = await ok(admin.GET('/strataUnit/{id}', { params: { path: { id: unitId } } }));
      const record = unit.strataOwners.find((candidate) => candidate.id === owner.id);
      expect(record?.preAuthorizedDebit?.financialInstitutionProvince).toBe('BC');
    } finally {
      await db.delete(strataOwners).where(eq(strataOwners.id, owner.id));
    }
  });
});
