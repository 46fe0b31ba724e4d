// The strata building page (strata spec 2, 4, 5, 8): details, agent card, units table, staff panels, documents by
// category, links, and its modal set (two-step Add Strata Unit, Edit Strata Unit, Replace Current Registered Owner,
// New Folder); archived units with restore and delete; onsite staff with the hours editor. Each test works on a
// building of its own; axe on each screen.
import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations, expectNoUnnamedAnnouncements } from './support/axe.ts';
import { addUnit, addUnitStep1, closeWithoutOwner, openNewBuilding } from './support/buildingPage.ts';
import { awaitInvitationLink } from './support/buildingRecords.ts';
import { confirmation } from './support/confirm.ts';

test.use({ storageState: storageStateOf(accounts.strataadmin) });

test('the building page shows the building, its links and an empty unit, staff and document list', async ({
  page,
  baseURL,
}) => {
  const building = await openNewBuilding(page, baseURL);
  const details = page.getByRole('region', { name: 'Building Details' });
  await expect(details.getByText(building.strataPlanNumber, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Strata Agent' })).toContainText(
    'No strata agent is assigned to this building.',
  );
  await expect(page.getByRole('grid', { name: 'Strata Units' })).toContainText('No strata units yet.');
  await expect(page.getByRole('columnheader', { name: 'Action' })).toBeVisible();
  const links: [string, string][] = [
    ['Add Document', `/strataAdmin/document/upload/${building.id}?documentFor=property`],
    ['Add Staff', `/strataAdmin/staff/${building.id}`],
    ['Edit Property', `/strataAdmin/edit/${building.id}`],
    ['Archived Documents', `/strataAdmin/property/archived/${building.id}`],
    ['Archived Strata Units', `/strataAdmin/strataUnits/archived/property/${building.id}`],
  ];
  for (const [name, href] of links) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expectNoAxeViolations(page);
});

test('a unit is added in two steps, Resident Owner copies the address, and the owner is invited', async ({
  page,
  request,
  baseURL,
}) => {
  const building = await openNewBuilding(page, baseURL);
  const dialog = await addUnit(page, '1205', '45');
  await expectNoAxeViolations(page);
  await expectNoUnnamedAnnouncements(page);
  await dialog.getByText(/^Resident Owner/).click();
  await expect(dialog.getByRole('checkbox', { name: /Resident Owner/ })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'Address Line 1' })).toHaveValue(
    `1205-${building.street}`,
  );
  await expect(dialog.getByRole('textbox', { name: 'City' })).toHaveValue(building.city);
  await expect(dialog.getByRole('textbox', { name: 'State/Province' })).toHaveValue('BC');
  await expect(dialog.getByRole('textbox', { name: 'Country' })).toHaveValue('Canada');
  await expect(dialog.getByRole('textbox', { name: 'Postal Code' })).toHaveValue(building.postal);
  const email = `owner.${building.strataPlanNumber.toLowerCase()}@example.ca`;
  await dialog.getByRole('textbox', { name: 'Name On Title' }).fill('Grace Liu');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Save Owner and Send Invitation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const units = page.getByRole('grid', { name: 'Strata Units' });
  const row = units.getByRole('row').filter({ hasText: 'Grace Liu' });
  await expect(row.getByRole('link', { name: '1205' })).toHaveAttribute(
    'href',
    /\/strataAdmin\/strataUnit\/\d+$/,
  );
  await expect(row.getByRole('gridcell', { name: 'No', exact: true })).toBeVisible();
  expect(await awaitInvitationLink(request, email)).toMatch(/^\/authorize\?hash=/);
});

