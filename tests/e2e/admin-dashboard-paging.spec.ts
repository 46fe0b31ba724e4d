// The admin dashboard's tables paged, sorted and searched by the server: each request asks for one page
// (limit, offset, sort, q), the count says "1–10 of N", First, Last and the page field go straight to a page; page,
// sort and search live in the URL (a reload and the back button keep them), and the keyboard reaches every control.
import fs from 'node:fs';
import { expect } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { apiAs, createOwner, createProperty, test } from './support/rentalRecords.ts';
import { uniqueName, uniqueSuffix } from './support/unique.ts';

test.describe('the admin dashboard, a page at a time', () => {
  test.use({ storageState: storageStateOf(accounts.admin) });

  test('pages, sorts and searches on the server, with the state in the URL', async ({ page, baseURL }) => {
    test.setTimeout(90_000); // twelve properties made through the API, then a dozen page loads and axe
    const api = await apiAs(accounts.admin, baseURL);
    const label = `Pg${uniqueSuffix()}`;
    try {
      const owner = await createOwner(api, uniqueName('Paging Owner'));
      for (let index = 0; index < 12; index++) await createProperty(api, owner.id, label);
    } finally {
      await api.dispose();
    }
    const listCalls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/property') listCalls.push(url);
    });

    await page.goto('/admin/dashboard');
    const properties = page.getByRole('grid', { name: 'Properties' });
    const pager = page.getByRole('navigation', { name: 'Properties pages' });
    // The first page only: never the whole list.
    await expect(pager).toContainText(/1–\d+ of [\d,]+/);
    expect(listCalls.length).toBeGreaterThan(0);
    for (const url of listCalls) expect(url.searchParams.get('limit')).toBe('10');

    await page.getByRole('searchbox', { name: 'Filter properties' }).fill(label.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`propertiesQ=${label.toUpperCase()}`));
    await expect(pager).toContainText('1–10 of 12');
    expect(listCalls.at(-1)?.searchParams.get('q')).toBe(label.toUpperCase());

    // First and Last, and a page typed into the page field.
    const pageField = pager.getByRole('textbox', { name: 'Page' });
    await expect(pageField).toHaveValue('1');
    await expect(pageField).toHaveAccessibleDescription('of 2');
    await pager.getByRole('button', { name: 'Last' }).click();
    await expect(page).toHaveURL(/propertiesPage=2/);
    await expect(pager).toContainText('11–12 of 12');
    await expect(pageField).toHaveValue('2');
    await expect(pager.getByRole('button', { name: 'Last' })).toBeDisabled();
    await pager.getByRole('button', { name: 'First' }).click();
    await expect(page).not.toHaveURL(/propertiesPage=2/);
    await expect(pager).toContainText('1–10 of 12');
    await expect(pageField).toHaveValue('1');
    await pageField.fill('2');
    await pageField.press('Enter');
    await expect(page).toHaveURL(/propertiesPage=2/);
    await expect(pager).toContainText('11–12 of 12');
    await expect(properties.getByRole('row')).toHaveCount(3); // header and two rows
    const secondPage = await properties.getByRole('row').allTextContents();

    // Sorted by RM Number descending: the first page now holds what was last.
    await properties.getByRole('columnheader', { name: /RM Number/ }).click();
    await expect(page).toHaveURL(/propertiesSort=-rmNumber/);
    await expect(pager).toContainText('1–10 of 12');
    const descending = await properties.getByRole('row').allTextContents();
    expect(descending[1]).toBe(secondPage[2]);

    // A reload gives the same page; the back button the one before.
    await page.reload();
    await expect(pager).toContainText('1–10 of 12');
    expect(await properties.getByRole('row').allTextContents()).toEqual(descending);
    await page.goBack();
    await expect(page).toHaveURL(/propertiesPage=2/);
    await expect(pager).toContainText('11–12 of 12');
    await expectNoAxeViolations(page);

    // By keyboard: from the search box to Previous (past First, enabled on page 2).
    await page.getByRole('searchbox', { name: 'Filter properties' }).focus();
    for (
      let i = 0;
      i < 12 &&
      !(await pager.getByRole('button', { name: 'Previous' }).evaluate((b) => b === document.activeElement));
      i++
    )
      await page.keyboard.press('Tab');
    // Reached, not merely tabbed past the bound: Enter on First would also show the first page.
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(pager).toContainText('1–10 of 12');

    // Export CSV: every matching row (both pages), in the table's sort, as a file.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV of properties' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^listProperties-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs
      .readFileSync(await file.path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    const header = lines[0]?.split(',') ?? [];
    expect(header.slice(0, 2)).toEqual(['id', 'rmNumber']);
    expect(lines).toHaveLength(13);
    for (const line of lines.slice(1)) expect(line.toUpperCase()).toContain(label.toUpperCase());
    const rmNumbers = lines.slice(1).map((line) => line.split(',')[1] ?? '');
    expect(rmNumbers).toEqual([...rmNumbers].sort());
  });

  test('a bad page in the URL shows the table, not an error page', async ({ page }) => {
    const listCalls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/property') listCalls.push(url);
    });
    await page.goto('/admin/dashboard?propertiesPage=abc&propertiesRows=7&propertiesSort=drop%20table');
    await expect(page.getByRole('grid', { name: 'Properties' }).getByRole('row').nth(1)).toBeVisible();
    // The first page at the default size, then the next one prefetched: what the table asks for (it shows no pager
    // when its rows fit one page).
    expect(listCalls[0]?.searchParams.get('offset')).toBe('0');
    for (const url of listCalls) {
      expect(url.searchParams.get('limit')).toBe('10');
      expect(url.searchParams.get('sort') ?? '').not.toContain('drop');
    }
  });

  test('a search typed just before a link is followed stays with the dashboard', async ({ page }) => {
    // Opened on a search (the dashboard may hold too few properties to show its filter without one).
    await page.goto('/admin/dashboard?propertiesQ=RM');
    const properties = page.getByRole('grid', { name: 'Properties' });
    const rmNumber = (await properties.getByRole('rowheader').first().textContent()) ?? '';
    // The property's page takes a while to load, so the search box's pause ends while the link is being followed.
    await page.route(/\/api\/property\/\d+$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('searchbox', { name: 'Filter properties' }).fill(rmNumber);
    await properties.getByRole('link', { name: `View ${rmNumber}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Property ${rmNumber}` })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
  });
});
