// Pre-authorized debits (PAD), monthly and extra payments of strata units as the contract has them: one mapper per
// shape, used by the payment handlers and by the unit's owner records.
import { TZDate } from '@date-fns/tz';
import type { ExtraPayments, MonthlyPayment, PreAuthorizedDebit, Province } from '@portal/sdk/types';
import { and, eq } from 'drizzle-orm';
import {
  preAuthorizedDebits,
  type strataExtraPayments,
  type strataMonthlyPayments,
  strataOwners,
} from '../db/schema.ts';
import { isoDateTime } from './dates.ts';

/**
 * The first debit of a PAD given at `given` (strata spec 5: the form must be received no later than the 20th of the
 * month before the month the debit starts): the first of next month when given on or before the 20th, else the first
 * of the month after, the day being the company's (`timeZone`): a PAD given at 17:00 on the 20th in Vancouver is on
 * time, though it is already the 21st in UTC.
 */
export function firstDebitDate(given: Date, timeZone: string): string {
  const there = new TZDate(given, timeZone);
  const monthsAhead = there.getDate() <= 20 ? 1 : 2;
  const first = new Date(Date.UTC(there.getFullYear(), there.getMonth() + monthsAhead, 1));
  return first.toISOString().slice(0, 10);
}

/**
 * The contract's PreAuthorizedDebit requires every bank field and a financialInstitutionProvince from the Province
 * enum, which has no empty value. Every PAD the API writes carries them (PreAuthorizedDebitInput requires them); the
 * table allows null only for rows written otherwise, and such a row answers with empty text for the free-text fields
 * and BC, the province of every building the company manages, for the province, so the answer stays valid.
 */
export function toPreAuthorizedDebit(
  row: typeof preAuthorizedDebits.$inferSelect,
  timeZone: string,
): PreAuthorizedDebit {
  return {
    id: row.id,
    financialInstitutionName: row.financialInstitutionName,
    financialInstitutionAddress: row.financialInstitutionAddress ?? '',
    financialInstitutionCity: row.financialInstitutionCity ?? '',
    financialInstitutionProvince: (row.financialInstitutionProvince ?? 'BC') as Province,
    bankTransitNumber: row.bankTransitNumber,
    institutionNumber: row.institutionNumber,
    accountNumber: row.accountNumber,
    accountHolderFirstAndLastName: row.accountHolderFirstAndLastName,
    address: row.address ?? '',
    postalCode: row.postalCode ?? '',
    padStatus: row.padStatus,
    strataUnitId: row.strataUnitId,
    strataOwnerId: row.strataOwnerId,
    createdAt: isoDateTime(row.createdAt),
    firstDebitDate: firstDebitDate(row.createdAt, timeZone),
  };
}

/**
 * Join condition of an owner's standing PAD: the Active one (at most one, a unique index says). Temporary PADs, the
 * bank details of extra payments, belong to those payments, not to the owner.
 */
export const activePadOfOwner = and(
  eq(preAuthorizedDebits.strataOwnerId, strataOwners.id),
  eq(preAuthorizedDebits.padStatus, 'Active'),
);

export function toMonthlyPayment(row: typeof strataMonthlyPayments.$inferSelect): MonthlyPayment {
  return {
    id: row.id,
    strataFees: row.strataFees,
    parkingFees: row.parkingFees,
    otherFees: row.otherFees,
    totalFees: row.totalFees,
    paymentStartDate: row.paymentStartDate,
    archived: row.archived,
    strataUnitId: row.strataUnitId,
    createdAt: isoDateTime(row.createdAt),
  };
}

export function toExtraPayments(row: typeof strataExtraPayments.$inferSelect): ExtraPayments {
  return {
    id: row.id,
    oneTimePayment: row.oneTimePayment ?? 0,
    oneTimePaymentWithdrawDate: row.oneTimePaymentWithdrawDate ?? row.paymentStartDate ?? '',
    monthlyPayment1: row.monthlyPayment1 ?? 0,
    monthlyPayment1WithdrawDate: row.monthlyPayment1WithdrawDate ?? row.paymentStartDate ?? '',
    monthlyPayment2: row.monthlyPayment2 ?? 0,
    monthlyPayment2WithdrawDate: row.monthlyPayment2WithdrawDate ?? row.paymentStartDate ?? '',
    preAuthorizedDebitId: row.preAuthorizedDebitId,
    paymentStartDate: row.paymentStartDate ?? '',
    strataUnitId: row.strataUnitId,
    padStatus: row.padStatus,
    createdAt: isoDateTime(row.createdAt),
  };
}