test('duplicate unit or lot numbers are refused with the spec message; a unit is edited', async ({
  page,
  baseURL,
}) => {
  await openNewBuilding(page, baseURL);
  let dialog = await addUnit(page, '301', '31');
  await closeWithoutOwner(page, dialog);

  dialog = await addUnitStep1(page, '301', '99');
  await expect(dialog.getByText('No duplicate Lot Number or Unit Numbers are allowed.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Unit Number' }).fill('302');
  await dialog.getByRole('textbox', { name: 'Lot Number' }).fill('31');
  await dialog.getByRole('button', { name: 'Create Unit' }).click();
  await expect(dialog.getByText('No duplicate Lot Number or Unit Numbers are allowed.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Unit Number' }).fill('');
  await dialog.getByRole('button', { name: 'Create Unit' }).click();
  await expect(dialog.getByText('Unit number cannot be blank')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Edit unit 301' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Strata Unit' });
  await expect(edit.getByRole('textbox', { name: 'Unit Number' })).toHaveValue('301');
  await expectNoAxeViolations(page);
  await edit.getByRole('textbox', { name: 'Unit Number' }).fill('301A');
  await edit.getByRole('button', { name: 'Update Unit' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('alertdialog', { name: 'Unit 301A saved.' })).toBeVisible();
  await expect(
    page.getByRole('grid', { name: 'Strata Units' }).getByRole('link', { name: '301A' }),
  ).toBeVisible();
});

