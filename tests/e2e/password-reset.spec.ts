// Password reset through the development mailbox (rental spec 2.1, 4 and 8): request a link, follow it, set a new
// password, see "Password Reset Successfully", land on /login after 3 seconds, sign in with the new password.
// It works on an account of its own, created by the administrator, so no other test's account changes.
import { expect, test } from '@playwright/test';
import { accounts, demoPassword } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { signInThroughForm } from './support/signIn.ts';

interface Mail {
  to: string;
  subject: string;
  links: string[];
}

test('a reset link from the mailbox sets a new password', async ({ page, request }) => {
  const stamp = `${Date.now()}${test.info().workerIndex}`;
  const userName = `reset.owner.${stamp}`;
  const email = `reset.owner.${stamp}@example.ca`;
  const newPassword = 'Harbour#2027';

  // The administrator creates the owner (account and profile) the test resets.
  const signIn = await request.post('/api/auth', {
    data: { username: accounts.admin.username, password: demoPassword, portal: 'residential' },
  });
  expect(signIn.ok()).toBe(true);
  const { token } = (await signIn.json()) as { token: string };
  const created = await request.post('/api/user', {
    params: { role: 'Owner', userName },
    data: { email, password: demoPassword },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);
  // An Owner account is complete (may sign in and reset its password) once its owner profile exists.
  const profile = await request.post('/api/ownerProfile', {
    data: {
      userId: ((await created.json()) as { id: number }).id,
      name: 'Reset Owner',
      address: '1180 Pinetree Way',
      city: 'Coquitlam',
      province: 'BC',
      postal: 'V3B 7Y3',
      countryId: 1,
      phone: '604-555-0147',
    },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(profile.status()).toBe(201);

  // Request the link: the server's answer shows on the page, and the field is emptied.
  await page.goto('/account/resetpassword');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'If an account exists for that email' }),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');

  // Follow the link of the mail, on this server.
  let link: URL | undefined;
  await expect
    .poll(async () => {
      const mailbox = await request.get('/api/dev/mailbox', { params: { to: email } });
      const mails = (await mailbox.json()) as Mail[];
      const found = mails.flatMap((mail) => mail.links).find((href) => href.includes('/account/newpassword'));
      link = found ? new URL(found) : undefined;
      return link !== undefined;
    })
    .toBe(true);
  if (!link) throw new Error('no reset link');
  await page.goto(`${link.pathname}${link.search}`);

  // A password breaking a rule is refused on the page with the spec's message.
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('password should be at least 6 characters').first()).toBeVisible();
  await expect(page).toHaveURL(/\/account\/newpassword/);

  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(newPassword);
  const submitted = Date.now();
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password Reset Successfully')).toBeVisible();
  await expect(page).toHaveURL('/login', { timeout: 10_000 });
  expect(Date.now() - submitted).toBeGreaterThanOrEqual(3000);

  // The same link cannot be used twice: opened again, it says so at once, with no form to fill in vain.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'This reset link has already been used. Please request a new one.' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'New Password', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/account/resetpassword',
  );
  await expectNoAxeViolations(page);

  // The new password signs in.
  await signInThroughForm(page, { username: userName, portal: 'residential' }, newPassword);
  await expect(page).toHaveURL(accounts.owner.home);
});

test('the reset page without a link asks for a new one', async ({ page }) => {
  await page.goto('/account/newpassword');
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset Password' })).toHaveCount(0);
});

test('a cut reset link is explained in words, never with the validator wording', async ({ page }) => {
  await page.goto('/account/newpassword?id=3&token=abc');
  await expect(page.getByText('This reset link is incomplete or damaged.', { exact: false })).toBeVisible();
  await expect(page.getByText(/token must be/)).toHaveCount(0);
});

test('the reset request checks the email before sending', async ({ page }) => {
  await page.goto('/account/resetpassword');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('invalid email')).toBeVisible();
});
