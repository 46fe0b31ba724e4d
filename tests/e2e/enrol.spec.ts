// A role that must use two-step sign-in (MFA_REQUIRED_ROLES) and has no second factor: its sign-in leads to /enrol,
// where it sets up an authenticator app, keeps its recovery codes and signs in again with a code. The run's own
// server requires no role (every other spec signs in with a password alone), so this spec starts a second server of
// the same build with MFA_REQUIRED_ROLES=admin,superAdmin on a data folder of its own, and stops it after.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { accounts, demoPassword } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { freePort } from './support/freePort.ts';
import { codeOf } from './support/secondFactors.ts';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let server: ChildProcess | undefined;
let dataDir = '';
let baseURL = '';

async function waitForHealth(url: string, deadline: number) {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) throw new Error(`the second server exited with ${server?.exitCode}`);
    const answer = await fetch(`${url}/api/health`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the second server did not answer /api/health in time');
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-enrol-'));
  // The server the run's `npm start` bundled (mock-server/dist/server.mjs), serving the same portal build.
  server = spawn(process.execPath, ['dist/server.mjs'], {
    cwd: path.join(repoDir, 'mock-server'),
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG: '0',
      MFA_REQUIRED_ROLES: 'admin,superAdmin',
      ...(process.env.PORTAL_DIST ? { PORTAL_DIST: process.env.PORTAL_DIST } : {}),
    },
  });
  await waitForHealth(baseURL, Date.now() + 100_000);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function pageAt(browser: Browser, width: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
  return context.newPage();
}

async function signIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** A page `width` wide where `username` signs in with a password alone and is sent to set up a second factor. */
async function sentToSetup(browser: Browser, width: number, username: string) {
  const page = await pageAt(browser, width);
  await signIn(page, username);
  await expect(page).toHaveURL(`${baseURL}/enrol`);
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  return page;
}

test('an administrator without a second factor is sent to set one up, then signs in with a code', async ({
  browser,
}) => {
  const page = await sentToSetup(browser, 1280, accounts.admin.username);
  // No session yet: the password alone opened nothing.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Set Up Authenticator App' }).click();
  await expect(page.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
  const secret = (await page.locator('code').first().textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByRole('textbox', { name: 'Code From Your App' }).fill('000000');
  await page.getByRole('button', { name: 'Turn On' }).click();
  await expect(
    page.getByText('That code is not right. Enter the 6-digit code your app shows now.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Code From Your App' }).fill(codeOf(secret));
  await page.getByRole('button', { name: 'Turn On' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'I Saved My Codes' }).click();

  await page.getByRole('link', { name: 'Done: sign in again' }).click();
  await expect(page).toHaveURL(`${baseURL}/login`);
  await signIn(page, accounts.admin.username);
  await expect(page.getByRole('heading', { name: 'Two-Step Sign-In' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Authentication Code' }).fill(codeOf(secret, 1));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${baseURL}${accounts.admin.home}`);
  await page.context().close();
});

test('on a phone, the setup page reads and checks as on a desktop; without a pending setup it has expired', async ({
  browser,
}) => {
  const page = await sentToSetup(browser, 360, accounts.superadmin.username);
  await page.getByRole('button', { name: 'Set Up Authenticator App' }).click();
  await expect(page.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The enrolment token lives in this tab only: a new tab's /enrol has nothing to set up.
  const other = await page.context().newPage();
  await other.goto('/enrol');
  await expect(other.getByText('This setup has expired.')).toBeVisible();
  await expectNoAxeViolations(other);
  await other.getByRole('link', { name: 'Sign in again' }).click();
  await expect(other).toHaveURL(`${baseURL}/login`);
  await page.context().close();
});
