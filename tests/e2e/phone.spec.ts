// A 360 px phone: the main screens of every role have no axe violations and nothing wider than the
// screen; tables are stacked cards whose row actions are on screen and which sort from a "Sort by" list; the phone
// menu closes once a page is chosen; the onsite staff hours read one shift per line (at 360 px and on a desktop).
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type Account, accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openPhoneMenu } from './support/phoneMenu.ts';

const phone = { width: 360, height: 740 };

/** The main routes of each role, with the heading each shows. */
const routes: { account: Account; pages: [path: string, heading: string | RegExp][] }[] = [
  {
    account: accounts.admin,
    pages: [
      ['/admin/dashboard', 'Dashboard'],
      ['/admin/archive', 'Archives'],
      ['/admin/owner/add', 'New Owner'],
      ['/admin/document', /Upload/],
    ],
  },
  { account: accounts.owner, pages: [['/owner/dashboard', 'Dashboard']] },
  {
    account: accounts.strataadmin,
    pages: [
      ['/strataAdmin/dashboard', 'Strata Administration'],
      ['/strataAdmin/agent/list', /Agents/],
      ['/strataAdmin/user/list', 'Strata Users'],
      ['/strataAdmin/import-owners', /Import/],
    ],
  },
  { account: accounts.BCS1234, pages: [['/propertyAdmin/dashboard', /.+/]] },
  { account: accounts.unitowner, pages: [['/strataUnitOwner/dashboard', 'Strata Unit Owner Dashboard']] },
];

/** Nothing on the page is wider than the window (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
}

/** The element is entirely inside the window's width. */
async function expectOnScreen(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= phone.width).toBe(true);
}

test.describe('at 360 px', () => {
  test.use({ viewport: phone });

  for (const { account, pages } of routes) {
    test.describe(account.name, () => {
      test.use({ storageState: storageStateOf(account) });

      test('the main screens have no axe violations and do not scroll sideways', async ({ page }) => {
        for (const [path, heading] of pages) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
          await expectNoSidewaysScroll(page);
          await expectNoAxeViolations(page);
        }
      });
    });
  }

  test.describe('admin', () => {
    test.use({ storageState: storageStateOf(accounts.admin) });

    test('tables are stacked cards with every row action on screen', async ({ page }) => {
      await page.goto('/admin/dashboard');
      const properties = page.getByRole('grid', { name: 'Properties' });
      const firstView = properties.getByRole('link', { name: /^View / }).first();
      await expect(firstView).toBeVisible();
      await expectOnScreen(firstView);
      const owners = page.getByRole('grid', { name: 'Owners' });
      await expectOnScreen(owners.getByRole('link', { name: /^View / }).first());
      await expectNoSidewaysScroll(page);
      // A value longer than its card's column (an owner's email) wraps instead of being cut off inside the card.
      await expect(owners.getByRole('gridcell', { name: /@/ }).first()).toBeVisible();
      const cutOff = await owners.evaluate(
        (grid) =>
          Array.from(grid.querySelectorAll('[role="gridcell"]')).filter(
            (cell) => cell.scrollWidth > cell.clientWidth + 1,
          ).length,
      );
      expect(cutOff).toBe(0);
      // An email that wraps breaks before its "@" or a ".", never inside a word ("margaret.chen@exampl|e.ca").
      const badBreaks = await owners.evaluate((grid) => {
        const found: string[] = [];
        for (const cell of Array.from(grid.querySelectorAll('[role="gridcell"]'))) {
          const text = cell.textContent ?? '';
          if (!/^\S+@\S+$/.test(text.trim())) continue;
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          let lastTop: number | null = null;
          let previous = '';
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const value = node.textContent ?? '';
            for (let i = 0; i < value.length; i++) {
              const range = document.createRange();
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              const top = range.getBoundingClientRect().top;
              if (
                lastTop !== null &&
                top > lastTop + 2 &&
                !/[@.]/.test(value[i] ?? '') &&
                !/[-_]/.test(previous)
              )
                found.push(`${text.trim()} before "${value[i]}"`);
              lastTop = top;
              previous = value[i] ?? '';
            }
          }
        }
        return found;
      });
      expect(badBreaks).toEqual([]);
    });

    test('a table sorts from its "Sort by" list, its column headers being hidden', async ({ page }) => {
      await page.goto('/admin/dashboard');
      const owners = page.getByRole('grid', { name: 'Owners' });
      const sortBy = page.getByLabel('Sort by owners', { exact: true });
      await expect(sortBy).toBeVisible();
      await expectOnScreen(sortBy);
      const labels = await sortBy.locator('option').allTextContents();
      const descending = labels.find((label) => label.endsWith(', descending')) ?? '';
      expect(descending).not.toBe('');
      const header = descending.slice(0, -', descending'.length);
      const column = owners.getByRole('columnheader', { name: header, exact: true });
      await expect(column).not.toHaveAttribute('aria-sort', 'descending');
      await sortBy.selectOption({ label: descending });
      await expect(column).toHaveAttribute('aria-sort', 'descending');
      await expect(sortBy).toHaveValue(/\|descending$/);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });

    test('the phone menu closes once a page is chosen', async ({ page }) => {
      await page.goto('/admin/dashboard');
      const toggle = await openPhoneMenu(page);
      await page.getByRole('link', { name: 'Documents' }).click();
      await expect(page).toHaveURL(/\/admin\/documents$/);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeHidden();
    });
  });
});

for (const viewport of [phone, { width: 1280, height: 800 }]) {
  test.describe(`the onsite staff hours at ${viewport.width} px`, () => {
    test.use({ viewport, storageState: storageStateOf(accounts.BCS1234) });

    test('read one shift per line', async ({ page }) => {
      await page.goto('/propertyAdmin/dashboard');
      const shift = page.getByText('09:00 am - 05:00 pm', { exact: true }).first();
      await expect(shift).toBeVisible();
      // The lines the text takes: one on a desktop, at most two on a phone (the broken panel put one character on
      // each line).
      const lines = await shift.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBeLessThanOrEqual(viewport.width === phone.width ? 2 : 1);
      if (viewport.width === phone.width) await expectNoSidewaysScroll(page);
    });
  });
}
