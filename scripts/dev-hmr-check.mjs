// `node scripts/dev-hmr-check.mjs`: proof that `npm run dev` shows a change to a view without reloading the page.
// Starts `npm run dev -- --mock` (no database to seed) on free ports, opens /login in Debian's Chromium, marks the
// page's window, changes the login view's title in portal/src, waits for the new title on the page, checks the
// mark is still there (a reload would have dropped it), and puts the file back whatever happens. It edits a source
// file for a few seconds, so `npm test` does not run it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const view = path.join(root, 'portal', 'src', 'features', 'session', 'LoginView.tsx');
const title = 'Rental Management Login';
const changed = `${title} (changed by dev-hmr-check)`;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

const original = fs.readFileSync(view, 'utf8');
if (!original.includes(`"${title}"`)) throw new Error(`${view} no longer holds the title "${title}"`);
const restore = () => {
  if (fs.readFileSync(view, 'utf8') !== original) fs.writeFileSync(view, original);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    restore();
    process.exit(1);
  });
}

const [port, apiPort] = [await freePort(), await freePort()];
const dev = spawn(
  process.execPath,
  [path.join(root, 'scripts', 'dev.mjs'), '--mock', '--port', String(port), '--api-port', String(apiPort)],
  { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
);
let output = '';
dev.stdout.on('data', (chunk) => {
  output += chunk;
});
dev.stderr.on('data', (chunk) => {
  output += chunk;
});
const devExited = new Promise((resolve) => dev.once('exit', resolve));

let browser;
let failure;
try {
  const deadline = Date.now() + 60_000;
  while (!output.includes('Ctrl-C stops everything.')) {
    if (dev.exitCode !== null || Date.now() > deadline)
      throw new Error(`npm run dev did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const url = `http://127.0.0.1:${port}`;
  browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage();
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.goto(`${url}/login`, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction((text) => document.body.textContent.includes(text), { timeout: 60_000 }, title);
  await page.evaluate(() => {
    window.hmrCheckMark = 'still here';
  });
  const loadsBefore = loads;

  const editedAt = Date.now();
  fs.writeFileSync(view, original.replace(`"${title}"`, `"${changed}"`));
  await page.waitForFunction(
    (text) => document.body.textContent.includes(text),
    { timeout: 30_000 },
    changed,
  );
  const shownMs = Date.now() - editedAt;
  const mark = await page.evaluate(() => window.hmrCheckMark);
  restore();
  await page.waitForFunction(
    (text) => !document.body.textContent.includes(text),
    { timeout: 30_000 },
    '(changed by dev-hmr-check)',
  );
  if (mark !== 'still here' || loads !== loadsBefore) {
    throw new Error(`the page was reloaded (mark ${mark}, load events ${loadsBefore} → ${loads})`);
  }
  console.log(
    `dev-hmr-check: the changed title showed on ${url}/login ${shownMs} ms after the edit, without a page reload (window mark kept, no load event); the file is restored`,
  );
} catch (error) {
  failure = error;
} finally {
  restore();
  await browser?.close();
  dev.kill('SIGTERM');
  await devExited;
}
if (failure) {
  console.error(`dev-hmr-check failed: ${failure instanceof Error ? failure.message : failure}`);
  process.exit(1);
}
