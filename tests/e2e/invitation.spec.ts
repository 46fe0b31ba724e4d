// The full invitation path (strata spec 2, 4, 5): the strata administrator adds a unit in two steps with its owner,
// the invitation arrives in the development mailbox, the owner follows /authorize?hash=…, is refused with the spec's
// message on a mismatch, verifies, registers, is signed in and lands on /strataUnitOwner/strataUnit/{unitId}; the unit
// then shows the owner as confirmed.
import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations, expectNoUnnamedAnnouncements } from './support/axe.ts';
import { awaitInvitationLink, createBuilding } from './support/buildingRecords.ts';

test.use({ storageState: storageStateOf(accounts.strataadmin) });

test('an owner invited with a new unit verifies, registers and lands on the unit page', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const building = await createBuilding(baseURL, 'Invitation Towers');
  const email = `invited.${building.strataPlanNumber.toLowerCase()}@example.ca`;
  const nameOnTitle = 'Noor Haddad';

  // Step 1 and 2 of Add Strata Unit on the building page.
  await page.goto(`/strataAdmin/property/${building.id}`);
  await page.getByRole('button', { name: 'Add Strata Unit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Strata Unit' });
  await dialog.getByRole('textbox', { name: 'Unit Number' }).fill('704');
  await dialog.getByRole('textbox', { name: 'Lot Number' }).fill('74');
  await dialog.getByRole('button', { name: 'Create Unit' }).click();
  await dialog.getByText(/^Resident Owner/).click();
  await dialog.getByRole('textbox', { name: 'Name On Title' }).fill(nameOnTitle);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Save Owner and Send Invitation' }).click();
  await expect(dialog).toBeHidden();
  const unitLink = page.getByRole('grid', { name: 'Strata Units' }).getByRole('link', { name: '704' });
  const unitHref = await unitLink.getAttribute('href');
  const unitId = Number(unitHref?.split('/').pop());
  expect(unitId).toBeGreaterThan(0);

  // The mail, then the owner in a browser of their own (signed out).
  const link = await awaitInvitationLink(request, email);
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const owner = await context.newPage();
  try {
    await owner.goto(link);
    await expect(owner.getByRole('textbox', { name: 'Unit Number' })).toBeVisible();
    await expectNoAxeViolations(owner);
    await owner.getByRole('textbox', { name: 'Unit Number' }).fill('704');
    await owner.getByRole('textbox', { name: 'Strata Plan Number' }).fill(building.strataPlanNumber);
    await owner.getByRole('textbox', { name: 'Name on Title' }).fill('Someone Else');
    await owner.getByRole('button', { name: 'Verify' }).click();
    await expect(
      owner.getByText("One or more fields don't match the authorization requirements").first(),
    ).toBeVisible();

    await owner.getByRole('textbox', { name: 'Name on Title' }).fill(nameOnTitle);
    await owner.getByRole('button', { name: 'Verify' }).click();
    const register = owner.getByRole('button', { name: 'Register' });
    await expect(register).toBeVisible();
    await expectNoUnnamedAnnouncements(owner);
    await expect(register).toBeDisabled();
    await expect(owner.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await owner.getByRole('textbox', { name: 'Password', exact: true }).fill('Harbour#2027');
    await owner.getByRole('textbox', { name: 'Confirm Password' }).fill('Harbour#2027');
    await expect(register).toBeEnabled();
    await register.click();
    await expect(owner).toHaveURL(`/strataUnitOwner/strataUnit/${unitId}`);
  } finally {
    await context.close();
  }

  // The administrator's unit page: the owner is the confirmed primary user.
  await page.goto(`/strataAdmin/strataUnit/${unitId}`);
  const users = page.getByRole('grid', { name: 'Unit Users' });
  const row = users.getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('gridcell', { name: 'Current Primary User' })).toBeVisible();
  // The users table has the spec's columns only; the owner's confirmation is in the Owners panel.
  const ownerRow = page
    .getByRole('grid', { name: 'Owners' })
    .getByRole('row')
    .filter({ hasText: nameOnTitle });
  await expect(ownerRow.getByRole('gridcell', { name: 'Current', exact: true })).toBeVisible();
  await expect(ownerRow.getByRole('gridcell', { name: 'Yes', exact: true })).toBeVisible();
});
