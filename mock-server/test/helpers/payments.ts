// What the payment tests share: bank details, an extra payments body, and reading or adding a unit's PADs, payments
// and owners straight in the database (for a test's setup and for checking what was saved).
import { eq } from 'drizzle-orm';
import {
  preAuthorizedDebits,
  strataExtraPayments,
  strataMonthlyPayments,
  strataOwners,
} from '../../src/db/schema.ts';
import type { TestApp } from './test-app.ts';

export const bank = {
  financialInstitutionName: 'Vancity Credit Union',
  financialInstitutionAddress: '5590 Kingsway',
  financialInstitutionCity: 'Burnaby',
  financialInstitutionProvince: 'BC',
  bankTransitNumber: '00480',
  institutionNumber: '809',
  accountNumber: '1234567',
  accountHolderFirstAndLastName: 'Sophie Nguyen',
  address: '305-7388 Kingsway, Burnaby, BC',
  postalCode: 'v3n3c1',
} as const;

export const extraInput = (unitId: number) => ({
  oneTimePayment: 1200,
  oneTimePaymentWithdrawDate: '2027-01-01',
  monthlyPayment1: 150.5,
  monthlyPayment1WithdrawDate: '2027-01-01',
  monthlyPayment2: 0,
  monthlyPayment2WithdrawDate: '2027-01-01',
  paymentStartDate: '2027-01-01',
  strataUnitId: unitId,
});

/** The payment records of a test file's app. */
export function paymentRecords(t: TestApp) {
  const db = () => t.app.services.db;

  const padsOf = (unitId: number) =>
    db().select().from(preAuthorizedDebits).where(eq(preAuthorizedDebits.strataUnitId, unitId));
  const paymentsOf = (unitId: number) =>
    db().select().from(strataMonthlyPayments).where(eq(strataMonthlyPayments.strataUnitId, unitId));
  const extrasOf = (unitId: number) =>
    db().select().from(strataExtraPayments).where(eq(strataExtraPayments.strataUnitId, unitId));

  /** A current owner of a unit, made directly in the database for a test's setup. */
  async function addCurrentOwner(unitId: number, nameOnTitle: string): Promise<number> {
    const [row] = await db()
      .insert(strataOwners)
      .values({
        strataUnitId: unitId,
        nameOnTitle,
        addressLine1: '1 Test Street',
        city: 'Burnaby',
        stateOrProvince: 'BC',
        country: 'Canada',
        postalCode: 'V5H 2E2',
        email: `${nameOnTitle.toLowerCase().replace(/\W+/g, '.')}@example.ca`,
        isCurrent: true,
        pending: false,
      })
      .returning({ id: strataOwners.id });
    if (!row) throw new Error('no owner');
    return row.id;
  }

  async function addPad(unitId: number, ownerId: number, padStatus: 'Active' | 'Temporary' = 'Active') {
    const [row] = await db()
      .insert(preAuthorizedDebits)
      .values({ ...bank, strataUnitId: unitId, strataOwnerId: ownerId, padStatus })
      .returning({ id: preAuthorizedDebits.id });
    if (!row) throw new Error('no PAD');
    return row.id;
  }

  return { padsOf, paymentsOf, extrasOf, addCurrentOwner, addPad };
}
