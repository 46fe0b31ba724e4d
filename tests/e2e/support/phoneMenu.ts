import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the phone bar's Menu and returns its toggle. The bar is prerendered: a press before hydration does nothing,
 * so it is pressed until the menu is open.
 */
export async function openPhoneMenu(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass();
  return toggle;
}
