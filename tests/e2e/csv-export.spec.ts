// CSV export (issue 16): every table on each role's dashboard downloads a CSV of what it shows, and a cell a
// spreadsheet would run as a formula arrives neutralised (prefixed with an apostrophe).
import fs from 'node:fs';
import { type Download, expect, type Page, test } from '@playwright/test';
import { accounts, oneAccountPerRole, type SessionRole, storageStateOf } from './support/accounts.ts';
import { RentalApi } from './support/rentalApi.ts';
import { uniqueName, uniqueSuffix } from './support/unique.ts';

async function exported(page: Page, button: ReturnType<Page['getByRole']>): Promise<string[]> {
  const download: Promise<Download> = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  return fs
    .readFileSync(await file.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
}

// The building login's (propertyAdmin) home is its building's panels, without a table.
const withTables = (Object.entries(oneAccountPerRole) as [SessionRole, (typeof accounts)['admin']][]).filter(
  ([role]) => role !== 'propertyAdmin',
);

for (const [role, account] of withTables) {
  test.describe(`${role}'s dashboard`, () => {
    test.use({ storageState: storageStateOf(account) });

    test('every table exports its rows as CSV', async ({ page }) => {
      await page.goto(account.home);
      const buttons = page.getByRole('button', { name: /^Export CSV of / });
      await expect(buttons.first()).toBeVisible();
      const count = await buttons.count();
      let rows = 0;
      for (let index = 0; index < count; index++) {
        const lines = await exported(page, buttons.nth(index));
        // A header row naming several columns, then the rows.
        expect(lines[0]?.split(',').length ?? 0).toBeGreaterThan(1);
        rows += lines.length - 1;
      }
      expect(rows).toBeGreaterThan(0);
    });
  });
}

test.describe('a formula cell', () => {
  test.use({ storageState: storageStateOf(accounts.admin) });

  test('arrives neutralised in the properties export', async ({ page, baseURL }) => {
    const api = await RentalApi.as(accounts.admin, baseURL);
    const label = `Fx${uniqueSuffix()}`;
    try {
      const owner = await api.createOwner(uniqueName('Formula Owner'));
      await api.createProperty(owner.id, label, {
        street: `-12 ${label} Street`,
        address: `-12 ${label} Street, Burnaby, BC V5H 2E2`,
      });
    } finally {
      await api.dispose();
    }
    await page.goto('/admin/dashboard');
    await page.getByRole('searchbox', { name: 'Filter properties' }).fill(label);
    await expect(page.getByRole('navigation', { name: 'Properties pages' })).toContainText('1–1 of 1');
    const lines = await exported(page, page.getByRole('button', { name: 'Export CSV of properties' }));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`'-12 ${label} Street`);
    expect(lines[1]).not.toMatch(new RegExp(`,-12 ${label}`));
  });
});
