// `npm run perf`: the portal's speed figures against their budgets, each printed `ok` or `over`. A benchmark, not a
// test (npm test does not run it). For each database (PGlite, and PostgreSQL when one answers on 127.0.0.1:5432, in
// a throwaway database dropped afterwards) it starts the server as `npm start` does, with SEED_SCALE=10000 on a fresh
// data folder, then runs Lighthouse (mobile preset, Debian's Chromium) on /login cold and on every role's dashboard
// and list page signed in, prints bytes and requests per page and the size of each data response, runs the server's
// read-mix benchmark when there is one (`bench:reads`), and reads the server's resident memory after Lighthouse.
//
// Options: --skip-build (use the build in PORTAL_DIST or portal/dist as it is), --only-login (just /login),
// --pages-only (Lighthouse and memory, not the read mix), --long-tasks (print each page's long main-thread tasks as
// Lighthouse simulated them), --page PATH (that signed-in page alone), --pglite-only, --seed-scale N (default 10000).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';
import puppeteer from 'puppeteer-core';
import { startCommand } from '../mock-server/scripts/build-server.mjs';
import { roles } from './perf-pages.mjs';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const seedScale = Number(option('--seed-scale', '10000'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const kb = 1024;
const mb = 1024 * 1024;
const demoPassword = 'Portal#2026'; // mock-server/src/seed.ts
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** The budgets: a first visit to /login, every signed-in page, the data answers, the server's memory. */
const budget = {
  login: { score: 95, lcpMs: 2000, tbtMs: 150, cls: 0, bytes: 150 * kb, requests: 15 },
  signedIn: { score: 90, lcpMs: 2500, cls: 0 },
  dataBytes: 60 * kb,
  rssBytes: 300 * mb,
};

const verdict = (ok) => (ok ? 'ok' : 'over');
const kib = (bytes) => `${(bytes / kb).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function answers(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Starts the bundled server (what `npm start` runs after its preparation) and waits for /api/health. */
async function startServer({ databaseUrl, portalDist }) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-perf-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_SCALE: String(seedScale),
    LOG: '0',
    RATE_LIMIT_STRICT: '10000',
    LOCKOUT_PER_ACCOUNT: '100000',
    LOCKOUT_PER_ADDRESS: '100000',
    RESET_LIMIT_PER_ADDRESS: '100000',
    RESET_LIMIT_PER_EMAIL: '100000',
    RATE_LIMIT_PUBLIC: '100000',
    PORTAL_DIST: portalDist,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const started = Date.now();
  // As `npm start` runs it: the same node flags, from the server's folder.
  const child = spawn(process.execPath, startCommand(), {
    cwd: path.join(repoDir, 'mock-server'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Whatever ends this script (an error included) ends the server too.
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 10 * 60_000) throw new Error('the server did not start within 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(`  server ready in ${((Date.now() - started) / 1000).toFixed(1)} s (seed of ${seedScale})`);
  return {
    origin,
    pid: child.pid,
    async stop() {
      process.off('exit', stopOnExit);
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process, from /proc (Linux). */
function residentBytes(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) * kb : Number.NaN;
}

/** The session the portal stores after signing in (portal/src/features/session/session.ts), from the API's answer. */
async function signIn(origin, account) {
  const res = await fetch(`${origin}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: demoPassword, portal: account.portal }),
  });
  if (!res.ok) throw new Error(`signing in as ${account.username}: ${res.status} ${await res.text()}`);
  const answer = await res.json();
  return {
    token: answer.token,
    user_id: String(answer.user.id),
    role: account.role,
    email: answer.user.email ?? '',
    name: answer.user.name ?? '',
    portalOption: account.portal,
    expiry: String(Date.parse(answer.expiresAt)),
  };
}

/**
 * Lighthouse on one page, run again once when Lighthouse itself fails to record it (a trace without a navigation
 * start, NO_NAVSTART, happens now and then on a loaded machine and ended the whole run).
 */
