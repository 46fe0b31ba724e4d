// A unit and its primary owner of their own, for the unit owner suites whose flows change data (PAD, monthly and extra
// payments, change of address): tests run in parallel on one seeded server, so none of them touches the seeded unit
// 101 that other suites read. Made the way the product makes them: the strata administrator adds a unit to a building
// and invites its owner (Replace Current Registered Owner), the owner authorizes and registers through the mailed
// link; the owner's account is then the unit's primary user (role 0) and the owner record its current one.
import { type APIRequestContext, expect } from '@playwright/test';
import { accounts } from './accounts.ts';
import { apiAs } from './rentalRecords.ts';
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

interface Mail {
  to: string;
  links: string[];
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
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
  try {
    const buildings = await ok<{ id: number; buildingName: string; strataPlanNumber: string }[]>(
      await admin.get('strataProperty'),
    );
    const building = buildings.find((candidate) => candidate.buildingName === buildingName);
    if (!building) throw new Error(`No building ${buildingName}`);
    const unitNumber = `E${stamp}`;
    const unit = await ok<{ id: number }>(
      await admin.post('strataUnit', {
        data: { unitNumber, lotNumber: stamp, strataPropertyId: building.id },
      }),
      201,
    );
    const nameOnTitle = `Jordan Tester${stamp}`;
    const email = `unit.owner.${stamp}@example.ca`;
    const replaced = await ok<{ owner: { id: number } }>(
      await admin.post(`strataOwner/replace/${unit.id}`, { data: { nameOnTitle, email } }),
      201,
    );

    let hash: string | undefined;
    await expect
      .poll(async () => {
        const mails = await ok<Mail[]>(await request.get('/api/dev/mailbox', { params: { to: email } }));
        const link = mails.flatMap((mail) => mail.links).find((href) => href.includes('/authorize?hash='));
        hash = link ? (new URL(link).searchParams.get('hash') ?? undefined) : undefined;
        return hash !== undefined;
      })
      .toBe(true);
    if (!hash) throw new Error('No invitation link');
    const invitation = await ok<{ id: number }>(await request.get(`/api/strataUnitUserInvitation/${hash}`));
    await ok(
      await request.post(`/api/strataUnitUserInvitation/authorizeForm/${invitation.id}`, {
        data: { hash, unitNumber, strataPlanNumber: building.strataPlanNumber, nameOnTitle },
      }),
    );
    const registered = await ok<{ userName: string }>(
      await request.post(`/api/strataUnitUserInvitation/${invitation.id}/register`, {
        data: { hash, email, password: newOwnerPassword },
      }),
      201,
    );
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
export async function unitAsAdmin<T = Record<string, unknown>>(
  baseURL: string | undefined,
  unitId: number,
): Promise<T> {
  const admin = await apiAs(accounts.strataadmin, baseURL);
  try {
    return await ok<T>(await admin.get(`strataUnit/${unitId}`));
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
    const pad = await ok<{ id: number }>(
      await admin.post('preAuthorizedDebit', {
        data: { ...testBank, strataUnitId: unit.unitId, strataOwnerId: unit.ownerId },
      }),
      201,
    );
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
