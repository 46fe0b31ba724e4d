// The server side of `npm run perf`: a free port, starting the bundled server as `npm start` runs it and stopping it,
// its resident memory, a throwaway PostgreSQL database, and the server's own benchmarks (the read mix and
// announcements) turned into budget lines.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startCommand } from '../mock-server/scripts/build-server.mjs';
import { kb, npm, repoDir, seedScale } from './perf-settings.mjs';

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

export function answers(port, host = '127.0.0.1') {
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
export async function startServer({ databaseUrl, portalDist }) {
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
export function residentBytes(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) * kb : Number.NaN;
}

/** The server's read-mix benchmark (mock-server/bench/reads.ts, `bench:reads`), when this tree has it. */
export function runReadMix(databaseUrl) {
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
export function runAnnouncementsBench(databaseUrl) {
  return runServerBench('announcements', 'bench:announcements', databaseUrl, ['--scale', String(seedScale)]);
}

/**
 * The audit trail at the scale seed's size with a trail of 100,000 events (mock-server/bench/audit-writes.ts): what
 * writing the event adds to a write's median (at most 10 %, one client and 25 in the load's mix) and GET /audit's
 * pages (p99 under 50 ms); each of its `ok`/`over` lines is a budget.
 */
export function runAuditBench(databaseUrl) {
  return runServerBench('audit', 'bench:audit', databaseUrl, ['--scale', String(seedScale), '--audit-pages']);
}

/**
 * The service requests' staff board at the scale seed's size (mock-server/bench/board.ts: a request per scaled unit):
 * its first page and its counts, p99 under 50 ms each.
 */
export function runBoardBench(databaseUrl) {
  return runServerBench('board', 'bench:board', databaseUrl, ['--scale', String(seedScale)]);
}

/** A server benchmark that prints its budgets as `name: value ok|over` lines (its summary line left out). */
function runServerBench(label, script, databaseUrl, args) {
  const result = spawnSync(
    npm,
    [
      'run',
      '--silent',
      script,
      '-w',
      '@portal/server',
      '--',
      '--database',
      databaseUrl ? 'postgres' : 'pglite',
      ...args,
    ],
    { cwd: repoDir, env: process.env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  process.stdout.write(result.stdout ?? '');
  const lines = (result.stdout ?? '')
    .split('\n')
    .filter((line) => / (ok|over)$/.test(line) && !/ budgets on \S+: (ok|over)$/.test(line))
    .map((line) => {
      // `name: value ok`, or `name   value ok` (a table's row).
      const [name, value] = line.replace(/ (ok|over)$/, '').split(/: |\s{2,}/);
      return [`${label}: ${name.trim()}`, value ?? '', line.endsWith(' ok')];
    });
  if (lines.length === 0) return [[`${label} (${script})`, `failed with code ${result.status}`, false]];
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

export async function withPostgresDatabase(run) {
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
