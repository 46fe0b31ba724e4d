// `npm test`: every check of every workspace, from a fresh clone.
// Runs all steps even after a failure (so one run shows everything), then prints a summary and the closing line
// "N passed, N failed" counted from the test runners' JSON reports. Exit code 1 when any step failed.
// Steps of a phase run two at a time (two cores); each step's output is printed whole when it ends, so parallel
// steps never interleave. A step whose workspace script is missing fails: a renamed script must not silently skip.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const only = process.env.TEST_ONLY?.split(',').filter(Boolean);
/** Whether the step `name` runs: every step, or those TEST_ONLY names. */
const selected = (name) => !only || only.includes(name);
const results = [];

function pkgScripts(dir) {
  const file = path.join(root, dir, 'package.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')).scripts ?? {}) : {};
}

const parallel = Number(process.env.TEST_PARALLEL ?? 2);
/**
 * The longest a step may run (TEST_STEP_MINUTES, 50: the slowest, end to end, has taken 12 to 28 minutes on this
 * machine; the steps before it 25 at most, so a hung step still ends inside CI's 90): a step that hangs is stopped,
 * with everything it started, and fails naming the limit, so the run still ends with its summary.
 */
const stepLimitMs = Number(process.env.TEST_STEP_MINUTES ?? 50) * 60_000;
let phase = [];
/** The steps running now, each its own process group: stopped with this run when it is interrupted. */
const running = new Set();
function stopGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) stopGroup(child, 'SIGTERM');
    process.exit(130);
  });
}

/** Queues a step of the current phase; `await phaseDone()` runs the queued steps, `parallel` at a time. */
function run(name, command, args, { cwd = root, env = {}, report, alone = false } = {}) {
  if (!selected(name)) return;
  phase.push({ name, command, args, cwd, env, report, alone });
}

/** A step that cannot run because what it calls is missing: a failure, never a silent skip. */
function missing(name, why) {
  if (!selected(name)) return;
  console.log(`\n━━ ${name}: FAILED (${why})`);
  results.push({ name, ok: false, seconds: '0.0', why });
}