test('Replace Current Registered Owner creates a new invitation for the new owner', async ({
  page,
  request,
  baseURL,
}) => {
  const building = await openNewBuilding(page, baseURL);
  const dialog = await addUnit(page, '808', '88');
  const first = `first.${building.strataPlanNumber.toLowerCase()}@example.ca`;
  await dialog.getByText(/^Resident Owner/).click();
  await expect(dialog.getByRole('checkbox', { name: /Resident Owner/ })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Name On Title' }).fill('Arjun Mehta');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(first);
  await dialog.getByRole('button', { name: 'Save Owner and Send Invitation' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Replace owner of unit 808' }).click();
  const replace = page.getByRole('dialog', { name: 'Replace Current Registered Owner' });
  await replace.getByRole('button', { name: 'Replace Owner' }).click();
  await expect(replace.getByText("Name on title can't be blank")).toBeVisible();
  await expect(replace.getByText("Email can't be blank")).toBeVisible();
  await expectNoAxeViolations(page);
  const second = `second.${building.strataPlanNumber.toLowerCase()}@example.ca`;
  await replace.getByRole('textbox', { name: 'Name On Title' }).fill('Sofia Reyes');
  await replace.getByRole('textbox', { name: 'Email' }).fill(second);
  await replace.getByRole('button', { name: 'Replace Owner' }).click();
  await expect(replace).toBeHidden();
  await expect(
    page.getByRole('grid', { name: 'Strata Units' }).getByRole('row').filter({ hasText: 'Sofia Reyes' }),
  ).toBeVisible();
  const link = await awaitInvitationLink(request, second);
  expect(link).not.toBe(await awaitInvitationLink(request, first));
});

test('a unit is archived, restored, archived again and deleted, each after a confirmation', async ({
  page,
  baseURL,
}) => {
  const building = await openNewBuilding(page, baseURL);
  const dialog = await addUnit(page, '150', '15');
  await closeWithoutOwner(page, dialog);

  const units = page.getByRole('grid', { name: 'Strata Units' });
  await units.getByRole('button', { name: 'Archive unit 150' }).click();
  await expect(confirmation(page)).toHaveAccessibleName('Archive unit 150');
  await expect(confirmation(page)).toContainText(
    'Are you sure you want to archive this?Its users no longer see it; its owners, payments and documents are kept.',
  );
  await confirmation(page).getByRole('button', { name: 'Archive' }).click();
  await expect(units.getByRole('link', { name: '150' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Archived Strata Units' }).click();
  await expect(page).toHaveURL(`/strataAdmin/strataUnits/archived/property/${building.id}`);
  const archived = page.getByRole('grid', { name: 'Archived Strata Units' });
  await expect(archived.getByRole('link', { name: '150' })).toHaveAttribute(
    'href',
    /\/strataAdmin\/strataUnit\/\d+$/,
  );
  await expect(page.getByRole('link', { name: 'Back To Building' })).toHaveAttribute(
    'href',
    `/strataAdmin/property/${building.id}`,
  );
  await expectNoAxeViolations(page);
  await archived.getByRole('button', { name: 'Restore unit 150' }).click();
  await expect(confirmation(page)).toHaveAccessibleName('Restore unit 150');
  await expect(confirmation(page)).toContainText(
    'Are you sure you want to restore this?Its users see it again.',
  );
  await confirmation(page).getByRole('button', { name: 'Restore' }).click();
  await expect(archived.getByRole('link', { name: '150' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back To Building' }).click();
  await units.getByRole('button', { name: 'Archive unit 150' }).click();
  await confirmation(page).getByRole('button', { name: 'Archive' }).click();
  await expect(units.getByRole('link', { name: '150' })).toHaveCount(0);
  await page.goto(`/strataAdmin/strataUnits/archived/property/${building.id}`);
  await archived.getByRole('button', { name: 'Delete unit 150' }).click();
  await expect(confirmation(page)).toContainText('This cannot be undone');
  await confirmation(page).getByRole('button', { name: 'Delete' }).click();
  await expect(archived.getByRole('link', { name: '150' })).toHaveCount(0);
  await expect(archived).toContainText('No archived strata units.');
});

test('onsite staff are added with their week of hours and deleted outright', async ({ page, baseURL }) => {
  const building = await openNewBuilding(page, baseURL);
  await page.getByRole('link', { name: 'Add Staff' }).click();
  await expect(page).toHaveURL(`/strataAdmin/staff/${building.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Staff' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add Staff' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page).toHaveURL(`/strataAdmin/staff/${building.id}`);

  await page.getByRole('button', { name: /Position/ }).click();
  for (const position of ['Building Manager', 'Building Supervisor', 'Concierge', 'Cleaner']) {
    await expect(page.getByRole('option', { name: position })).toBeVisible();
  }
  await page.getByRole('option', { name: 'Concierge' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Amara Singh');
  await page.getByRole('textbox', { name: 'Phone' }).fill('6045550123');
  await page.getByRole('textbox', { name: 'Email' }).fill('amara.singh@example.ca');
  await page.getByRole('textbox', { name: 'Monday Start' }).pressSequentially('0900am');
  await page.getByRole('textbox', { name: 'Monday End' }).pressSequentially('0500pm');
  await expect(page.getByRole('textbox', { name: 'Monday Start' })).toHaveValue('09:00 am');
  await page.getByRole('textbox', { name: 'Saturday Start' }).pressSequentially('1000am');
  await page.getByRole('textbox', { name: 'Saturday End' }).pressSequentially('0200pm');
  await page.getByRole('button', { name: 'Add Staff' }).click();

  await expect(page).toHaveURL(`/strataAdmin/property/${building.id}`);
  const panel = page.getByRole('region', { name: 'Concierge: Amara Singh' });
  await expect(panel).toContainText('604-555-0123');
  await expect(panel).toContainText('09:00 am - 05:00 pm');
  await expect(panel).toContainText('10:00 am - 02:00 pm');
  await expect(panel.getByText('Off')).toHaveCount(5);
  await panel.getByRole('button', { name: 'Delete Amara Singh' }).click();
  await expect(confirmation(page)).toContainText('This cannot be undone.');
  await confirmation(page).getByRole('button', { name: 'Delete' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByText('No onsite staff yet.')).toBeVisible();
});

test('New Folder adds a document category to the building', async ({ page, baseURL }) => {
  await openNewBuilding(page, baseURL);
  await page.getByRole('button', { name: 'New Folder' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Folder' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'Folder Name' }).fill('Elevator Upgrade');
  await dialog.getByRole('button', { name: 'Create Folder' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('region', { name: 'Building documents' })
      .getByRole('button', { name: /Elevator Upgrade/ }),
  ).toBeVisible();
});
