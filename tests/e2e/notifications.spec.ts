// Notifications: the bell in the bar with the unread count, the notifications page (each one a link to its page,
// Mark all read), the email settings saved and read back, and the unsubscribe page of a mail's link; axe at 1280 and
// 360 px. The building login BCS1234 is the account: no other spec acts on its notifications.
import { expect, test } from '@playwright/test';
import { accounts, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openPhoneMenu } from './support/phoneMenu.ts';

test.use({ storageState: storageStateOf(accounts.BCS1234) });

const bell = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Strata owner' }).getByRole('link', { name: /^Notifications/ });

for (const width of [1280, 360]) {
  test(`the bell leads to the notifications, which open their pages and can all be marked read (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(accounts.BCS1234.home);
    if (width === 360) {
      await openPhoneMenu(page);
    }
    await bell(page).click();
    await expect(page).toHaveURL(/\/propertyAdmin\/notifications$/);
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    const list = page.getByRole('list', { name: 'Notifications' });
    const seeded = list.getByRole('link', { name: /^Request #\d+ updated/ }).first();
    await expect(seeded).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(seeded).toHaveAttribute('href', /^\/propertyAdmin\/requests\/\d+$/);
    if (width === 1280) {
      const markAll = page.getByRole('button', { name: 'Mark all read' });
      if (await markAll.isEnabled()) {
        await markAll.click();
        await expect(page.getByText(/notifications? marked read\./)).toBeVisible();
      }
      await expect(list.getByText(/^Unread/)).toHaveCount(0);
      await expect(bell(page)).toHaveAccessibleName('Notifications');
      // Opening one goes to its page.
      await seeded.click();
      await expect(page).toHaveURL(/\/propertyAdmin\/requests\/\d+$/);
    }
  });
}

test('the email settings are saved and read back', async ({ page }) => {
  await page.goto('/propertyAdmin/notifications');
  const settings = page.getByRole('form', { name: 'Email settings' });
  await expect(
    settings.getByText('Always sent by email: the Strata Property Act requires it.'),
  ).toBeVisible();
  const requests = settings.getByRole('button', { name: /Changes to my service requests/ });
  await requests.click();
  await page.getByRole('option', { name: 'Daily digest' }).click();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Notification settings saved.')).toBeVisible();
  await page.reload();
  await expect(settings.getByRole('button', { name: /Changes to my service requests/ })).toContainText(
    'Daily digest',
  );
  // Back as it was, by keyboard.
  await settings.getByRole('button', { name: /Changes to my service requests/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Email at once' }).press('Enter');
  await settings.getByRole('button', { name: 'Save settings' }).press('Enter');
  await expect(page.getByText('Notification settings saved.')).toBeVisible();
});

test.describe('the unsubscribe page', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('says a link without a token is not valid, and a forged one is refused when pressed', async ({
    page,
  }) => {
    await page.goto('/unsubscribe');
    await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid.');
    await page.goto('/unsubscribe?token=12.documentPosted.forged');
    await page.getByRole('button', { name: 'Stop these emails' }).click();
    await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid.');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoAxeViolations(page);
  });
});
