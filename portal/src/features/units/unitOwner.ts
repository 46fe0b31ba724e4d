// What the strata unit owner screens share: the unit user role names, money and date figures.
import type { PreAuthorizedDebit, StrataOwner, StrataUnit } from '../shared/schemas.ts';

export type {
  ExtraPayments,
  MonthlyPayment,
  PreAuthorizedDebit,
  Province,
  StrataOwner,
  StrataUnit,
  StrataUnitDocument,
  StrataUnitDocumentCategory,
  StrataUnitUser,
} from '../shared/schemas.ts';

/** Unit user roles as the unit page shows them (strata spec 3, reading B). */
export function unitUserRoleName(role: number): string {
  switch (role) {
    case 0:
      return 'Current Primary User';
    case 1:
      return 'Current Secondary User';
    case 2:
      return 'Past Owner';
    case 3:
      return 'Current Tenant';
    case 4:
      return 'Past Tenant';
    case 5:
      return 'Defunct';
    default:
      return 'No Role Selected';
  }
}

/** A unit owner is primary when their unit-user record for that unit has role 0 (strata spec 4). */
export function isPrimaryUser(unit: StrataUnit, userId: number): boolean {
  return unit.strataUnitUsers.some((user) => user.userId === userId && user.strataUnitRole === 0);
}

/** The unit's current owner record (the server lists it first), whose PAD the payments draw on. */
export function currentOwner(unit: StrataUnit): StrataOwner | undefined {
  return unit.strataOwners.find((owner) => owner.isCurrent);
}

const money = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
});

export function formatMoney(value: number): string {
  return money.format(value);
}

/** A number typed into a fee field, or 0 when it is not numeric (strata spec 5: non-numeric values are ignored). */
export function feeValue(text: string): number {
  const trimmed = text.trim().replace(/[$,\s]/g, '');
  if (trimmed === '') return 0;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : 0;
}

/** Total of the fees, two decimals (strata spec 5). */
export function totalFees(fees: readonly string[]): string {
  const cents = fees.reduce((sum, fee) => sum + Math.round(feeValue(fee) * 100), 0);
  return (cents / 100).toFixed(2);
}

/** The first day of the month two months ahead of `today`, as YYYY-MM-DD (strata spec 5's default date). */
export function firstOfMonthTwoAhead(today: Date = new Date()): string {
  const date = new Date(today.getFullYear(), today.getMonth() + 2, 1);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${date.getFullYear()}-${month}-01`;
}

/**
 * The current owner's Active PAD, which monthly payments and extra payments draw on. The unit's owner list may hold
 * the current owner once per PAD (a Temporary PAD made for extra payments sits beside the Active one), so every
 * entry of the current owner is looked at.
 */
export function activePad(unit: StrataUnit): PreAuthorizedDebit | null {
  const owner = currentOwner(unit);
  if (!owner) return null;
  for (const entry of unit.strataOwners) {
    const pad = entry.id === owner.id ? entry.preAuthorizedDebit : null;
    if (pad && pad.padStatus === 'Active') return pad;
  }
  return null;
}
