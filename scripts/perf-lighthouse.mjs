// Lighthouse for `npm run perf`: the mobile preset in Debian's Chromium on /login cold and on every role's signed-in
// pages (scripts/perf-pages.mjs), each page's figures printed, and their budget lines.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';
import { roles } from './perf-pages.mjs';
import { budget, flag, kib, ms, option } from './perf-settings.mjs';

const demoPassword = 'Portal#2026'; // mock-server/src/seed.ts
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

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
 * Lighthouse's CPU slowdown (`--cpu-slowdown N`; its default, 4, when absent): at 8 a host measures about as one of
 * half its speed does at 4, so a fast hour can show what a slow one would.
 */
const cpuSlowdown = Number(option('--cpu-slowdown', '4')) || 4;

/** Runs of each page (`--runs N`). */
const runCount = Math.max(1, Number(option('--runs', '1')) || 1);

/**
 * Lighthouse on one page `--runs` times (default 1), its figures those of the median run as Lighthouse picks it (the
 * run nearest the median FCP and time to interactive), with the range of the runs' scores and TBTs: on this machine
 * one page's TBT moved 592–1,193 ms between single runs of one build, so a budget read from one run says little.
 */
async function audit(browser, chromePort, url, session) {
  const runs = [];
  for (let run = 0; run < runCount; run++) runs.push(await auditRetried(browser, chromePort, url, session));
  const median = computeMedianRun(runs);
  const scores = runs.map(scoreOf);
  const tbts = runs.map((lhr) => lhr.audits['total-blocking-time'].numericValue);
  const indexes = runs.map(benchmarkIndexOf);
  return {
    ...figuresOf(median),
    spread:
      runs.length > 1
        ? {
            scores: [Math.min(...scores), Math.max(...scores)],
            tbtMs: [Math.min(...tbts), Math.max(...tbts)],
            benchmarkIndexes: [Math.min(...indexes), Math.max(...indexes)],
          }
        : null,
  };
}

/**
 * Lighthouse on one page, run again once when Lighthouse itself fails to record it (a trace without a navigation
 * start, NO_NAVSTART, happens now and then on a loaded machine and ended the whole run).
 */
async function auditRetried(browser, chromePort, url, session) {
  try {
    return await auditOnce(browser, chromePort, url, session);
  } catch (error) {
    if (!(error instanceof LighthouseRunError)) throw error;
    console.log(`    (${error.message}: measuring again)`);
    return auditOnce(browser, chromePort, url, session);
  }
}

const scoreOf = (lhr) => Math.round(lhr.categories.performance.score * 100);
/**
 * Lighthouse's measure of the host's CPU (its BenchmarkIndex, the report's "CPU/Memory Power"): simulated throttling
 * multiplies the tasks it observed by 4 whatever the host, so a score is only comparable at a like index. Lighthouse
 * calls a host under 1,000 underpowered for its default 4× (docs/throttling.md); this machine's moves with its hour.
 */
const benchmarkIndexOf = (lhr) => Math.round(lhr.environment.benchmarkIndex);

class LighthouseRunError extends Error {}

/** Lighthouse (default config: the mobile preset, simulated throttling) on one page, performance only: its report. */
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
      ...(cpuSlowdown !== 4 && { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    },
    undefined,
    page,
  );
  await page.close();
  const lhr = result.lhr;
  if (lhr.runtimeError)
    throw new LighthouseRunError(`${url}: ${lhr.runtimeError.code ?? lhr.runtimeError.message}`);
  return lhr;
}

/** What the output prints of one report. */
function figuresOf(lhr) {
  const requests = lhr.audits['network-requests'].details.items;
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  return {
    finalPath,
    score: scoreOf(lhr),
    benchmarkIndex: benchmarkIndexOf(lhr),
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
    `  ${''.padEnd(44)} script ${kib(figures.scriptBytes)} in ${figures.scripts} files, script evaluation ${ms(figures.scriptEvaluationMs)}, main-thread work ${ms(figures.mainThreadMs)}, host benchmark index ${figures.benchmarkIndex}`,
  );
  if (figures.spread)
    console.log(
      `  ${''.padEnd(44)} median of ${runCount} runs: perf ${figures.spread.scores.join('–')}, TBT ${figures.spread.tbtMs.map(ms).join('–')}, benchmark index ${figures.spread.benchmarkIndexes.join('–')}`,
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

/** Lighthouse on /login, cold: its figures printed, its budget lines. */
async function auditLogin(browser, chromePort, origin) {
  const login = await audit(browser, chromePort, `${origin}/login`, null);
  printPage('/login (cold)', login);
  const b = budget.login;
  return [
    [`/login performance ≥ ${b.score}`, login.score, login.score >= b.score],
    [`/login LCP ≤ ${b.lcpMs} ms`, ms(login.lcpMs), login.lcpMs <= b.lcpMs],
    [`/login TBT ≤ ${b.tbtMs} ms`, ms(login.tbtMs), login.tbtMs <= b.tbtMs],
    [`/login CLS = 0`, login.cls.toFixed(3), login.cls <= b.cls],
    [`/login transferred ≤ 150 KB`, kib(login.bytes), login.bytes <= b.bytes],
    [`/login requests ≤ ${b.requests}`, login.requests, login.requests <= b.requests],
  ];
}

/** Lighthouse on /login cold and on every signed-in page; returns the budget lines. */
export async function runLighthouse(origin) {
  const lines = [];
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const only = option('--page', '').split(',').filter(Boolean);
    // Pages named with --page are measured alone, without /login.
    if (only.length === 0 || only.includes('/login'))
      lines.push(...(await auditLogin(browser, chrome.port, origin)));
    if (flag('--only-login')) return lines;
    for (const account of roles) {
      const session = await signIn(origin, account);
      for (const pagePath of account.pages.filter((p) => only.length === 0 || only.includes(p))) {
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
