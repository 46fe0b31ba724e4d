// A building's Two-Step Sign-In list: the strata administrator opens it from the building page and sees, for each
// unit user, whether they sign in with a second factor, and turns it off, by keyboard, for one who lost their phone. The test's own building has two registered owners; one turns
// authenticator codes on through the API (the code computed with otpauth from the key the server gives), the other
// does not. Two rows show no filter and no pager; a search in the URL filters the list by unit, and axe passes at 1280
// and 360 px.
import { expect, type Locator, test } from '@playwright/test';
import { accounts, demoPassword, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { createBuilding } from './support/buildingRecords.ts';
import { arrowTo, tabIntoTable } from './support/keyboard.ts';
import { turnOnCodes } from './support/secondFactors.ts';
import { createOwnedUnit } from './support/unitOwnerRecords.ts';

test.use({ storageState: storageStateOf(accounts.strataadmin) });

// Two invitations registered and a sign-in (each a password hash) before the page opens.
test.describe.configure({ timeout: 120_000 });

/** The cell of the Two-Step Sign-In column (On or Off) in the row of `unitNumber`. */
const secondFactorCell = (grid: Locator, unitNumber: string) =>
  grid
    .getByRole('row')
    .filter({ hasText: unitNumber })
    .getByRole('gridcell')
    .filter({ hasText: /^(On|Off)$/ });

test('the building list shows which unit owners have two-step sign-in, filters, and passes axe at both widths', async ({
  page,
  baseURL,
}) => {
  const building = await createBuilding(baseURL, 'Alder Court');
  const enrolled = await createOwnedUnit(page.request, baseURL, building.buildingName);
  const notEnrolled = await createOwnedUnit(page.request, baseURL, building.buildingName);
  await turnOnCodes(page.request, baseURL, { ...enrolled, portal: 'strata' });

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

test("the strata administrator turns off a unit owner's two-step sign-in by keyboard, with their own password", async ({
  page,
  baseURL,
}) => {
  const building = await createBuilding(baseURL, 'Cedar Lane');
  const owner = await createOwnedUnit(page.request, baseURL, building.buildingName);
  await turnOnCodes(page.request, baseURL, { ...owner, portal: 'strata' });
  const passwordAlone = () =>
    page.request.post('/api/auth', {
      data: { username: owner.username, password: owner.password, portal: 'strata' },
    });
  expect(await (await passwordAlone()).json()).toMatchObject({ mfaRequired: true });

  await page.goto(`/strataAdmin/strataProperty/${building.id}/secondFactors`);
  const grid = page.getByRole('grid', { name: 'Two-Step Sign-In' });
  await expect(secondFactorCell(grid, owner.unitNumber)).toHaveText('On');
  const turnOff = grid.getByRole('button', { name: /^Turn off two-step sign-in for / });
  // A table is one Tab stop; arrows reach the row's button.
  await tabIntoTable(page, grid);
  await arrowTo(page, turnOff, 'ArrowRight');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: /^Turn off two-step sign-in for / });
  await expect(dialog).toContainText('authenticator codes, recovery codes and passkeys are removed');
  await expectNoAxeViolations(page);
  // Without the password it says so and does nothing; then the password, Tab to Turn Off past Cancel, and Enter.
  await dialog.getByRole('button', { name: 'Turn Off' }).press('Enter');
  await expect(dialog).toContainText('Enter your password to turn it off.');
  const password = dialog.getByLabel('Your Password');
  await password.focus();
  await page.keyboard.type(demoPassword);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Turn Off' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Two-step sign-in is off. We emailed them.')).toBeVisible();
  await expect(secondFactorCell(grid, owner.unitNumber)).toHaveText('Off');
  await expect(turnOff).toHaveCount(0);
  // The owner signs in with the password alone again.
  expect(await (await passwordAlone()).json()).toMatchObject({ token: expect.any(String) });
});
