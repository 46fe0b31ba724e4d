// The administrator's owner screens (rental spec 2.3, 4, 5, 8): create an owner in two parts, the spec's errors,
// edit the owner and, separately, the email, set the owner's password, archive and restore with the cascades.
import { expect, type Page } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { createOwner, createOwnerWithListedProperty, test } from './support/rentalRecords.ts';
import { signInThroughForm } from './support/signIn.ts';
import { narrowTable, rowsWith } from './support/tableSearch.ts';
import { uniqueName } from './support/unique.ts';

test.use({ storageState: storageStateOf(accounts.admin) });

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillProfile(page: Page, name: string) {
  await textbox(page, 'Name').fill(name);
  await textbox(page, 'Phone').fill('6045550199');
  await textbox(page, 'Address').fill('3568 West 4th Avenue');
  await textbox(page, 'City').fill('Vancouver');
  await textbox(page, 'Postal Code').fill('V6R 1N8');
}

test('creating an owner: account info, then the owner profile, then the owner page and the dashboard', async ({
  page,
}) => {
  const name = uniqueName('Evelyn Harper');
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.ca`;
  await page.goto('/admin/owner/add');
  await expect(page.getByRole('heading', { level: 1, name: 'New Owner' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account Info' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Owner Profile' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create Owner' });
  await expect(create).toBeDisabled();

  // Spec 5's messages as each field is left.
  await textbox(page, 'Email').fill('evelyn.harper');
  await textbox(page, 'Email').blur();
  await expect(page.getByText('invalid email')).toBeVisible();
  const password = textbox(page, 'Password');
  await password.fill('harbour');
  await password.blur();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('list', { name: 'Password rules' })).toContainText('requires number');
  await textbox(page, 'Name').focus();
  await textbox(page, 'Name').blur();
  await expect(page.getByText('this field is required')).toBeVisible();
  await textbox(page, 'Address').fill('12 Main!');
  await textbox(page, 'Address').blur();
  await expect(page.getByText('invalid address')).toBeVisible();
  await textbox(page, 'Phone').fill('555-01');
  await textbox(page, 'Phone').blur();
  await expect(page.getByText('invalid phone number')).toBeVisible();
  await expect(create).toBeDisabled();

  await textbox(page, 'Email').fill(email);
  await password.fill('Harbour#2026');
  await fillProfile(page, name);
  // Mobile is optional: the button is enabled without it.
  await expect(create).toBeEnabled();
  await create.click();

  await expect(page).toHaveURL(/\/admin\/owner\/\d+$/);
  await expect(page.getByText('owner Saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const details = page.getByRole('region', { name: 'Owner Details' });
  await expect(details).toContainText(email);
  await expect(details).toContainText('604-555-0199');
  await expect(details).toContainText('Canada');
});

test('a new owner is listed in the admin dashboard’s Owners table', async ({ page, adminApi }) => {
  const owner = await createOwner(adminApi, uniqueName('Margaret Chen'));
  await page.goto('/admin/dashboard');
  const owners = page.getByRole('grid', { name: 'Owners' });
  await narrowTable(page, owners, 'Filter owners', owner.name);
  await expect(rowsWith(owners, owner.name)).toContainText(owner.email);
  await expect(owners.getByRole('link', { name: `View ${owner.name}` })).toHaveAttribute(
    'href',
    `/admin/owner/${owner.id}`,
  );
});

test('an email already in use: "Error creating new user. User may already exist."', async ({ page }) => {
  await page.goto('/admin/owner/add');
  await textbox(page, 'Email').fill('margaret.chen@example.ca');
  await textbox(page, 'Password').fill('Harbour#2026');
  await fillProfile(page, uniqueName('Duplicate Owner'));
  await page.getByRole('button', { name: 'Create Owner' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error creating new user' })).toHaveText(
    'Error creating new user. User may already exist.',
  );
  await expect(page).toHaveURL('/admin/owner/add');
});

test('editing an owner: the info, then the email as a separate action', async ({ page, adminApi: api }) => {
  const owner = await createOwner(api);
  await page.goto(`/admin/owner/${owner.id}`);
  await page.getByRole('link', { name: 'Edit Owner' }).click();
  await expect(page).toHaveURL(`/admin/edit/owner/${owner.id}`);

  const info = page.getByRole('form', { name: 'Owner Info' });
  await textbox(page, 'Address').fill('#5');
  await textbox(page, 'Address').blur();
  await expect(info.getByText('invalid address')).toBeVisible();
  await textbox(page, 'Address').fill('1055 Homer Street');
  const newName = uniqueName('Evelyn Harper-Lee');
  await textbox(page, 'Name').fill(newName);
  await textbox(page, 'Mobile').fill('778-555-0110');
  await page.getByRole('button', { name: 'Save Owner Info' }).click();
  await expect(page).toHaveURL(`/admin/owner/${owner.id}`);
  await expect(page.getByText('owner Saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Owner Details' })).toContainText('1055 Homer Street');

  await page.getByRole('link', { name: 'Edit Owner' }).click();
  const emailForm = page.getByRole('form', { name: 'Owner Email' });
  const updateEmail = emailForm.getByRole('button', { name: 'Update Email' });
  await expect(updateEmail).toBeDisabled();
  await emailForm.getByRole('textbox', { name: 'Email' }).fill('rajiv.sandhu@example.ca');
  await updateEmail.click();
  await expect(emailForm.getByRole('alert')).toHaveText(
    'Unable to update user. The email may be already in use',
  );
  const newEmail = `${owner.email.replace('@', '.moved@')}`;
  await emailForm.getByRole('textbox', { name: 'Email' }).fill(newEmail);
  await updateEmail.click();
  await expect(page.getByText('Email updated.')).toBeVisible();
  await expect(updateEmail).toBeDisabled();
  await page.getByRole('link', { name: 'Back To Owner' }).click();
  await expect(page.getByRole('region', { name: 'Owner Details' })).toContainText(newEmail);
});

test('the administrator sets an owner password, then the owner signs in with it', async ({
  page,
  browser,
  adminApi: api,
}) => {
  const owner = await createOwner(api);
  await page.goto(`/admin/owner/${owner.id}`);
  await page.getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(`/admin/owner/resetOwnerPassword/${owner.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  await expect(page.getByText(owner.email)).toBeVisible();

  await textbox(page, 'New Password').fill('Lighthouse#7');
  await textbox(page, 'Confirm Password').fill('Lighthouse#8');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('passwords must match')).toBeVisible();
  await textbox(page, 'Confirm Password').fill('Lighthouse#7');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(`/admin/owner/${owner.id}`);
  await expect(page.getByText('Password Reset Successfully')).toBeVisible();

  const ownerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const ownerPage = await ownerContext.newPage();
  await signInThroughForm(ownerPage, { username: owner.email, portal: 'residential' }, 'Lighthouse#7');
  await expect(ownerPage).toHaveURL('/owner/dashboard');
  await ownerContext.close();
});

