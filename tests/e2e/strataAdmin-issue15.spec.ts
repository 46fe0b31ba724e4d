// Strata administrator screens as users expect them (issue 15): closing Add Strata Unit after step 1 asks first;
// Unit Location is set with the unit; a refused unit upload is reported once; Add User links an existing account to
// a further unit; a unit user's Login action comes back to the unit. Each test works on a building of its own.
import { expect, type Page, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { createBuilding, strataAdminApi } from './support/buildingRecords.ts';
import { unitId } from './support/strataRecords.ts';

test.use({ storageState: storageStateOf(accounts.strataadmin) });

async function addUnitStep1(page: Page, unitNumber: string, lotNumber: string, unitLocation = '') {
  await page.getByRole('button', { name: 'Add Strata Unit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Strata Unit' });
  await dialog.getByRole('textbox', { name: 'Unit Number' }).fill(unitNumber);
  await dialog.getByRole('textbox', { name: 'Lot Number' }).fill(lotNumber);
  if (unitLocation) await dialog.getByRole('textbox', { name: 'Unit Location' }).fill(unitLocation);
  await dialog.getByRole('button', { name: 'Create Unit' }).click();
  await expect(dialog.getByRole('heading', { name: 'Step 2 of 2: Owner and Invitation' })).toBeVisible();
  return dialog;
}

test('closing Add Strata Unit at step 2 asks first; the unit keeps the location it was given', async ({
  page,
  baseURL,
}) => {
  const building = await createBuilding(baseURL);
  await page.goto(`/strataAdmin/property/${building.id}`);
  const dialog = await addUnitStep1(page, '1402', '62', 'Tower A, 14th');

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

  const api = await strataAdminApi(baseURL);
  try {
    const id = await unitId(api, building.id, '1402');
    const unit = (await (await api.get(`strataUnit/${id}`)).json()) as { unitLocation: string | null };
    expect(unit.unitLocation).toBe('Tower A, 14th');
  } finally {
    await api.dispose();
  }
});

test('Edit Strata Unit sets the Unit Location', async ({ page, baseURL }) => {
  const building = await createBuilding(baseURL);
  await page.goto(`/strataAdmin/property/${building.id}`);
  const dialog = await addUnitStep1(page, '1403', '63');
  await page.keyboard.press('Escape');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close Without Owner' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Edit unit 1403' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Strata Unit' });
  await edit.getByRole('textbox', { name: 'Unit Location' }).fill('North wing');
  await edit.getByRole('button', { name: 'Update Unit' }).click();
  await expect(edit).toBeHidden();
  const api = await strataAdminApi(baseURL);
  try {
    const id = await unitId(api, building.id, '1403');
    const unit = (await (await api.get(`strataUnit/${id}`)).json()) as { unitLocation: string | null };
    expect(unit.unitLocation).toBe('North wing');
  } finally {
    await api.dispose();
  }
});

test('a refused unit upload is reported once', async ({ page, baseURL }) => {
  const building = await createBuilding(baseURL);
  const api = await strataAdminApi(baseURL);
  const created = await api.post('strataUnit', {
    data: { unitNumber: '101', lotNumber: '1', strataPropertyId: building.id },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await api.dispose();
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
  const api = await strataAdminApi(baseURL);
  const created = await api.post('strataUnit', {
    data: { unitNumber: '202', lotNumber: '2', strataPropertyId: building.id },
  });
  const { id } = (await created.json()) as { id: number };
  await api.dispose();
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
