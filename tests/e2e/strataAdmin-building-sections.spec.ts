// The building page is long (a seeded building's page runs to thousands of pixels on a phone, its documents at the
// end): "On this page" links to each section, and one activation by keyboard brings the section's heading into view
// with focus on it, at 1280 and 360 px, axe clean.
import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { tabTo } from './support/keyboard.ts';

test.use({ storageState: storageStateOf(accounts.strataadmin) });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the documents of a building are one activation of "On this page" away', async ({ page }) => {
      await page.goto('/strataAdmin/dashboard');
      await page.getByRole('link', { name: 'Bayshore Commons' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Bayshore Commons' })).toBeVisible();
      const sections = page.getByRole('navigation', { name: 'On this page' });
      await expect(sections.getByRole('link')).toHaveText([
        'Strata Agent',
        'Strata Units',
        'Onsite Staff',
        'Documents',
      ]);
      await expectNoAxeViolations(page);

      await tabTo(page, sections.getByRole('link', { name: 'Documents' }));
      await page.keyboard.press('Enter');
      const documents = page.getByRole('heading', { level: 2, name: 'Documents', exact: true });
      await expect(documents).toBeFocused();
      // In view, below the sticky bar: what is at the heading's place is the heading.
      await expect
        .poll(() =>
          documents.evaluate((heading) => {
            const box = heading.getBoundingClientRect();
            const atHeading = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
            return box.bottom <= window.innerHeight && atHeading !== null && heading.contains(atHeading);
          }),
        )
        .toBe(true);
      // Tab goes on inside the documents section.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Add Document' })).toBeFocused();
    });
  });
}