test('archiving an owner archives its properties; restoring brings them back with their listings', async ({
  page,
  adminApi: api,
}) => {
  const { owner, property } = await createOwnerWithListedProperty(api);
  await page.goto(`/admin/owner/${owner.id}`);
  await expect(page.getByRole('grid', { name: 'Properties' })).toContainText(property.rmNumber);

  await page.getByRole('button', { name: 'Archive' }).click();
  const archiveDialog = page.getByRole('alertdialog', { name: `Archive ${owner.name}` });
  await expect(archiveDialog.getByRole('heading', { name: `Archive ${owner.name}` })).toBeVisible();
  await expect(archiveDialog).toContainText('Are you sure you want to archive this?');
  // What goes with the owner, counted from the owner's properties table.
  await expect(archiveDialog).toContainText('Their 1 property and its listings are archived too.');
  await archiveDialog.getByRole('button', { name: 'Archive' }).click();
  await expect(page).toHaveURL('/admin/dashboard');

  await page.goto('/admin/archive');
  const archivedOwners = page.getByRole('grid', { name: 'Archived Owners' });
  const archivedProperties = page.getByRole('grid', { name: 'Archived Properties' });
  await narrowTable(page, archivedOwners, 'Filter archived owners', owner.name);
  await narrowTable(page, archivedProperties, 'Filter archived properties', property.rmNumber);
  await expect(rowsWith(archivedOwners, owner.name)).toContainText(owner.email);
  await expect(rowsWith(archivedProperties, property.rmNumber)).toBeVisible();

  // The archived owner's page: read only, with the archived property.
  await archivedOwners.getByRole('link', { name: owner.name }).click();
  await expect(page).toHaveURL(`/admin/archived/owner/${owner.id}`);
  await expect(page.getByRole('grid', { name: 'Properties' })).toContainText(property.rmNumber);
  // The active owner page sends an archived owner here.
  await page.goto(`/admin/owner/${owner.id}`);
  await expect(page).toHaveURL(`/admin/archived/owner/${owner.id}`);

  await page.getByRole('button', { name: 'Restore' }).click();
  const restoreDialog = page.getByRole('alertdialog', { name: `Restore ${owner.name}` });
  await expect(restoreDialog).toContainText('Are you sure you want to restore this?');
  await expect(restoreDialog).toContainText(
    'Their properties and listings archived with them are restored too.',
  );
  await restoreDialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page).toHaveURL(`/admin/owner/${owner.id}`);
  await expect(page.getByRole('grid', { name: 'Properties' })).toContainText(property.rmNumber);
  const listings = await api.get(`propertyListing/list/${property.id}`);
  expect(((await listings.json()) as unknown[]).length).toBe(1);
});

test('an archived property shows its archived listings read only and is restored with them', async ({
  page,
  adminApi: api,
}) => {
  const { property } = await createOwnerWithListedProperty(api);
  expect((await api.put(`property/archive/${property.id}`)).status()).toBe(200);

  await page.goto('/admin/archive');
  const archivedProperties = page.getByRole('grid', { name: 'Archived Properties' });
  await narrowTable(page, archivedProperties, 'Filter archived properties', property.rmNumber);
  await archivedProperties.getByRole('link', { name: property.rmNumber }).click();
  await expect(page).toHaveURL(`/admin/archived/property/${property.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Archived Property ${property.rmNumber}` }),
  ).toBeVisible();
  const listings = page.getByRole('grid', { name: 'Listings' });
  await expect(listings).toContainText(`Garden suite of ${property.rmNumber}`);
  await expect(listings).toContainText('$2,150.00');
  await expect(listings.getByRole('link')).toHaveCount(0);

  await page.goto('/admin/archive');
  await narrowTable(page, archivedProperties, 'Filter archived properties', property.rmNumber);
  await archivedProperties.getByRole('button', { name: `Restore ${property.rmNumber}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Restore property' });
  await expect(dialog).toContainText('Its listings archived with it are restored too.');
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(`Property ${property.rmNumber} restored with its listings.`)).toBeVisible();
  await expect(archivedProperties.getByRole('button', { name: `Restore ${property.rmNumber}` })).toHaveCount(
    0,
  );
  const active = await api.get(`propertyListing/list/${property.id}`);
  expect(((await active.json()) as unknown[]).length).toBe(1);
});

test('an unknown owner, user or document id shows the not-found page inside the area', async ({ page }) => {
  for (const path of [
    '/admin/owner/999999',
    '/admin/owner/resetOwnerPassword/999999',
    '/utils/editDocument/abc',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  }
});
