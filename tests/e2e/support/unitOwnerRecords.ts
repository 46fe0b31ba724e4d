// A unit and its primary owner of their own, for the unit owner suites whose flows change data (PAD, monthly and extra
// payments, change of address): tests run in parallel on one seeded server, so none of them touches the seeded unit
// 101 that other suites read. Made the way the product makes them: the strata administrator adds a unit to a building
// and invites its owner (Replace Current Registered Owner), the owner authorizes and registers through the mailed
// link; the owner's account is then the unit's primary user (role 0) and the owner record its current one.
import { TZDate } from '@date-fns/tz';
import { type APIRequestContext, expect } from '@playwright/test';
import {
  authorizeStrataUnitUserInvitation,
  createPreAuthorizedDebit,
  createStrataUnit,
  getStrataUnit,
  listDevMailbox,
  listStrataProperties,
  listStrataUnitDocuments,
  lookupStrataUnitUserInvitation,
  registerStrataUnitUserInvitation,
  replaceStrataOwner,
} from '@portal/sdk/operations';
import type { StrataUnit, StrataUnitDocument } from '@portal/sdk/types';
import { accounts, companyTimeZone } from './accounts.ts';
import { apiAs } from './rentalRecords.ts';
import { sdkOf } from './sdk.ts';
import { uniqueDigits } from './unique.ts';

export const newOwnerPassword = 'Harbour#2027';

export interface OwnedUnit {
  unitId: number;
  unitNumber: string;
  buildingId: number;
  buildingName: string;
  ownerId: number;
  nameOnTitle: string;
  /** The new account's username (its email) and password, for the strata login form. */
  username: string;
  password: string;
}

/**
 * A new unit in a building (Lonsdale Quay Terraces by default: no demo login reads it) whose new owner has registered.
 * `request` is the test's own context at the server's base URL (public calls and the mailbox).
 */
export async function createOwnedUnit(
  request: APIRequestContext,
  baseURL: string | undefined,
  buildingName = 'Lonsdale Quay Terraces',
): Promise<OwnedUnit> {
  // Lot numbers are up to 6 digits and unique in the building; the unit number is made from it.
  const stamp = uniqueDigits(6);
  const admin = await apiAs(accounts.strataadmin, baseURL);
  const client = sdkOf(admin);
  const visitor = sdkOf(request);
  try {
    const { data: buildings } = await listStrataProperties({ client, throwOnError: true });
    const building = buildings.find((candidate) => candidate.buildingName === buildingName);
    if (!building) throw new Error(`No building ${buildingName}`);
    const unitNumber = `E${stamp}`;
    const { data: unit } = await createStrataUnit({
      client,
      body: { unitNumber, lotNumber: stamp, strataPropertyId: building.id },
      throwOnError: true,
    });
    const nameOnTitle = `Jordan Tester${stamp}`;
    const email = `unit.owner.${stamp}@example.ca`;
    const { data: replaced } = await replaceStrataOwner({
      client,
      path: { unitId: unit.id },
      body: { nameOnTitle, email },
      throwOnError: true,
    });

    let hash: string | undefined;
    await expect
      .poll(async () => {
        const { data: mails } = await listDevMailbox({
          client: visitor,
          query: { to: email },
          throwOnError: true,
        });
        const link = mails.flatMap((mail) => mail.links).find((href) => href.includes('/authorize?hash='));
        hash = link ? (new URL(link).searchParams.get('hash') ?? undefined) : undefined;
        return hash !== undefined;
      })
      .toBe(true);
    if (!hash) throw new Error('No invitation link');
    const { data: invitation } = await lookupStrataUnitUserInvitation({
      client: visitor,
      path: { hash },
      throwOnError: true,
    });
    await authorizeStrataUnitUserInvitation({
      client: visitor,
      path: { invitationId: invitation.id },
      body: { hash, unitNumber, strataPlanNumber: building.strataPlanNumber, nameOnTitle },
      throwOnError: true,
    });
    const { data: registered } = await registerStrataUnitUserInvitation({
      client: visitor,
      path: { invitationId: invitation.id },
      body: { hash, email, password: newOwnerPassword },
      throwOnError: true,
    });
    // The invited email registers at once (200); another email would wait for its confirmation (202, a Message).
    if (!('userName' in registered))
      throw new Error(`The invitation did not register: ${registered.message}`);
    return {
      unitId: unit.id,
      unitNumber,
      buildingId: building.id,
      buildingName: building.buildingName,
      ownerId: replaced.owner.id,
      nameOnTitle,
      username: registered.userName,
      password: newOwnerPassword,
    };
  } finally {
    await admin.dispose();
  }
}

/** The unit as the server holds it, read as the strata administrator (to check what a flow saved). */
export async function unitAsAdmin(baseURL: string | undefined, unitId: number): Promise<StrataUnit> {
  const admin = await apiAs(accounts.strataadmin, baseURL);
  try {
    return (await getStrataUnit({ client: sdkOf(admin), path: { id: unitId }, throwOnError: true })).data;
  } finally {
    await admin.dispose();
  }
}

/** The unit's active documents as a strata administrator lists them. */
export async function unitDocumentsAsAdmin(
  baseURL: string | undefined,
  unitId: number,
): Promise<StrataUnitDocument[]> {
  const admin = await apiAs(accounts.strataadmin, baseURL);
  try {
    return (await listStrataUnitDocuments({ client: sdkOf(admin), path: { id: unitId }, throwOnError: true }))
      .data;
  } finally {
    await admin.dispose();
  }
}

/** Bank details as a test fills them in (the contract's example account). */
export const testBank = {
  financialInstitutionName: 'TD Canada Trust',
  financialInstitutionAddress: '4940 Kingsway',
  financialInstitutionCity: 'Burnaby',
  financialInstitutionProvince: 'BC',
  bankTransitNumber: '92170',
  institutionNumber: '004',
  accountNumber: '5204418',
  accountHolderFirstAndLastName: 'Jordan Tester',
  address: '155 East 3rd Street, North Vancouver, BC',
  postalCode: 'V7L 1E6',
} as const;

/** An Active PAD for the unit's current owner, made through the API by the strata administrator. */
export async function createPad(baseURL: string | undefined, unit: OwnedUnit): Promise<number> {
  const admin = await apiAs(accounts.strataadmin, baseURL);
  try {
    const { data: pad } = await createPreAuthorizedDebit({
      client: sdkOf(admin),
      body: { ...testBank, authorized: true, strataUnitId: unit.unitId, strataOwnerId: unit.ownerId },
      throwOnError: true,
    });
    return pad.id;
  } finally {
    await admin.dispose();
  }
}

/** The first day of the month two months from today, YYYY-MM-DD (strata spec 5's default date). */
export function firstOfMonthTwoAhead(today = new Date()): string {
  const date = new Date(today.getFullYear(), today.getMonth() + 2, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-01`;
}

/**
 * How the unit page reads a PAD given today: "Starts {first debit}" (the first of next month when given by the 20th
 * of the company's day, else of the month after; strata spec 5) with its bank, until that day.
 */
export function padGivenTodayStatus(bank: string, now = new Date()): string {
  const there = new TZDate(now, companyTimeZone);
  const first = new Date(
    Date.UTC(there.getFullYear(), there.getMonth() + (there.getDate() <= 20 ? 1 : 2), 1),
  );
  return `Starts ${first.toISOString().slice(0, 10)} (${bank})`;
}
