// `npm test`: every check of every workspace, in order, from a fresh clone.
// Runs all steps even after a failure (so one run shows everything), then prints a summary and the closing line
// "N passed, N failed" counted from the test runners' JSON reports. Exit code 1 when any step failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const only = process.env.TEST_ONLY?.split(',').filter(Boolean);
const results = [];

function pkgScripts(dir) {
  const file = path.join(root, dir, 'package.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')).scripts ?? {}) : {};
}

function run(name, command, args, { cwd = root, env = {}, report } = {}) {
  if (only && !only.includes(name)) return;
  console.log(
    `\n━━ ${name}: ${[command, ...args].join(' ')}${cwd === root ? '' : `  (in ${path.relative(root, cwd)})`}`,
  );
  const started = Date.now();
  const res = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = res.status === 0;
  results.push({ name, ok, seconds, report });
  console.log(`━━ ${name}: ${ok ? 'ok' : `FAILED (exit ${res.status ?? res.signal})`} in ${seconds} s`);
}

/** A vitest step writing a JSON report that the summary counts. */
function vitest(name, workspaceDir, script = 'test', env = {}) {
  if (!pkgScripts(workspaceDir)[script]) return;
  const report = path.join(reports, `${name}.json`);
  run(
    name,
    'npm',
    ['run', script, '--silent', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      cwd: path.join(root, workspaceDir),
      env,
      report,
    },
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
}

// 1. Static checks.
run('lint', 'npx', ['biome', 'ci', '.']);
run('contract lint', 'node', ['scripts/lint-contract.mjs']);
run('generated code', 'node', ['sdk/scripts/generate.mjs', '--check']);
if (pkgScripts('portal')['check:generated']) {
  run('generated route tree', 'npm', ['run', 'check:generated', '--silent'], {
    cwd: path.join(root, 'portal'),
  });
}
for (const ws of ['openapi', 'sdk', 'ui', 'portal', 'mock-server', 'tests']) {
  if (pkgScripts(ws).typecheck)
    run(`typecheck ${ws}`, 'npm', ['run', 'typecheck', '--silent'], { cwd: path.join(root, ws) });
}

// 2. Tests.
vitest('contract tests', 'openapi');
vitest('sdk tests', 'sdk');
vitest('server tests (PGlite)', 'mock-server');
if (pkgScripts('mock-server')['test:pg']) {
  if (process.env.DATABASE_URL || (await portOpen(5432)))
    vitest('server tests (PostgreSQL)', 'mock-server', 'test:pg');
  else
    console.log(
      '\n━━ server tests (PostgreSQL): no server answers on 127.0.0.1:5432 and DATABASE_URL is unset: not run',
    );
}
vitest('portal unit tests', 'portal');
vitest('storybook tests', 'ui');
if (pkgScripts('tests')['test:e2e']) {
  const report = path.join(reports, 'e2e.json');
  run('end to end', 'npm', ['run', 'test:e2e', '--silent'], {
    cwd: path.join(root, 'tests'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    report,
  });
}

// 3. Summary.
let passed = 0;
let failed = 0;
let skipped = 0;
for (const r of results) {
  if (!r.report || !fs.existsSync(r.report)) continue;
  const json = JSON.parse(fs.readFileSync(r.report, 'utf8'));
  if ('numPassedTests' in json) {
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  } else if (json.stats) {
    passed += json.stats.expected ?? 0;
    failed += (json.stats.unexpected ?? 0) + (json.stats.flaky ?? 0);
    skipped += json.stats.skipped ?? 0;
  }
}
console.log('\n━━ summary');
for (const r of results) console.log(`  ${r.ok ? 'ok    ' : 'FAILED'} ${r.name} (${r.seconds} s)`);
const failedSteps = results.filter((r) => !r.ok);
if (failedSteps.length > 0 && failed === 0) failed = failedSteps.length; // a failing non-test step counts as a failure
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps.length > 0 ? 1 : 0);
