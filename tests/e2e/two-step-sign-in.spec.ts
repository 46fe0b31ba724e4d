// Two-step sign-in in Chromium: an account turns on authenticator codes on its account page (the code computed here
// with otpauth from the key the page shows), keeps its recovery codes, and signs in with a code, with a recovery
// code, and with a passkey of Chromium's virtual authenticator (CDP WebAuthn), alone and as the second step. Each
// test uses an account of its own. WebAuthn has no relying party on an IP address: the passkey test opens the portal
// at localhost, which the server names its relying party for a loopback PUBLIC_URL.
import { expect, type Page, test } from '@playwright/test';
import { demoPassword } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newAccount } from './support/newAccount.ts';
import { codeOf } from './support/secondFactors.ts';
import { signInThroughForm } from './support/signIn.ts';

// Each test signs in four or five times through the forms: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Turns authenticator codes on from the account page; answers the key and the recovery codes shown. */
async function enrolFromAccountPage(page: Page) {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible();
  await page.getByRole('button', { name: 'Set Up Authenticator App' }).click();
  await expect(page.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
  const secret = (await page.locator('code').first().textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Code From Your App' }).fill(codeOf(secret));
  await page.getByRole('button', { name: 'Turn On' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  await expect(page.getByRole('button', { name: 'Download Codes' })).toBeVisible();
  await page.getByRole('button', { name: 'I Saved My Codes' }).click();
  await expect(page.getByText('Recovery codes left: 10 of 10.')).toBeVisible();
  await expect(page.getByText('Two-step sign-in is on.')).toBeVisible();
  return { secret, recoveryCodes };
}

async function signOutOfPortal(page: Page) {
  await page.evaluate(() => localStorage.clear());
}

test('enrol with a computed code, then sign in with a code and with a recovery code', async ({ page }) => {
  const account = await newAccount(page, 'mfa');
  await signInThroughForm(page, account);
  await expect(page).toHaveURL('/strataUnitOwner/dashboard');
  const { secret, recoveryCodes } = await enrolFromAccountPage(page);
  await signOutOfPortal(page);

  // The password, then the code of the next 30 seconds (the enrolment's code is not accepted twice).
  await signInThroughForm(page, account);
  await expect(page.getByRole('heading', { name: 'Two-Step Sign-In' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Authentication Code' }).fill('000000');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('That code is not right.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Authentication Code' }).fill(codeOf(secret, 1));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/strataUnitOwner/dashboard');
  await signOutOfPortal(page);

  // A recovery code, by keyboard: "Use a recovery code", then the code and Enter.
  await signInThroughForm(page, account);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  const field = page.getByRole('textbox', { name: 'Recovery Code' });
  await field.fill(recoveryCodes[0] ?? '');
  await field.press('Enter');
  await expect(page).toHaveURL('/strataUnitOwner/dashboard');
  await page.goto('/account');
  await expect(page.getByText('Recovery codes left: 9 of 10.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText(
    'Signed in with a second step',
  );
});

test('a passkey of the virtual authenticator: registered, then signing in alone and as the second step', async ({
  page,
  baseURL,
}) => {
  const local = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const account = await newAccount(page, 'mfa');
  await page.goto(`${local}/strataLogin`);
  await page.getByLabel('Strata Plan Number').fill(account.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${local}/strataUnitOwner/dashboard`, { timeout: 30_000 });
  await page.goto(`${local}/account`);
  await page.getByRole('textbox', { name: 'Passkey Name' }).fill('Test laptop');
  await page.getByRole('button', { name: 'Add Passkey' }).click();
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('Test laptop');
  await expect(page.getByText('Two-step sign-in is on.')).toBeVisible();
  await signOutOfPortal(page);

  // Alone: no user name, no password.
  await page.goto(`${local}/strataLogin`);
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(`${local}/strataUnitOwner/dashboard`, { timeout: 30_000 });
  await signOutOfPortal(page);

  // As the second step of a password sign-in.
  await page.goto(`${local}/strataLogin`);
  await page.getByLabel('Strata Plan Number').fill(account.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-Step Sign-In' })).toBeVisible();
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(`${local}/strataUnitOwner/dashboard`, { timeout: 30_000 });
});

test('the second step at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const account = await newAccount(page, 'mfa');
  await signInThroughForm(page, account);
  await expect(page).toHaveURL('/strataUnitOwner/dashboard');
  await enrolFromAccountPage(page);
  await signOutOfPortal(page);
  await signInThroughForm(page, account);
  await expect(page.getByRole('textbox', { name: 'Authentication Code' })).toBeVisible();
  await expectNoAxeViolations(page);
});