async function audit(browser, chromePort, url, session) {
  try {
    return await auditOnce(browser, chromePort, url, session);
  } catch (error) {
    if (!(error instanceof LighthouseRunError)) throw error;
    console.log(`    (${error.message}: measuring again)`);
    return auditOnce(browser, chromePort, url, session);
  }
}

class LighthouseRunError extends Error {}

/** Lighthouse (default config: the mobile preset, simulated throttling) on one page, performance only. */
async function auditOnce(browser, chromePort, url, session) {
  const page = await browser.newPage();
  // A cold load: nothing cached. A signed-in page keeps the session put in localStorage on a page of the origin
  // that loads no portal file (Lighthouse's own storage reset would wipe it).
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  if (session) {
    await page.goto(new URL('/api/health', url).href);
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, session);
  }
  const result = await lighthouse(
    url,
    {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(session),
    },
    undefined,
    page,
  );
  await page.close();
  const lhr = result.lhr;
  if (lhr.runtimeError)
    throw new LighthouseRunError(`${url}: ${lhr.runtimeError.code ?? lhr.runtimeError.message}`);
  const requests = lhr.audits['network-requests'].details.items;
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  return {
    finalPath,
    score: Math.round(lhr.categories.performance.score * 100),
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    bytes: requests.reduce((total, item) => total + (item.transferSize ?? 0), 0),
    requests: requests.length,
    scriptBytes: requests
      .filter((item) => item.resourceType === 'Script')
      .reduce((total, item) => total + (item.transferSize ?? 0), 0),
    scripts: requests.filter((item) => item.resourceType === 'Script').length,
    // CPU time on the main thread as Lighthouse observed it (4× slowed down), all of it and running script.
    mainThreadMs: lhr.audits['mainthread-work-breakdown'].numericValue,
    scriptEvaluationMs:
      lhr.audits['mainthread-work-breakdown'].details.items.find((item) => item.group === 'scriptEvaluation')
        ?.duration ?? 0,
    lcpElement: lcpElementOf(lhr),
    shifts: shiftsOf(lhr),
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((item) => ({
      url: item.url,
      startMs: item.startTime,
      ms: item.duration,
    })),
    data: requests
      .filter((item) => new URL(item.url).pathname.startsWith('/api/'))
      .map((item) => ({
        path: new URL(item.url).pathname + new URL(item.url).search,
        bytes: item.transferSize ?? 0,
      })),
  };
}

/** The element Lighthouse saw as the largest contentful paint, as an HTML snippet. */
function lcpElementOf(lhr) {
  const table = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const node = table?.items?.[0]?.node;
  return node?.snippet ? node.snippet.replace(/\s+/g, ' ').slice(0, 120) : '(none)';
}

/** The elements that shifted (Lighthouse's layout-shifts audit), with each shift's score and cause. */
function shiftsOf(lhr) {
  return (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => ({
    score: item.score,
    element: item.node?.snippet?.replace(/\s+/g, ' ').slice(0, 120) ?? '(an element Lighthouse did not name)',
    causes: (item.subItems?.items ?? []).map((sub) => sub.cause).filter(Boolean),
  }));
}

function printPage(label, figures) {
  console.log(
    `  ${label.padEnd(44)} perf ${String(figures.score).padStart(3)}  FCP ${ms(figures.fcpMs).padStart(7)}  LCP ${ms(figures.lcpMs).padStart(7)}  TBT ${ms(figures.tbtMs).padStart(6)}  CLS ${figures.cls.toFixed(3)}  ${kib(figures.bytes).padStart(9)}  ${String(figures.requests).padStart(3)} requests`,
  );
  console.log(
    `  ${''.padEnd(44)} script ${kib(figures.scriptBytes)} in ${figures.scripts} files, script evaluation ${ms(figures.scriptEvaluationMs)}, main-thread work ${ms(figures.mainThreadMs)}`,
  );
  console.log(`  ${''.padEnd(44)} LCP element ${figures.lcpElement}`);
  for (const shift of figures.shifts)
    console.log(
      `  ${''.padEnd(44)} shifted ${shift.score.toFixed(3)}: ${shift.element}${shift.causes.length ? ` (${shift.causes.join('; ')})` : ''}`,
    );
  if (flag('--long-tasks'))
    for (const task of figures.longTasks)
      console.log(`  ${''.padEnd(44)} long task at ${ms(task.startMs)}: ${ms(task.ms)} ${task.url}`);
}

