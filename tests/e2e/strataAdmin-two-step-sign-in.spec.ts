// A building's Two-Step Sign-In list: the strata administrator opens it from the building page and sees, for each
// unit user, whether they sign in with a second factor. The test's own building has two registered owners; one turns
// authenticator codes on through the API (the code computed with otpauth from the key the server gives), the other
// does not. Two rows show no filter and no pager; a search in the URL filters the list by unit, and axe passes at 1280
// and 360 px.
import { type APIRequestContext, expect, type Locator, request, test } from '@playwright/test';
import { confirmTotpEnrolment, signIn, startTotpEnrolment } from '@portal/sdk/operations';
import * as OTPAuth from 'otpauth';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { createBuilding } from './support/buildingRecords.ts';
import { sdkOf } from './support/sdk.ts';
import { createOwnedUnit, type OwnedUnit } from './support/unitOwnerRecords.ts';

test.use({ storageState: storageStateOf(accounts.strataadmin) });

// Two invitations registered and a sign-in (each a password hash) before the page opens.
test.describe.configure({ timeout: 120_000 });

/** Turns authenticator codes on for the owner's account, through the API with the owner's own session. */
async function turnOnCodes(api: APIRequestContext, baseURL: string | undefined, owner: OwnedUnit) {
  const { data: answer } = await signIn({
    client: sdkOf(api),
    body: { username: owner.username, password: owner.password, portal: 'strata' },
    throwOnError: true,
  });
  if (!('token' in answer)) throw new Error('The new owner was asked for a second step');
  const session = await request.newContext({
    baseURL: `${baseURL}/api/`,
    extraHTTPHeaders: { Authorization: `Bearer ${answer.token}` },
  });
  try {
    const client = sdkOf(session);
    const { data: enrolment } = await startTotpEnrolment({ client, throwOnError: true });
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(enrolment.secret) }).generate();
    const { data: codes } = await confirmTotpEnrolment({ client, body: { code }, throwOnError: true });
    expect(codes.recoveryCodes).toHaveLength(10);
  } finally {
    await session.dispose();
  }
}

/** The cell of the Two-Step Sign-In column (the table's last) in the row of `unitNumber`. */
const secondFactorCell = (grid: Locator, unitNumber: string) =>
  grid.getByRole('row').filter({ hasText: unitNumber }).getByRole('gridcell').last();

test('the building list shows which unit owners have two-step sign-in, filters, and passes axe at both widths', async ({
  page,
  baseURL,
}) => {
  const building = await createBuilding(baseURL, 'Alder Court');
  const enrolled = await createOwnedUnit(page.request, baseURL, building.buildingName);
  const notEnrolled = await createOwnedUnit(page.request, baseURL, building.buildingName);
  await turnOnCodes(page.request, baseURL, enrolled);

  await page.goto(`/strataAdmin/property/${building.id}`);
  await page.getByRole('link', { name: 'Two-Step Sign-In' }).click();
  await expect(page).toHaveURL(`/strataAdmin/strataProperty/${building.id}/secondFactors`);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-Step Sign-In' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Two-Step Sign-In' });
  await expect(grid.getByRole('row')).toHaveCount(3);
  await expect(secondFactorCell(grid, enrolled.unitNumber)).toHaveText('On');
  await expect(secondFactorCell(grid, notEnrolled.unitNumber)).toHaveText('Off');
  // Two rows, all on one page: neither a pager nor a filter.
  await expect(page.getByRole('navigation', { name: 'Two-Step Sign-In pages' })).toHaveCount(0);
  const filter = page.getByRole('searchbox', { name: 'Filter two-step sign-in' });
  await expect(filter).toHaveCount(0);

  // Filtered by the enrolled owner's unit in the URL: the server's search, shown in the filter while it has text.
  await page.goto(
    `/strataAdmin/strataProperty/${building.id}/secondFactors?${new URLSearchParams({ usersQ: enrolled.unitNumber })}`,
  );
  await expect(filter).toHaveValue(enrolled.unitNumber);
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(secondFactorCell(grid, enrolled.unitNumber)).toHaveText('On');

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 360, height: 740 },
  ]) {
    await page.setViewportSize(viewport);
    await expect(grid).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
