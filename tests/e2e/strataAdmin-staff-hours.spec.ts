// Onsite staff hours as people type them (strata spec 5): "9am", "17:00"; an end before the start refused unless the
// shift ends the next day; one day copied to Monday to Friday; a staff card edited in place. At 1280 and 360 px, axe
// on the form and on the edit dialog.
import { expect, type Page, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openNewBuilding } from './support/buildingPage.ts';

test.use({ storageState: storageStateOf(accounts.strataadmin) });

const time = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a week typed once and copied, a night shift, and a shift edited on its card', async ({
      page,
      baseURL,
    }) => {
      const building = await openNewBuilding(page, baseURL);
      await page.getByRole('link', { name: 'Add Staff' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Add Staff' })).toBeVisible();
      await page.getByRole('button', { name: /Position/ }).click();
      await page.getByRole('option', { name: 'Concierge' }).click();
      await page.getByRole('textbox', { name: 'Name' }).fill('Amara Singh');
      await page.getByRole('textbox', { name: 'Phone' }).fill('6045550123');
      await page.getByRole('textbox', { name: 'Email' }).fill('amara.singh@example.ca');

      // An end before the start is refused on its day.
      await time(page, 'Monday Start').fill('9am');
      await time(page, 'Monday End').fill('8:00 am');
      await time(page, 'Monday End').press('Tab');
      await expect(time(page, 'Monday Start')).toHaveValue('09:00 am');
      await expect(page.getByText('End after the start, or tick Ends next day')).toBeVisible();
      await page.getByRole('button', { name: 'Add Staff' }).click();
      await expect(
        page.getByText(
          "Each working day's end time must be after its start time, unless it ends the next day.",
        ),
      ).toBeVisible();
      await expect(page).toHaveURL(`/strataAdmin/staff/${building.id}`);

      // "17:00" is a time; Monday's shift copied to the weekdays.
      await time(page, 'Monday End').fill('17:00');
      await time(page, 'Monday End').press('Tab');
      await expect(time(page, 'Monday End')).toHaveValue('05:00 pm');
      await page.getByRole('button', { name: 'Copy to weekdays from Monday' }).click();
      await expect(time(page, 'Friday Start')).toHaveValue('09:00 am');
      await expect(time(page, 'Friday End')).toHaveValue('05:00 pm');

      // Sunday night, past midnight only with Ends next day.
      await time(page, 'Sunday Start').fill('10 pm');
      await time(page, 'Sunday End').fill('6am');
      await time(page, 'Sunday End').press('Tab');
      await page.getByText('Ends next day (Sunday)').click();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Add Staff' }).click();

      await expect(page).toHaveURL(`/strataAdmin/property/${building.id}`);
      const panel = page.getByRole('region', { name: 'Concierge: Amara Singh' });
      await expect(panel.getByText('09:00 am - 05:00 pm')).toHaveCount(5);
      await expect(panel).toContainText('10:00 pm - 06:00 am (next day)');

      // Edit in place: Wednesday shortened.
      await panel.getByRole('button', { name: 'Edit Amara Singh' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Staff' });
      await expect(time(page, 'Wednesday End')).toHaveValue('05:00 pm');
      await expectNoAxeViolations(page);
      await time(page, 'Wednesday End').fill('1pm');
      await dialog.getByRole('button', { name: 'Save Staff' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Amara Singh saved.')).toBeVisible();
      await expect(panel).toContainText('09:00 am - 01:00 pm');
      await expect(panel.getByText('09:00 am - 05:00 pm')).toHaveCount(4);
      await expect(panel).toContainText('10:00 pm - 06:00 am (next day)');
    });
  });
}