function execute({ name, command, args, cwd, env, report }) {
  const title = `${[command, ...args].join(' ')}${cwd === root ? '' : `  (in ${path.relative(root, cwd)})`}`;
  if (parallel === 1) console.log(`\n━━ ${name}: ${title}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: parallel === 1 ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a step stopped at its limit takes its servers and browsers with it.
      detached: true,
    });
    running.add(child);
    let overLimit = false;
    const limit = setTimeout(() => {
      overLimit = true;
      stopGroup(child, 'SIGTERM');
      setTimeout(() => stopGroup(child, 'SIGKILL'), 10_000).unref();
    }, stepLimitMs);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      clearTimeout(limit);
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0 && !overLimit;
      const why = overLimit ? `stopped after ${stepLimitMs / 60_000} minutes` : `exit ${code ?? signal}`;
      if (parallel !== 1) process.stdout.write(`\n━━ ${name}: ${title}\n${Buffer.concat(output).toString()}`);
      console.log(`━━ ${name}: ${ok ? 'ok' : `FAILED (${why})`} in ${seconds} s`);
      results.push({ name, ok, seconds, report, ...(overLimit && { why }) });
      resolve();
    });
  });
}

async function phaseDone() {
  const queue = phase;
  phase = [];
  const together = queue.filter((s) => !s.alone);
  const workers = Array.from({ length: Math.min(parallel, together.length) }, async () => {
    for (let step = together.shift(); step; step = together.shift()) await execute(step);
  });
  await Promise.all(workers);
  for (const step of queue.filter((s) => s.alone)) await execute(step);
}

/** A vitest step writing a JSON report that the summary counts. */
function vitest(name, workspaceDir, script = 'test', env = {}, { alone = false } = {}) {
  if (!pkgScripts(workspaceDir)[script])
    return missing(name, `${workspaceDir}/package.json has no "${script}" script`);
  const report = path.join(reports, `${name}.json`);
  run(
    name,
    'npm',
    ['run', script, '--silent', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: path.join(root, workspaceDir), env, report, alone },
  );
}

function portOpen(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host, timeout: 1000 });
    const answer = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}

// 0. Debian's Chromium for every browser test (nothing downloads a browser).
if (!fs.existsSync('/usr/bin/chromium')) {
  run('install chromium', 'bash', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
  ]);
  await phaseDone();
}

// 1. Static checks.
run('lint', 'npx', ['biome', 'ci', '.']);
run('contract lint', 'node', ['scripts/lint-contract.mjs']);
run('generated code', 'node', ['sdk/scripts/generate.mjs', '--check']);
run('docs links', 'node', ['scripts/check-doc-links.mjs']);
// Every change since the last released contract (openapi/releases), classed; a breaking one without a new major fails.
run('contract diff', 'npx', ['tsx', 'openapi/diff/cli.ts']);
run('migrations expand-only', 'npm', ['run', 'check:migrations', '--silent', '-w', '@portal/server']);
if (pkgScripts('portal')['check:generated'])
  run('generated route tree', 'npm', ['run', 'check:generated', '--silent'], {
    cwd: path.join(root, 'portal'),
  });
else missing('generated route tree', 'portal/package.json has no "check:generated" script');
for (const ws of ['openapi', 'sdk', 'ui', 'portal', 'mock-server', 'tests']) {
  if (pkgScripts(ws).typecheck)
    run(`typecheck ${ws}`, 'npm', ['run', 'typecheck', '--silent'], { cwd: path.join(root, ws) });
  else missing(`typecheck ${ws}`, `${ws}/package.json has no "typecheck" script`);
}
await phaseDone();

// 2. Tests: unit and server suites two at a time, then the browser suites one at a time (each uses both cores).
vitest('contract tests', 'openapi');
vitest('sdk tests', 'sdk');
vitest('portal unit tests', 'portal');
const onPostgresToo = Boolean(process.env.DATABASE_URL) || (await portOpen(5432));
// The two server suites run side by side, one worker each, and the PostgreSQL one ends first (299 s against 383 s in a
// CI rehearsal): a test that uses no database (`npm run dev`'s, 42 s) runs in that one alone when it runs, not in both.
const postgresSuite = 'server tests (PostgreSQL)';
const postgresSuiteRuns = onPostgresToo && selected(postgresSuite);
vitest(
  'server tests (PGlite)',
  'mock-server',
  'test',
  postgresSuiteRuns ? { DATABASE_FREE_TESTS_IN: 'postgres' } : {},
);
if (onPostgresToo) vitest(postgresSuite, 'mock-server', 'test:pg');
else
  console.log(
    `\n━━ ${postgresSuite}: no server answers on 127.0.0.1:5432 and DATABASE_URL is unset: not run`,
  );
// The story tests (play functions and axe), each story's screenshot compared with its baseline in the same run
// (`npm run test:visual` runs the same alone; `-- --update` accepts new images).
vitest('storybook tests', 'ui', 'test', { VISUAL: '1', VISUAL_ALL: '1' }, { alone: true });
// The component library's render budget: every ui story mounted alone in React's profiling build, printed ok or over.
vitest('render budget', 'ui', 'test:render', {}, { alone: true });
if (pkgScripts('tests')['test:e2e']) {
  const report = path.join(reports, 'e2e.json');
  run('end to end', 'npm', ['run', 'test:e2e', '--silent'], {
    cwd: path.join(root, 'tests'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    report,
    alone: true,
  });
} else missing('end to end', 'tests/package.json has no "test:e2e" script');
// After the end-to-end step's build: what the app's entry loads stays within its budget (a route's search check that
// imports a view pulls the table library into every page's first download).
if (pkgScripts('portal').size) {
  run('bundle size', 'npm', ['run', 'size', '--silent'], { cwd: path.join(root, 'portal'), alone: true });
} else missing('bundle size', 'portal/package.json has no "size" script');
// The installable packages as an outside team installs them: both tarballs packed, installed into a scratch Vite +
// React + TypeScript project (from the npm registry, or its cache), type-checked, built, and its calls run against a
// server the script starts on a free port. Alone and last: packing rewrites sdk's and ui's package.json for a moment.
run('installable packages', 'node', ['scripts/package/check-install.mjs'], { alone: true });
await phaseDone();

// 3. Summary.
let passed = 0;
let failed = 0;
let skipped = 0;
/** Every failing (and, with retries, flaky) test by name: the summary is the end of the log a CI shows. */
const failedTests = [];
const flakyTests = [];
let visualReview = false;
/** A failure message's first line, shortened: enough to tell a timeout from a wrong value. */
const firstLine = (message) => String(message).split('\n')[0].slice(0, 240);
function playwrightSpecs(suite, file, out) {
  for (const spec of suite.specs ?? [])
    out.push({ title: `${file} › ${spec.title}`, tests: spec.tests ?? [] });
  for (const child of suite.suites ?? []) playwrightSpecs(child, file, out);
  return out;
}
for (const r of results) {
  if (!r.report || !fs.existsSync(r.report)) continue;
  const json = JSON.parse(fs.readFileSync(r.report, 'utf8'));
  if ('numPassedTests' in json) {
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    for (const file of json.testResults ?? []) {
      const where = path.relative(root, file.name ?? '');
      for (const test of file.assertionResults ?? []) {
        const messages = test.failureMessages ?? [];
        const name = `${r.name}: ${where} › ${test.fullName ?? test.title}`;
        // Passed on its retry (CI retries the story tests once): what the failed attempt said, for the next look.
        if (test.status === 'passed' && messages.length > 0) {
          flakyTests.push(`${name}: ${firstLine(messages[0])}`);
          continue;
        }
        if (test.status !== 'failed') continue;
        failedTests.push(name);
        const lines = messages.join('\n').split('\n');
        // A screenshot that differs from its baseline: the story, the baseline file and the review page.
        const visual = lines.filter((line) => /^(Error: )?Visual: /.test(line));
        for (const line of visual) failedTests.push(`    ${line.replace(/^Error: /, '')}`);
        if (visual.length > 0) visualReview = true;
        // Any other failure: its first line (the whole message is in the step's log above).
        else if (messages.length > 0) failedTests.push(`    ${firstLine(messages[0])}`);
      }
      if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') {
        failedTests.push(`${r.name}: ${where} (${(file.message ?? 'failed to run').split('\n')[0]})`);
      }
    }
  } else if (json.stats) {
    passed += json.stats.expected ?? 0;
    failed += json.stats.unexpected ?? 0;
    skipped += json.stats.skipped ?? 0;
    for (const suite of json.suites ?? []) {
      for (const spec of playwrightSpecs(suite, suite.file ?? suite.title, [])) {
        for (const test of spec.tests) {
          const name = `${r.name}: ${spec.title}${test.projectName ? ` [${test.projectName}]` : ''}`;
          if (test.status === 'unexpected') failedTests.push(name);
          if (test.status === 'flaky') flakyTests.push(name);
        }
      }
    }
  }
}
console.log('\n━━ summary');
for (const r of results)
  console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.name} (${r.seconds} s${r.why ? `, ${r.why}` : ''})`);
if (failedTests.length > 0)
  console.log(`\nFailed:\n${failedTests.map((t) => (t.startsWith(' ') ? t : `  ✘ ${t}`)).join('\n')}`);
if (visualReview)
  console.log(
    `\nScreenshots that differ: review ${path.relative(process.cwd(), path.join(reports, 'visual', 'index.html'))} (baseline, new, diff); a meant change: \`npm run test:visual -- --update <story file>\``,
  );
if (flakyTests.length > 0) {
  console.log(`\nFlaky (failed, then passed on its retry):\n${flakyTests.map((t) => `  ! ${t}`).join('\n')}`);
}
const failedSteps = results.filter((r) => !r.ok);
if (failedSteps.length > 0 && failed === 0) failed = failedSteps.length; // a failing non-test step counts as a failure
const flaky = flakyTests.length > 0 ? `, ${flakyTests.length} flaky` : '';
console.log(`\n${passed} passed, ${failed} failed${flaky}${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps.length > 0 ? 1 : 0);
