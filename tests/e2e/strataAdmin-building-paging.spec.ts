// The building page's units table paged, sorted and searched by the server: each answer is one page
// (limit, offset, sort, q; X-Total-Count), the count says "1–10 of N", and page, sort and search live in the URL (the
// back button returns to the state before). A building of the test's own with 23 units.
import { expect, type Response, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { createBuilding, strataAdminApi } from './support/buildingRecords.ts';

test.use({ storageState: storageStateOf(accounts.strataadmin) });

const unitCount = 23;

test('the units table asks the server for one page at a time, with its state in the URL', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const building = await createBuilding(baseURL, 'Paging Tower');
  const api = await strataAdminApi(baseURL);
  try {
    for (let n = 1; n <= unitCount; n++) {
      const created = await api.post('strataUnit', {
        data: { unitNumber: String(100 + n), lotNumber: String(500 + n), strataPropertyId: building.id },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
  } finally {
    await api.dispose();
  }
  const unitsPath = `/api/strataUnit/strataProperty/${building.id}`;
  const answers: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === unitsPath && response.request().method() === 'GET')
      answers.push(response);
  });
  /** Every units answer so far was a page: asked with a limit, at most that many rows, the count in a header. */
  const expectOnlyPages = async () => {
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) {
      const limit = Number(new URL(answer.url()).searchParams.get('limit'));
      expect(limit).toBe(10);
      const rows = (await answer.json()) as unknown[];
      expect(rows.length).toBeLessThanOrEqual(limit);
      expect(answer.headers()['x-total-count']).toMatch(/^\d+$/);
    }
  };

  await page.goto(`/strataAdmin/property/${building.id}`);
  const units = page.getByRole('grid', { name: 'Strata Units' });
  const pager = page.getByRole('navigation', { name: 'Strata Units pages' });
  await expect(pager).toContainText(`1–10 of ${unitCount}`);
  await expect(units.getByRole('row').nth(1)).toContainText('101');
  await expectOnlyPages();

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/unitsPage=2/);
  await expect(pager).toContainText(`11–20 of ${unitCount}`);
  await expect(units.getByRole('row').nth(1)).toContainText('111');
  expect(answers.some((answer) => new URL(answer.url()).searchParams.get('offset') === '10')).toBe(true);

  // Unit Number descending: back to the first page, the highest unit first.
  await units.getByRole('columnheader', { name: /Unit Number/ }).click();
  await expect(page).toHaveURL(/unitsSort=-unitNumber/);
  await expect(page).not.toHaveURL(/unitsPage=/);
  await expect(pager).toContainText(`1–10 of ${unitCount}`);
  await expect(units.getByRole('row').nth(1)).toContainText('123');

  // Searched on the server: units 112 and 120 to 123 (lot 512 is unit 112’s).
  await page.getByRole('searchbox', { name: 'Filter strata units' }).fill('12');
  await expect(page).toHaveURL(/unitsQ=(%22)?12/); // the router quotes a text that reads as a number
  await expect(pager).toContainText('1–5 of 5');
  await expect(units.getByRole('row')).toHaveCount(6);
  await expect(units.getByRole('row').nth(1)).toContainText('123');
  expect(answers.some((answer) => new URL(answer.url()).searchParams.get('q') === '12')).toBe(true);
  await expectOnlyPages();

  // The back button: the search is gone, the sort and the count are as before; once more, the second page.
  await page.goBack();
  await expect(page).not.toHaveURL(/unitsQ=/);
  await expect(page).toHaveURL(/unitsSort=-unitNumber/);
  await expect(pager).toContainText(`1–10 of ${unitCount}`);
  await expect(page.getByRole('searchbox', { name: 'Filter strata units' })).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL(/unitsPage=2/);
  await expect(pager).toContainText(`11–20 of ${unitCount}`);

  // A reload of a shared address shows the same page.
  await page.reload();
  await expect(pager).toContainText(`11–20 of ${unitCount}`);
  await expect(units.getByRole('row').nth(1)).toContainText('111');
  // An address written by hand, its search unquoted.
  await page.goto(`/strataAdmin/property/${building.id}?unitsQ=12`);
  await expect(pager).toContainText('1–5 of 5');
  await expect(page.getByRole('searchbox', { name: 'Filter strata units' })).toHaveValue('12');
});
