// Strata administrator screens as users expect them: closing Add Strata Unit after step 1 asks first;
// Unit Location is set with the unit; a refused unit upload is reported once; Add User links an existing account to
// a further unit; a unit user's Login action comes back to the unit. Each test works on a building of its own.
import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { addUnit, openNewBuilding } from './support/buildingPage.ts';
import { createBuilding, createUnit, withStrataAdminApi } from './support/buildingRecords.ts';
import { unitId } from './support/strataRecords.ts';

test.use({ storageState: storageStateOf(accounts.strataadmin) });

/** The Unit Location the API has for a unit of the building, found by its number. */
function unitLocationOf(baseURL: string | undefined, building: number, unitNumber: string) {
  return withStrataAdminApi(baseURL, async (api) => {
    const id = await unitId(api, building, unitNumber);
    const unit = (await (await api.get(`strataUnit/${id}`)).json()) as { unitLocation: string | null };
    return unit.unitLocation;
  });
}

test('closing Add Strata Unit at step 2 asks first; the unit keeps the location it was given', async ({
  page,
  baseURL,
}) => {
  const building = await openNewBuilding(page, baseURL);
  const dialog = await addUnit(page, '1402', '62', 'Tower A, 14th');

  await dialog.getByRole('button', { name: 'Close' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Close without an owner?' });
  await expect(ask).toContainText('Unit 1402 is created but has no owner');
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Keep Adding Owner' }).click();
  await expect(ask).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Name On Title' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Close Without Owner' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('grid', { name: 'Strata Units' }).getByRole('row').filter({ hasText: '1402' });
  await expect(row.getByRole('button', { name: 'Replace owner of unit 1402' })).toBeVisible();

  expect(await unitLocationOf(baseURL, building.id, '1402')).toBe('Tower A, 14th');
});

test('Edit Strata Unit sets the Unit Location', async ({ page, baseURL }) => {
  const building = await openNewBuilding(page, baseURL);
  const dialog = await addUnit(page, '1403', '63');
  await page.keyboard.press('Escape');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close Without Owner' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Edit unit 1403' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Strata Unit' });
  await edit.getByRole('textbox', { name: 'Unit Location' }).fill('North wing');
  await edit.getByRole('button', { name: 'Update Unit' }).click();
  await expect(edit).toBeHidden();
  expect(await unitLocationOf(baseURL, building.id, '1403')).toBe('North wing');
});

test('a refused unit upload is reported once', async ({ page, baseURL }) => {
  const building = await createBuilding(baseURL);
  const id = await withStrataAdminApi(baseURL, (api) => createUnit(api, building.id, '101', '1'));
  await page.goto(`/strataAdmin/document/upload/${id}?documentFor=unit`);
  await page.getByRole('textbox', { name: 'Title' }).fill('Move-in inspection');
  await page.getByRole('button', { name: /Type of Document/ }).click();
  await page.getByRole('option').first().click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Choose file/ }).click();
  await (await chooser).setFiles([
    { name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a PDF at all') },
  ]);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Upload failed' })).toBeVisible();
  await expect(page.getByText(/Error uploading document fake\.pdf/)).toHaveCount(1);
  await expect(page.getByText(/Upload failed/)).toHaveCount(1);
});

test('Add User links an existing unit-owner account to a further unit', async ({ page, baseURL }) => {
  const building = await createBuilding(baseURL);
  const id = await withStrataAdminApi(baseURL, (api) => createUnit(api, building.id, '202', '2'));
  await page.goto(`/strataAdmin/user/add/strataUnit/${id}`);
  // Arrow keys move the choice of a radio group.
  await page.getByRole('radio', { name: /New account/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /Existing account/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'First Name' }).fill('Sophie');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Nguyen');
  await page.getByRole('textbox', { name: 'Phone Number' }).fill('7785550142');
  await page.getByRole('button', { name: /Role/ }).click();
  await page.getByRole('option', { name: 'Current Tenant', exact: true }).click();
  await page.getByRole('textbox', { name: 'Email or Username' }).fill('no.such.account@example.ca');
  await page.getByRole('button', { name: 'Link User' }).click();
  await expect(page.getByText('No account has this email or username.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Email or Username' }).fill('unitowner2');
  await page.getByRole('button', { name: 'Link User' }).click();
  await expect(page).toHaveURL(`/strataAdmin/strataUnit/${id}`);
  const users = page.getByRole('grid', { name: 'Unit Users' });
  await expect(users.getByRole('row').filter({ hasText: 'unitowner2' })).toContainText('Current Tenant');

  // The Login row action edits the login and comes back to this unit.
  await users.getByRole('link', { name: 'Edit login of unitowner2' }).click();
  await expect(page).toHaveURL(new RegExp(`/strataAdmin/user/edit/\\d+\\?unitId=${id}$`));
  await expect(page.getByRole('link', { name: 'Back To Unit' })).toHaveAttribute(
    'href',
    `/strataAdmin/strataUnit/${id}`,
  );
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page).toHaveURL(`/strataAdmin/strataUnit/${id}`);
});