/** Lighthouse on /login cold and on every signed-in page; returns the budget lines. */
async function runLighthouse(origin) {
  const lines = [];
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const login = await audit(browser, chrome.port, `${origin}/login`, null);
    printPage('/login (cold)', login);
    const b = budget.login;
    lines.push(
      [`/login performance ≥ ${b.score}`, login.score, login.score >= b.score],
      [`/login LCP ≤ ${b.lcpMs} ms`, ms(login.lcpMs), login.lcpMs <= b.lcpMs],
      [`/login TBT ≤ ${b.tbtMs} ms`, ms(login.tbtMs), login.tbtMs <= b.tbtMs],
      [`/login CLS = 0`, login.cls.toFixed(3), login.cls <= b.cls],
      [`/login transferred ≤ 150 KB`, kib(login.bytes), login.bytes <= b.bytes],
      [`/login requests ≤ ${b.requests}`, login.requests, login.requests <= b.requests],
    );
    if (flag('--only-login')) return lines;
    for (const account of roles) {
      const session = await signIn(origin, account);
      const only = option('--page', '');
      for (const pagePath of account.pages.filter((p) => !only || p === only)) {
        const figures = await audit(browser, chrome.port, `${origin}${pagePath}`, session);
        const label = `${pagePath} (${account.username})`;
        printPage(label, figures);
        if (figures.finalPath !== pagePath) console.log(`    ended on ${figures.finalPath}`);
        for (const response of figures.data)
          console.log(`    data ${kib(response.bytes).padStart(9)}  ${response.path}`);
        const s = budget.signedIn;
        lines.push(
          [`${label} performance ≥ ${s.score}`, figures.score, figures.score >= s.score],
          [`${label} LCP ≤ ${s.lcpMs} ms`, ms(figures.lcpMs), figures.lcpMs <= s.lcpMs],
          [`${label} CLS = 0`, figures.cls.toFixed(3), figures.cls <= s.cls],
        );
        const biggest = Math.max(0, ...figures.data.map((response) => response.bytes));
        lines.push([`${label} largest data response ≤ 60 KB`, kib(biggest), biggest <= budget.dataBytes]);
      }
    }
    await browser.disconnect();
  } finally {
    chrome.kill();
  }
  return lines;
}

