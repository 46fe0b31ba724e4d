// The account page's Recent activity as a rental owner reads it: a staff member's change to their profile is worded
// as the audit page words it, with the record and what changed, by whom and when, but not from where.

import { expect } from '@playwright/test';
import { updateOwnerProfile } from '@portal/sdk/operations';
import { expectNoAxeViolations } from './support/axe.ts';
import { createOwner, test } from './support/rentalRecords.ts';
import { sdkOf } from './support/sdk.ts';
import { signInThroughForm } from './support/signIn.ts';

test("a staff change to the owner's profile shows in their activity, at 1280 and 360 px", async ({
  page,
  adminApi,
}) => {
  const owner = await createOwner(adminApi);
  await updateOwnerProfile({
    client: sdkOf(adminApi),
    path: { id: owner.id },
    body: {
      name: owner.name,
      address: '4410 Dunbar Street',
      city: 'Vancouver',
      province: 'BC',
      postal: 'V6S 2G2',
      phone: '604-555-0177',
    },
    throwOnError: true,
  });
  await signInThroughForm(page, { username: owner.email, portal: 'residential' });
  await expect(page).toHaveURL('/owner/dashboard');
  await page.goto('/account');
  const change = page
    .getByRole('list', { name: 'Recent activity' })
    .getByRole('listitem')
    .filter({ hasText: 'Update owner profile' });
  await expect(change).toContainText(`Owner ${owner.name} · phone: 604-555-0161 → 604-555-0177`);
  await expect(change).toContainText(/by admin$/);
  await expect(change).not.toContainText(' from ');
  // The owner's own sign-in keeps where it came from.
  await expect(
    page
      .getByRole('list', { name: 'Recent activity' })
      .getByRole('listitem')
      .filter({ hasText: 'Signed in' }),
  ).toContainText(/ from \S+$/);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(change).toBeVisible();
  await expectNoAxeViolations(page);
});
