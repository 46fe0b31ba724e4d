// End-to-end tests: the production build of the portal served by the real server (fresh seeded data per run), in
// Debian's Chromium. `npm run build` first: the web server below builds nothing itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { companyTimeZone } from './e2e/support/accounts.ts';
import { freePort } from './e2e/support/freePort.ts';

const testsDir = path.dirname(fileURLToPath(import.meta.url));
const repoDir = path.dirname(testsDir);

// Chosen once by the main process; workers load this file again and inherit the values through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
const port = Number(process.env.E2E_PORT);
// Saved sign-ins belong to this run's server (its own JWT secret): one folder per run, so runs side by side do not
// overwrite each other's.
process.env.E2E_AUTH_DIR ??= path.join(testsDir, '.auth', `run-${port}`);
export const baseURL = `http://127.0.0.1:${port}`;

const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(testsDir, 'test-results'),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // On CI one retry: a test that fails and then passes is named in the summary as flaky (scripts/test.mjs), never
  // hidden; a test that fails twice fails the run. Locally none, so a flake shows at once.
  retries: process.env.CI ? 1 : 0,
  // Two cores: one browser per core, the server on the side.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Removes this run's data folder once the tests are done.
  globalTeardown: './e2e/support/teardown.ts',
  reporter: [['list'], ...(jsonReport ? [['json', { outputFile: jsonReport }] as const] : [])],
  use: {
    baseURL,
    // Recording a trace costs about a tenth of the run's CPU (guards.spec.ts: 123 s with, 113 s without): on CI the
    // first attempt records none and a retry records one; locally (no retries) a failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    ...devices['Desktop Chrome'],
    // The portal's transitions (a button's colours, 120 ms) take no time, as for a person who asks for less motion: axe
    // reads each colour as it ends, never one caught halfway (a color-contrast violation seen once in a CI rehearsal,
    // on the import page just after its upload).
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's Chromium: nothing downloads a browser. E2E_CHROMIUM names another build of it, such as Debian's
      // headless shell (/usr/lib/chromium/chromium-headless-shell, package chromium-headless-shell), which runs the
      // suite in about two thirds of the time (docs/performance.md, "The test suite's time").
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    { name: 'e2e', testMatch: /.*\.spec\.ts/, dependencies: ['setup'] },
  ],
  webServer: {
    // The production server (`npm start`) on a fresh data folder, so every run starts from the seeded demo data.
    command: process.env.E2E_SERVER_COMMAND ?? 'npm start',
    cwd: repoDir,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG: '0',
      COMPANY_TIME_ZONE: companyTimeZone,
      // A build elsewhere than portal/dist (`vite build --outDir …`), so parallel work can test its own build.
      ...(process.env.PORTAL_DIST ? { PORTAL_DIST: process.env.PORTAL_DIST } : {}),
      // Sign-ins through the login form come many a minute from one address (the setup project's saved sign-ins, the
      // sign-in and lockout specs, accounts a test creates); the production limit of 10 a minute would refuse them.
      RATE_LIMIT_STRICT: '10000',
      LOCKOUT_PER_ACCOUNT: '100000',
      LOCKOUT_PER_ADDRESS: '100000',
      RESET_LIMIT_PER_ADDRESS: '100000',
      RESET_LIMIT_PER_EMAIL: '100000',
      RATE_LIMIT_PUBLIC: '10000',
      // The setup project's saved sign-ins serve the whole run, however long a role goes unused between its specs;
      // the idle warning's test moves the page's clock instead.
      SESSION_IDLE_MINUTES_STAFF: '600',
      SESSION_IDLE_MINUTES_OWNER: '600',
    },
  },
});
