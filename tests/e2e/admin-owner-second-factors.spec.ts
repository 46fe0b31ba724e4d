// An owner who lost their phone and their recovery codes: the administrator sees on the owner's page that two-step
// sign-in is on, turns it off with their own password, and the owner signs in with the password alone; axe passes
// with the confirmation open and at 360 px.
import { expect } from '@playwright/test';
import { accounts, demoPassword, storageStateOf } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { createOwner, test } from './support/rentalRecords.ts';
import { turnOnCodes } from './support/secondFactors.ts';

test.use({ storageState: storageStateOf(accounts.admin) });

test("the administrator turns off an owner's two-step sign-in from the owner's page", async ({
  page,
  adminApi,
  baseURL,
}) => {
  const owner = await createOwner(adminApi);
  const account = { username: owner.email, password: demoPassword, portal: 'residential' as const };
  await turnOnCodes(page.request, baseURL, account);

  await page.goto(`/admin/owner/${owner.id}`);
  const card = page.getByRole('region', { name: 'Two-Step Sign-In' });
  await expect(card).toContainText('On: authenticator codes.');
  await card.getByRole('button', { name: `Turn off two-step sign-in for ${owner.name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Turn off two-step sign-in for ${owner.name}` });
  await dialog.getByLabel('Your Password').fill(`${demoPassword}x`);
  await dialog.getByRole('button', { name: 'Turn Off' }).click();
  // A wrong password: the server's words, and the dialog stays open.
  await expect(page.getByText('Your current password is not right.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Your Password').fill(demoPassword);
  await dialog.getByRole('button', { name: 'Turn Off' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toContainText('Off. They can turn it on from their account page.');
  const signIn = await page.request.post('/api/auth', { data: account });
  expect(await signIn.json()).toMatchObject({ token: expect.any(String) });

  await page.setViewportSize({ width: 360, height: 800 });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(page);
});
