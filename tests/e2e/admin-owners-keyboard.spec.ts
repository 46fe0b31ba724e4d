// The owner and document flows by keyboard only (every flow once by keyboard): create an owner, edit it
// and its email, set its password, archive and restore it, upload an owner document, edit it and delete it.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import {
  chooseByKeyboard,
  chooseFileByKeyboard,
  pressByKeyboard,
  pressInDialog,
  pressRowAction,
  searchByKeyboard,
  tabTo,
  typeInto,
} from './support/keyboard.ts';
import { type CreatedOwner, createOwner, onePagePdf, test } from './support/rentalRecords.ts';
import { uniqueName } from './support/unique.ts';

test.use({ storageState: storageStateOf(accounts.admin) });

/** An owner of the test's own, open on its page. */
async function openNewOwner(page: Page, api: APIRequestContext): Promise<CreatedOwner> {
  const owner = await createOwner(api);
  await page.goto(`/admin/owner/${owner.id}`);
  return owner;
}

test('creating an owner by keyboard only', async ({ page }) => {
  test.slow();
  const name = uniqueName('Keyboard Kaur');
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.ca`;
  await page.goto('/admin/owner/add');
  await expect(page.getByRole('heading', { level: 1, name: 'New Owner' })).toBeVisible();
  const textbox = (label: string) => page.getByRole('textbox', { name: label, exact: true });

  await typeInto(page, textbox('Email'), email);
  await typeInto(page, textbox('Password'), 'Harbour#2026', 3);
  await typeInto(page, textbox('Name'), name);
  await typeInto(page, textbox('Phone'), '6045550142', 3);
  await typeInto(page, textbox('Address'), '4410 Dunbar Street', 5);
  await typeInto(page, textbox('City'), 'Vancouver', 3);
  // Province: type to narrow the list, arrow to the option, Enter to choose it.
  await tabTo(page, page.getByRole('combobox', { name: 'Province' }), 3);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('O');
  await expect(page.getByRole('option', { name: 'ON' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Province' })).toHaveValue('ON');
  await typeInto(page, textbox('Postal Code'), 'M5V 2T6', 4);

  const create = page.getByRole('button', { name: 'Create Owner' });
  await expect(create).toBeEnabled();
  await pressByKeyboard(page, create, 6);
  await expect(page).toHaveURL(/\/admin\/owner\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Owner Details' })).toContainText('604-555-0142');
});

test('editing an owner, its email and its password by keyboard only', async ({ page, adminApi }) => {
  test.slow();
  const owner = await openNewOwner(page, adminApi);
  await pressByKeyboard(page, page.getByRole('link', { name: 'Edit Owner' }));
  await expect(page).toHaveURL(`/admin/edit/owner/${owner.id}`);

  const info = page.getByRole('form', { name: 'Owner Info' });
  await typeInto(page, info.getByRole('textbox', { name: 'City' }), 'Burnaby');
  await pressByKeyboard(page, info.getByRole('button', { name: 'Save Owner Info' }));
  await expect(page).toHaveURL(`/admin/owner/${owner.id}`);
  await expect(page.getByRole('region', { name: 'Owner Details' })).toContainText('Burnaby');

  await page.goto(`/admin/edit/owner/${owner.id}`);
  const emailForm = page.getByRole('form', { name: 'Owner Email' });
  const newEmail = owner.email.replace('@', '.kb@');
  await typeInto(page, emailForm.getByRole('textbox', { name: 'Email' }), newEmail, 60);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Email updated.')).toBeVisible();

  await page.goto(`/admin/owner/${owner.id}`);
  await pressByKeyboard(page, page.getByRole('link', { name: 'Change Password' }));
  await typeInto(page, page.getByRole('textbox', { name: 'New Password', exact: true }), 'Keyboard#42');
  await typeInto(
    page,
    page.getByRole('textbox', { name: 'Confirm Password', exact: true }),
    'Keyboard#42',
    4,
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/admin/owner/${owner.id}`);
  await expect(page.getByText('Password Reset Successfully')).toBeVisible();
});

test('archiving and restoring an owner by keyboard only', async ({ page, adminApi }) => {
  test.slow();
  const owner = await openNewOwner(page, adminApi);
  await pressByKeyboard(page, page.getByRole('button', { name: 'Archive' }));
  const archive = page.getByRole('alertdialog', { name: `Archive ${owner.name}` });
  await expect(archive).toBeVisible();
  await pressInDialog(archive, 'Archive');
  await expect(page).toHaveURL('/admin/dashboard');

  await page.goto('/admin/archive');
  const owners = page.getByRole('grid', { name: 'Archived Owners' });
  await searchByKeyboard(page, 'Filter archived owners', owners, owner.name, 60);
  // Into the table (one Tab stop), then the arrows to the row's Restore button.
  await pressRowAction(page, owners, owners.getByRole('button', { name: `Restore ${owner.name}` }), 4);
  const dialog = page.getByRole('alertdialog', { name: `Restore ${owner.name}` });
  await pressInDialog(dialog, 'Restore');
  await expect(page.getByText(`${owner.name} restored with their properties and listings.`)).toBeVisible();
  await page.goto(`/admin/owner/${owner.id}`);
  await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
});

test('uploading, editing and deleting an owner document by keyboard only', async ({ page, adminApi }) => {
  test.slow();
  const owner = await createOwner(adminApi);
  await page.goto('/admin/document');
  // Document For: the arrows move the choice.
  await tabTo(page, page.getByRole('radio', { name: 'Property' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Owner' })).toBeChecked();
  // The owner: type, arrow to the option, Enter.
  await tabTo(page, page.getByRole('combobox', { name: 'Owner' }), 3);
  await page.keyboard.type(owner.name);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Owner' })).toHaveValue(owner.name);
  // The type: Enter opens the list, arrows move, Enter chooses. Nothing chosen yet: the list opens on itself, and the
  // first arrow press reaches the first type. The list then closes and focus is back on its button before Tab moves on.
  await chooseByKeyboard(page, page.getByRole('button', { name: /Document Type/ }), 'Financial Statements', {
    tabs: 4,
    arrows: 3,
  });
  // The file: Enter on Choose file opens the browser's picker.
  await chooseFileByKeyboard(
    page,
    page.getByRole('button', { name: 'Choose file' }),
    { name: 'keyboard-statement.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Keyboard statement') },
    20,
  );
  await expect(page.getByRole('textbox', { name: 'File Name' })).toHaveValue('keyboard-statement.pdf');
  await pressByKeyboard(page, page.getByRole('button', { name: 'Upload Document' }), 6);
  await expect(page).toHaveURL(`/admin/owner/${owner.id}`);

  const documents = page.getByRole('grid', { name: 'Documents' });
  await expect(documents).toContainText('keyboard-statement.pdf');
  await pressRowAction(page, documents, documents.getByRole('link', { name: 'Edit keyboard-statement.pdf' }));
  await expect(page).toHaveURL(/\/utils\/editDocument\/\d+$/);
  await typeInto(page, page.getByRole('textbox', { name: 'Title' }), 'Statement (keyboard)');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/admin/owner/${owner.id}`);
  await expect(documents).toContainText('Statement (keyboard)');

  await pressRowAction(
    page,
    documents,
    documents.getByRole('button', { name: 'Delete Statement (keyboard)' }),
  );
  const dialog = page.getByRole('alertdialog', { name: 'Delete document' });
  await pressInDialog(dialog, 'Delete');
  await expect(documents).toContainText('No documents yet.');
});
