// How an owner reaches their manager: the company's phone, email and office hours (GET /config/company, the demo
// company's defaults) on the rental owner's and the unit owner's dashboards, at 1280 and 360 px.
import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const dashboards = [
  { account: accounts.owner, path: '/owner/dashboard' },
  { account: accounts.unitowner, path: '/strataUnitOwner/dashboard' },
] as const;

for (const { account, path } of dashboards) {
  for (const width of [1280, 360]) {
    test.describe(`${path} at ${width} px`, () => {
      test.use({ storageState: storageStateOf(account), viewport: { width, height: 900 } });

      test('shows how to reach the manager: phone, email and office hours', async ({ page }) => {
        await page.goto(path);
        const contact = page.getByRole('region', { name: 'Contact Your Manager' });
        await expect(contact).toContainText('Harbourview Property Management');
        await expect(contact.getByRole('link', { name: '604-555-0100' })).toHaveAttribute(
          'href',
          'tel:6045550100',
        );
        await expect(contact.getByRole('link', { name: 'office@harbourviewpm.example' })).toHaveAttribute(
          'href',
          'mailto:office@harbourviewpm.example',
        );
        await expect(contact).toContainText('Monday to Friday, 9:00 am to 5:00 pm (Pacific time)');
        await contact.scrollIntoViewIfNeeded();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectNoAxeViolations(page);
      });
    });
  }
}
