// The account page (/account, every role): change password (the other sessions end, this one goes on), the sessions
// list and signing another device out, Log Out ending the token on the server, the idle warning two minutes before
// the limit (the page's clock moved, and a short idle limit stored for the session), and the sign-in page a session
// that ended leads to and back. Each test uses an account of its own: ending sessions of the demo accounts would
// sign out the other specs' saved sessions.
import { expect, type Page, test } from '@playwright/test';
import { demoPassword } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { newAccount } from './support/newAccount.ts';
import { signInThroughForm, storedSession } from './support/signIn.ts';

/** Another device: a sign-in through the API; its token. */
async function otherSession(page: Page, username: string, password = demoPassword) {
  const res = await page.request.post('/api/auth', {
    data: { username, password, portal: 'strata' },
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Waits until the page has no call in flight. An answer counts as activity at the page's time (session.touch): one
 * that lands while the clock jumps (the page runs its own tasks between the due timers) starts the idle time again at
 * the jump's end, and the warning would not be due.
 */
async function noCallInFlight(page: Page) {
  await page.waitForLoadState('networkidle');
}

const statusWith = async (page: Page, token: string) =>
  (await page.request.get('/api/auth/sessions', { headers: { authorization: `Bearer ${token}` } })).status();

test('the sessions list signs another device out; a password change ends the others and keeps this one', async ({
  page,
}) => {
  // A new account, three sign-ins and a password change, each a password hash: more than the default budget on a
  // busy machine.
  test.slow();
  const account = await newAccount(page, 'acct');
  const phone = await otherSession(page, account.username);
  const tablet = await otherSession(page, account.username);
  await signInThroughForm(page, account);
  await expect(page).toHaveURL('/strataUnitOwner/dashboard');
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  const sessions = page.getByRole('list', { name: 'Sessions' }).getByRole('listitem');
  await expect(sessions).toHaveCount(3);
  await expect(sessions.filter({ hasText: '(this device)' })).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Sign out of one other device: its token answers 401, the other goes on.
  await sessions
    .getByRole('button', { name: /Sign out of this device/ })
    .first()
    .click();
  await expect(page.getByText('That device has been signed out.')).toBeVisible();
  await expect(sessions).toHaveCount(2);
  const statuses = [await statusWith(page, phone), await statusWith(page, tablet)].sort();
  expect(statuses).toEqual([200, 401]);

  // A wrong current password: a plain message.
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await passwordForm.getByLabel('Current Password').fill('Not#TheRight1');
  await passwordForm.getByRole('textbox', { name: 'New Password', exact: true }).fill('Harbour#20277');
  await passwordForm.getByRole('textbox', { name: 'Confirm Password' }).fill('Harbour#20277');
  await passwordForm.getByRole('button', { name: 'Change Password' }).click();
  await expect(passwordForm.getByText('Your current password is not right.')).toBeVisible();

  // The right one: every other session ends, this one goes on.
  await passwordForm.getByLabel('Current Password').fill(demoPassword);
  await passwordForm.getByRole('button', { name: 'Change Password' }).click();
  await expect(
    page.getByText('Your password has been changed. Your other sessions have ended.'),
  ).toBeVisible();
  expect([await statusWith(page, phone), await statusWith(page, tablet)]).toEqual([401, 401]);
  const { token } = await storedSession(page);
  expect(await statusWith(page, String(token))).toBe(200);
  await expect(sessions).toHaveCount(1);
});

test('Log Out ends the token on the server', async ({ page }) => {
  const account = await newAccount(page, 'acct');
  await signInThroughForm(page, account);
  await expect(page).toHaveURL('/strataUnitOwner/dashboard');
  const { token } = await storedSession(page);
  expect(await statusWith(page, String(token))).toBe(200);
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL('/strataLogin');
  await expect.poll(() => statusWith(page, String(token))).toBe(401);
});

test('the idle warning offers "Stay signed in"; past the limit the sign-in page says so and leads back', async ({
  page,
}) => {
  // A new account and two sign-ins, each a password hash: more than the default budget on a busy machine.
  test.slow();
  await page.clock.install();
  const account = await newAccount(page, 'acct');
  await signInThroughForm(page, account);
  await expect(page).toHaveURL('/strataUnitOwner/dashboard');
  // A 5-minute idle limit for this session (the server's is set long for the e2e run).
  await page.evaluate(() => localStorage.setItem('idle_minutes', '5'));
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();

  await noCallInFlight(page);
  await page.clock.fastForward(3 * 60_000 + 5_000);
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await expectNoAxeViolations(page);
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();

  // Nothing more happens: the session ends at the limit.
  await noCallInFlight(page);
  await page.clock.fastForward(5 * 60_000 + 5_000);
  await expect(page).toHaveURL(/\/strataLogin\?/);
  await expect(page.getByText('Your session has ended. Sign in again.')).toBeVisible();
  await page.getByLabel('Strata Plan Number').fill(account.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/account');
});

test('a token the server ended sends the person to their sign-in page and back to the page', async ({
  page,
}) => {
  const account = await newAccount(page, 'acct');
  await signInThroughForm(page, account);
  await expect(page).toHaveURL('/strataUnitOwner/dashboard');
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  // Signed out everywhere else from another device.
  const other = await otherSession(page, account.username);
  const ended = await page.request.delete('/api/auth/sessions', {
    headers: { authorization: `Bearer ${other}` },
  });
  expect(ended.status()).toBe(204);
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/strataLogin\?/);
  await expect(page.getByText('Your session has ended. Sign in again.')).toBeVisible();
});

for (const width of [1280, 360]) {
  test(`the account page passes axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const account = await newAccount(page, 'acct');
    await otherSession(page, account.username);
    await signInThroughForm(page, account);
    await expect(page).toHaveURL('/strataUnitOwner/dashboard');
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
