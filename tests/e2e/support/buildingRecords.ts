// A building of a test's own (strata building and unit suites): made through the API as the strata administrator,
// with its login, so a test may add, archive and delete units and staff without touching what other suites read.
// Also reads the invitation link a test's own owner was mailed, from the development mailbox.
import { type APIRequestContext, expect } from '@playwright/test';
import { createStrataProperty, createStrataUnit, createUser, listDevMailbox } from '@portal/sdk/operations';
import { accounts } from './accounts.ts';
import { apiAs } from './rentalRecords.ts';
import { sdkOf } from './sdk.ts';
import { uniquePlanNumber } from './unique.ts';

export interface TestBuilding {
  id: number;
  buildingName: string;
  strataPlanNumber: string;
  street: string;
  city: string;
  postal: string;
  /** The building's login (a Strata Owner user). */
  propertyAdminId: number;
}

/** A new building with its login, as the strata administrator. */
export async function createBuilding(
  baseURL: string | undefined,
  name = 'Cedar Landing',
): Promise<TestBuilding> {
  const plan = uniquePlanNumber();
  const admin = await apiAs(accounts.strataadmin, baseURL);
  try {
    const client = sdkOf(admin);
    const { data: login } = await createUser({
      client,
      query: { role: 'Strata Owner', userName: plan },
      body: { email: `${plan.toLowerCase()}@portal.example.ca`, password: 'Harbour#2026', portal: 'strata' },
      throwOnError: true,
    });
    const propertyAdminId = login.id;
    const building = {
      buildingName: `${name} ${plan}`,
      strataPlanNumber: plan,
      street: '1280 Pacific Blvd',
      city: 'Vancouver',
      province: 'BC',
      postal: 'V6Z 2R7',
      countryId: 1,
      propertyAdminId,
    } as const;
    const { data: created } = await createStrataProperty({ client, body: building, throwOnError: true });
    return { id: created.id, ...building };
  } finally {
    await admin.dispose();
  }
}

/** The strata administrator's API (a context at /api/ with the saved token); dispose it after use. */
export function strataAdminApi(baseURL: string | undefined): Promise<APIRequestContext> {
  return apiAs(accounts.strataadmin, baseURL);
}

/** Runs `work` with the strata administrator's API, disposed after whatever happens. */
export async function withStrataAdminApi<T>(
  baseURL: string | undefined,
  work: (api: APIRequestContext) => Promise<T>,
): Promise<T> {
  const api = await strataAdminApi(baseURL);
  try {
    return await work(api);
  } finally {
    await api.dispose();
  }
}

/** A new unit of a building, through the API; its id. */
export async function createUnit(
  api: APIRequestContext,
  buildingId: number,
  unitNumber: string,
  lotNumber: string,
): Promise<number> {
  const { data: created } = await createStrataUnit({
    client: sdkOf(api),
    body: { unitNumber, lotNumber, strataPropertyId: buildingId },
    throwOnError: true,
  });
  return created.id;
}

/** The invitation links mailed to `email`, newest first (path and query, on this server). */
export async function invitationLinks(request: APIRequestContext, email: string): Promise<string[]> {
  const { data: mails } = await listDevMailbox({
    client: sdkOf(request),
    query: { to: email },
    throwOnError: true,
  });
  return mails
    .flatMap((mail) => mail.links)
    .filter((href) => href.includes('/authorize?hash='))
    .map((href) => {
      const url = new URL(href);
      return `${url.pathname}${url.search}`;
    });
}

/** Waits until `email` has received `count` invitation links; answers the newest. */
export async function awaitInvitationLink(
  request: APIRequestContext,
  email: string,
  count = 1,
): Promise<string> {
  let links: string[] = [];
  await expect
    .poll(async () => {
      links = await invitationLinks(request, email);
      return links.length;
    })
    .toBeGreaterThanOrEqual(count);
  const newest = links[0];
  if (!newest) throw new Error(`No invitation mailed to ${email}`);
  return newest;
}
