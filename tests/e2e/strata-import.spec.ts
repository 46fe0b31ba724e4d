// Import/Export (strata spec 2, 5, 8): owners from one CSV file, accepted ("Imported {n} owners", "Created {n} units")
// and refused ("Error importing owners" with the row errors); the template download; axe on the page.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { apiAs, buildingId } from './support/strataRecords.ts';

test.use({ storageState: storageStateOf(accounts.strataadmin) });

const header =
  'strataPlanNumber,unitNumber,lotNumber,nameOnTitle,email,addressLine1,addressLine2,addressLine3,city,stateOrProvince,country,postalCode';

async function chooseCsv(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /Choose file/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

test('a CSV of two owners of new units is imported and the counts are shown', async ({ page, baseURL }) => {
  // Units of their own in Lonsdale Quay Terraces, so no other test's unit changes.
  const stamp = Date.now() % 100_000;
  const lot = (offset: number) => String(700_000 + ((stamp * 2 + offset) % 299_999));
  const csv = [
    header,
    `LMS9012,I${stamp}A,${lot(0)},Ana Import ${stamp},ana.${stamp}@example.ca,100 Esplanade,,,North Vancouver,BC,Canada,V7M 1A2`,
    `LMS9012,I${stamp}B,${lot(1)},Ben Import ${stamp},ben.${stamp}@example.ca,100 Esplanade,,,North Vancouver,BC,Canada,V7M 1A2`,
  ].join('\n');

  await page.goto('/strataAdmin/import-owners');
  await expect(page.getByRole('heading', { level: 1, name: 'Import/Export' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await chooseCsv(page, 'owners.csv', csv);
  await page.getByRole('button', { name: 'Upload' }).click();
  // Upload checks the file and shows the plan; nothing is saved until Import.
  await expect(page.getByText('The file imports 2 owners, creates 2 units and skips 0 rows.')).toBeVisible();
  const preview = page.getByRole('grid', { name: 'Import preview' });
  await expect(preview.getByRole('row').filter({ hasText: 'Creates the unit with this owner' })).toHaveCount(
    2,
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Import 2 owners' }).click();
  await expect(page.getByText('Imported 2 owners')).toBeVisible();
  await expect(page.getByText('Created 2 units')).toBeVisible();
  await expectNoAxeViolations(page);

  const api = await apiAs(accounts.strataadmin, baseURL);
  const units = (await (
    await api.get(
      `strataUnit/strataProperty/${await buildingId(api, 'Lonsdale Quay Terraces')}?archived=false`,
    )
  ).json()) as { unitNumber: string; ownerName: string | null }[];
  expect(
    units
      .filter((unit) => unit.unitNumber.startsWith(`I${stamp}`))
      .map((unit) => unit.ownerName)
      .sort(),
  ).toEqual([`Ana Import ${stamp}`, `Ben Import ${stamp}`]);
  await api.dispose();

  // The same file again: the preview says every row is skipped and why, and offers nothing to import.
  await chooseCsv(page, 'owners.csv', csv);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Nothing to import: every row is skipped.')).toBeVisible();
  await expect(
    preview
      .getByRole('row')
      .filter({ hasText: "Skipped: Already imported; the unit's pending owner has these details." }),
  ).toHaveCount(2);
});

test('a row that would replace a current owner needs its own agreement before Import', async ({ page }) => {
  await page.goto('/strataAdmin/import-owners');
  await chooseCsv(
    page,
    'replace.csv',
    [header, 'BCS1234,101,1,Someone Else,someone.else@example.ca,1 Road,,,Vancouver,BC,Canada,V6G 3K2'].join(
      '\n',
    ),
  );
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(
    page.getByRole('grid', { name: 'Import preview' }).getByText('Replaces the current owner Daniel Okafor'),
  ).toBeVisible();
  const importButton = page.getByRole('button', { name: 'Import 1 owner' });
  await expect(importButton).toBeDisabled();
  // The box is drawn over a visually hidden input: the keyboard ticks it as a person would.
  const agreement = page.getByRole('checkbox', { name: /Replace the current registered owner of 1 unit/ });
  await agreement.focus();
  await page.keyboard.press('Space');
  await expect(agreement).toBeChecked();
  await expect(importButton).toBeEnabled();
  // Focusing the box scrolled its hidden input to the window's top edge, under the sticky bar (two rows at 1280 px for
  // the strata administrator), which axe's target-size counts as obscured: the page is checked from its top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
});

test('a CSV with bad rows is refused with every problem by row, and nothing is saved', async ({ page }) => {
  const csv = [
    header,
    'LMS9012,9901,990001,Cara Refused,not-an-email,1 Road,,,North Vancouver,BC,Canada,V7M 1A2',
    'NOPE0000,9902,990002,Dan Refused,dan@example.ca,1 Road,,,North Vancouver,BC,Canada,V7M 1A2',
  ].join('\n');
  await page.goto('/strataAdmin/import-owners');
  await chooseCsv(page, 'bad-owners.csv', csv);
  await page.getByRole('button', { name: 'Upload' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Error importing owners' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('listitem').filter({ hasText: /^Row 2, email: / })).toBeVisible();
  await expect(alert.getByRole('listitem').filter({ hasText: /^Row 3, strataPlanNumber: / })).toBeVisible();
  await expect(page.getByText(/^Imported \d+ owners$/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the template downloads as a CSV with the import columns', async ({ page }) => {
  await page.goto('/strataAdmin/import-owners');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Template' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('owners-import-template.csv');
  const text = await readFile(await file.path(), 'utf8');
  expect(text.split(/\r?\n/)[0]).toBe(header);
});
