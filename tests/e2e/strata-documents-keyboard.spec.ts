// Keyboard only (strata spec 2): a PDF uploaded to a building chosen on the page, then its archived copy restored on
// the archived documents page, with Tab, arrows, Enter and Space only.
import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import {
  chooseByKeyboard,
  chooseFileByKeyboard,
  pressByKeyboard,
  pressInDialog,
  tabTo,
} from './support/keyboard.ts';
import { apiAs, buildingId, onePagePdf, propertyDocumentId } from './support/strataRecords.ts';
import { uniqueName } from './support/unique.ts';

test.use({ storageState: storageStateOf(accounts.strataadmin) });

test('a building document uploaded, archived and restored by keyboard only', async ({ page, baseURL }) => {
  test.slow();
  const api = await apiAs(accounts.strataadmin, baseURL);
  const building = await buildingId(api, 'Lonsdale Quay Terraces');
  const title = uniqueName('Keyboard Notice');

  await page.goto('/strataAdmin/document/upload');
  // Document For: the arrows move the choice, and back.
  await tabTo(page, page.getByRole('radio', { name: 'Strata Property' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Strata Unit' })).toBeChecked();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Strata Property' })).toBeChecked();

  // Focus goes back to each select once its popover has closed; Tab from there. The buildings are listed by name, and
  // other suites add buildings of their own (Cedar Landing …) before this one as they run: the arrows go on until the
  // option has focus.
  await chooseByKeyboard(
    page,
    page.getByRole('button', { name: /Strata Property/ }),
    'Lonsdale Quay Terraces (LMS9012)',
    { tabs: 4, arrows: 80, shows: 'Lonsdale Quay Terraces' },
  );

  await tabTo(page, page.getByRole('textbox', { name: 'Title' }), 4);
  await page.keyboard.type(title);
  await chooseByKeyboard(page, page.getByRole('button', { name: /Type of Document/ }), 'Insurance', {
    tabs: 4,
    arrows: 8,
  });

  await chooseFileByKeyboard(
    page,
    page.getByRole('button', { name: /Choose file/ }),
    { name: 'keyboard-notice.pdf', mimeType: 'application/pdf', buffer: onePagePdf('Keyboard notice') },
    10,
  );
  await pressByKeyboard(page, page.getByRole('button', { name: 'Upload' }), 10);
  await expect(page).toHaveURL(`/strataAdmin/property/${building}`);

  const id = await propertyDocumentId(api, building, title);
  expect((await api.put(`strataDocuments/archive/${id}`)).status()).toBe(200);
  await api.dispose();

  await page.goto(`/strataAdmin/property/archived/${building}`);
  await pressByKeyboard(page, page.getByRole('button', { name: `Restore ${title}` }), 60);
  const dialog = page.getByRole('alertdialog', { name: `Restore ${title}` });
  await expect(dialog).toContainText('Are you sure you want to restore this?Owners see it again.');
  await pressInDialog(dialog, 'Restore');
  await expect(page.getByRole('button', { name: `Restore ${title}` })).toHaveCount(0);
});