/** i11server's read-mix benchmark (mock-server/bench/read-mix.ts), when this tree has it. */
function runReadMix(databaseUrl) {
  const serverPackage = JSON.parse(
    fs.readFileSync(path.join(repoDir, 'mock-server', 'package.json'), 'utf8'),
  );
  if (!serverPackage.scripts?.['bench:reads']) {
    console.log('  (no bench:reads script in mock-server: the read mix is not measured here)');
    return [];
  }
  const jsonFile = path.join(os.tmpdir(), `read-mix-${randomBytes(4).toString('hex')}.json`);
  const env = { ...process.env, SEED_SCALE: String(seedScale) };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const result = spawnSync(
    npm,
    ['run', '--silent', 'bench:reads', '-w', '@portal/server', '--', '--json', jsonFile],
    {
      cwd: repoDir,
      env,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0 || !fs.existsSync(jsonFile)) {
    return [['read mix (bench:reads)', `failed with code ${result.status}`, false]];
  }
  const figures = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
  fs.rmSync(jsonFile, { force: true });
  return readMixLines(figures);
}

/**
 * Announcements at the scale seed's size (mock-server/bench/announcements.ts): posting to the largest building
 * (2,000 units) under 1 s and the daily digest for 10,000 people under 60 s; each of its `ok`/`over` lines is a budget.
 */
function runAnnouncementsBench(databaseUrl) {
  const result = spawnSync(
    npm,
    [
      'run',
      '--silent',
      'bench:announcements',
      '-w',
      '@portal/server',
      '--',
      '--database',
      databaseUrl ? 'postgres' : 'pglite',
      '--scale',
      String(seedScale),
    ],
    { cwd: repoDir, env: process.env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  process.stdout.write(result.stdout ?? '');
  const lines = (result.stdout ?? '')
    .split('\n')
    .filter((line) => / (ok|over)$/.test(line))
    .map((line) => {
      const [name, value] = line.replace(/ (ok|over)$/, '').split(': ');
      return [`announcements: ${name}`, value ?? '', line.endsWith(' ok')];
    });
  if (lines.length === 0)
    return [['announcements (bench:announcements)', `failed with code ${result.status}`, false]];
  return lines;
}

/** Budget lines from the read mix's JSON: every entry that carries its own budget verdict, else printed as is. */
function readMixLines(figures) {
  const lines = [];
  const budgets = Array.isArray(figures?.budgets) ? figures.budgets : [];
  for (const entry of budgets) {
    lines.push([`read mix: ${entry.name}`, entry.value ?? entry.measured ?? '', entry.ok === true]);
  }
  if (budgets.length === 0) console.log(`  read mix figures: ${JSON.stringify(figures)}`);
  return lines;
}

async function withPostgresDatabase(run) {
  const name = `perf_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    return await run(`postgres://postgres@127.0.0.1:5432/${name}`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function measure(label, databaseUrl, portalDist) {
  console.log(`\n== ${label} ==`);
  const server = await startServer({ databaseUrl, portalDist });
  const lines = [];
  try {
    lines.push(...(await runLighthouse(server.origin)));
    const rss = residentBytes(server.pid);
    const rssLine = [
      `server resident memory after Lighthouse`,
      `${(rss / mb).toFixed(0)} MB`,
      rss <= budget.rssBytes,
    ];
    // The 300 MB budget is PostgreSQL's; PGlite runs the database inside the process and is shown only.
    if (databaseUrl) lines.push([`${rssLine[0]} ≤ 300 MB`, rssLine[1], rssLine[2]]);
    else console.log(`  ${rssLine[0]} (PGlite runs the database in the process): ${rssLine[1]}`);
  } finally {
    await server.stop();
  }
  if (!flag('--only-login') && !flag('--pages-only')) lines.push(...runReadMix(databaseUrl));
  if (!flag('--only-login') && !flag('--pages-only')) lines.push(...runAnnouncementsBench(databaseUrl));
  console.log(`\n  Budgets (${label}):`);
  for (const [name, value, ok] of lines) console.log(`  ${verdict(ok).padEnd(4)}  ${name}: ${value}`);
  return lines;
}

const portalDist = path.resolve(process.env.PORTAL_DIST ?? path.join(repoDir, 'portal', 'dist'));
if (!flag('--skip-build')) {
  console.log('Building the portal and the server…');
  execFileSync(npm, ['run', '--silent', 'build'], { cwd: repoDir, stdio: 'inherit' });
}
// What `npm start` does before starting: bundle the contract and the server (and build the portal if missing).
execFileSync(process.execPath, ['mock-server/scripts/prepare-start.mjs'], {
  cwd: repoDir,
  stdio: 'inherit',
  env: { ...process.env, PORTAL_DIST: portalDist },
});

const all = [];
all.push(...(await measure('PGlite', null, portalDist)));
if (!flag('--pglite-only') && (await answers(5432))) {
  all.push(...(await withPostgresDatabase((url) => measure('PostgreSQL', url, portalDist))));
} else if (!flag('--pglite-only')) {
  console.log('\n(no PostgreSQL on 127.0.0.1:5432: measured on PGlite only)');
}
const over = all.filter(([, , ok]) => !ok).length;
console.log(`\n${all.length - over} ok, ${over} over`);
