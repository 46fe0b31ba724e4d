// `npm run bench:server`: the server's speed against its budget, in one run on loopback with autocannon.
//   1. starts the portal server exactly as `npm start` does (node, its flags, the bundled dist/server.mjs) on an empty
//      PGlite data folder (migrations and seed: the first start, for
//      information), stops it, and starts it again on that data: process start → first answer is the start time;
//   2. loads an authenticated GET /api/property/{id} (the owner's own property, the same URL every time: the realistic
//      mix over every id is `npm run bench:reads`), then reads the server's memory (RSS);
//   3. loads a bare Fastify hello-world and Prism mocking the same operation from the bundled contract;
//   4. prints requests per second, p99 latency, the ratios, start time and memory with PASS/FAIL per budget, and
//      exits 1 when a budget is missed (or a target answered anything but 2xx, which would make the figure void).
//      Each target's CPU time per request is printed too: on a machine busy with other work, requests per second
//      drift with the load while CPU per request stays closer to the truth.
// Each target runs alone in its own process (the machine has few cores). BENCH_DURATION (seconds, default 10) and
// BENCH_CONNECTIONS (default 10) change the load.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { buildServer, startCommand } from '../scripts/build-server.mjs';
import { ensureBundledContract, repoDir } from '../src/contract.ts';
import { demoPassword } from '../src/seed.ts';
import { freePort } from '../test/helpers/ports.ts';
import { cpuMs } from './proc.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const budgets = { ofHelloWorld: 0.3, timesPrism: 10, startMs: 3000, rssMb: 300 };

const children = new Set<ChildProcess>();
function stopAllOnExit() {
  for (const child of children) child.kill('SIGKILL');
}
process.on('exit', stopAllOnExit);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAllOnExit();
    process.exit(130);
  });
}

interface Started {
  child: ChildProcess;
  /** Process start → first successful answer, in ms. */
  startMs: number;
  output: () => string;
}

/** Spawns a process and polls `readyUrl` every 10 ms until it answers 2xx. */
async function start(
  label: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  readyUrl: string,
  headers: Record<string, string> = {},
): Promise<Started> {
  let output = '';
  const began = performance.now();
  const child = spawn(command, args, { cwd: serverDir, env: { ...process.env, ...env }, stdio: 'pipe' });
  children.add(child);
  // Drained so a chatty child never blocks on a full pipe; kept for the error message.
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = began + 300_000;
  while (performance.now() < deadline) {
    if (exited) throw new Error(`${label} exited before answering:\n${output}`);
    try {
      const res = await fetch(readyUrl, { headers });
      await res.arrayBuffer();
      if (res.ok) return { child, startMs: performance.now() - began, output: () => output };
    } catch {
      // not listening yet
    }
    await delay(10);
  }
  throw new Error(`${label} did not answer ${readyUrl} within 300 s:\n${output}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    children.delete(child);
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

/** Resident memory of a process in MB (Linux /proc; ps elsewhere). */
function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
    if (kb > 0) return kb / 1024;
  } catch {
    // not Linux
  }
  throw new Error(`cannot read the memory of process ${pid}`);
}

interface Measured {
  result: Result;
  /** The target process's CPU time per answered request, in ms: a figure a busy machine distorts less. */
  cpuPerRequest: number;
}

async function load(
  label: string,
  url: string,
  pid: number,
  headers: Record<string, string> = {},
): Promise<Measured> {
  process.stdout.write(`  loading ${label} for ${duration} s (after a 2 s warm-up)…\n`);
  await autocannon({ url, connections, duration: 2, headers });
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections, duration, headers });
  const cpu = cpuMs(pid) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts: the figure would be void`,
    );
  }
  return { result, cpuPerRequest: cpu / Math.max(1, result.requests.total) };
}

function pidOf(started: Started): number {
  const pid = started.child.pid;
  if (pid === undefined) throw new Error('a child process has no pid');
  return pid;
}

async function json(res: Response): Promise<unknown> {
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

function field(value: unknown, ...keys: (string | number)[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

async function main() {
  const bundle = ensureBundledContract();
  const tsx = ['--import', 'tsx'];
  // As `npm start` runs it: the bundle built first, then node with the start script's flags.
  await buildServer();
  const serverArgs = startCommand();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const serverEnv = (port: number) => ({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG: '0',
    NODE_ENV: 'development',
    SEED: '1',
  });
  console.log(
    `Server benchmark: autocannon, ${connections} connections, ${duration} s per target, loopback. ` +
      `Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(2)}.`,
  );

  try {
    // 1. The portal server: first start (migrations + seed), then the start that is timed.
    let port = await freePort();
    const first = await start(
      'the portal server (first start)',
      process.execPath,
      serverArgs,
      serverEnv(port),
      `http://127.0.0.1:${port}/api/health`,
    );
    await stop(first.child);
    port = await freePort();
    const server = await start(
      'the portal server',
      process.execPath,
      serverArgs,
      serverEnv(port),
      `http://127.0.0.1:${port}/api/health`,
    );
    const api = `http://127.0.0.1:${port}/api`;

    // 2. An owner's token and one of their properties.
    const signIn = await json(
      await fetch(`${api}/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'owner', password: demoPassword, portal: 'residential' }),
      }),
    );
    const token = field(signIn, 'token');
    const userId = field(signIn, 'user', 'id');
    if (typeof token !== 'string' || typeof userId !== 'number') throw new Error('sign-in gave no token');
    const auth = { authorization: `Bearer ${token}` };
    const owned = await json(await fetch(`${api}/property/owner/${userId}`, { headers: auth }));
    const propertyId = field(owned, 0, 'id');
    if (typeof propertyId !== 'number') throw new Error('the owner has no property to read');
    const propertyUrl = `${api}/property/${propertyId}`;
    await json(await fetch(propertyUrl, { headers: auth }));

    const portal = await load(`GET /api/property/${propertyId} as owner`, propertyUrl, pidOf(server), auth);
    const memory = rssMb(pidOf(server));
    await stop(server.child);

    // 3. A bare Fastify hello-world.
    port = await freePort();
    const hello = await start(
      'the hello-world server',
      process.execPath,
      [...tsx, 'bench/hello-world.ts'],
      { PORT: String(port) },
      `http://127.0.0.1:${port}/`,
    );
    const bare = await load('a bare Fastify hello-world', `http://127.0.0.1:${port}/`, pidOf(hello));
    await stop(hello.child);

    // 4. Prism mocking the same operation (it checks that a bearer token is present).
    port = await freePort();
    const prismUrl = `http://127.0.0.1:${port}/property/${propertyId}`;
    const prism = await start(
      'Prism',
      path.join(repoDir, 'node_modules', '.bin', 'prism'),
      ['mock', bundle, '--host', '127.0.0.1', '--port', String(port)],
      {},
      prismUrl,
      auth,
    );
    const mocked = await load(`Prism GET /property/${propertyId}`, prismUrl, pidOf(prism), auth);
    await stop(prism.child);

    // 5. Figures and budgets.
    const rows: [string, Measured][] = [
      [`portal server GET /api/property/{id}`, portal],
      ['bare Fastify hello-world', bare],
      ['Prism mock GET /property/{id}', mocked],
    ];
    console.log(
      `\n${'target'.padEnd(40)}${'req/s'.padStart(10)}${'p99 ms'.padStart(10)}${'requests'.padStart(12)}${'CPU ms/req'.padStart(12)}`,
    );
    for (const [name, { result: r, cpuPerRequest }] of rows) {
      console.log(
        `${name.padEnd(40)}${r.requests.average.toFixed(0).padStart(10)}${r.latency.p99.toFixed(1).padStart(10)}` +
          `${String(r.requests.total).padStart(12)}${cpuPerRequest.toFixed(3).padStart(12)}`,
      );
    }
    const ofHello = portal.result.requests.average / bare.result.requests.average;
    const timesPrism = portal.result.requests.average / mocked.result.requests.average;
    const checks: [string, boolean][] = [
      [
        `server / hello-world: ${ofHello.toFixed(2)} (budget at least ${budgets.ofHelloWorld})`,
        ofHello >= budgets.ofHelloWorld,
      ],
      [
        `server / Prism: ${timesPrism.toFixed(1)}× (budget at least ${budgets.timesPrism}×)`,
        timesPrism >= budgets.timesPrism,
      ],
      [
        `start, process start to first answer (PGlite, seeded data folder): ${server.startMs.toFixed(0)} ms (budget under ${budgets.startMs} ms)`,
        server.startMs < budgets.startMs,
      ],
      [
        `memory, server RSS after the run: ${memory.toFixed(0)} MB (budget under ${budgets.rssMb} MB)`,
        memory < budgets.rssMb,
      ],
    ];
    console.log(`\nportal server p99 latency: ${portal.result.latency.p99.toFixed(1)} ms`);
    console.log(
      `by CPU time per request (less sensitive to other load on the machine): server / hello-world ${(bare.cpuPerRequest / portal.cpuPerRequest).toFixed(2)}, server / Prism ${(mocked.cpuPerRequest / portal.cpuPerRequest).toFixed(1)}×`,
    );
    console.log(
      `first start on an empty data folder (migrations and seed, not budgeted): ${first.startMs.toFixed(0)} ms`,
    );
    for (const [text, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
    const failed = checks.filter(([, ok]) => !ok).length;
    console.log(failed === 0 ? '\nAll budgets met.' : `\n${failed} budget(s) missed.`);
    process.exitCode = failed === 0 ? 0 : 1;
  } finally {
    for (const child of [...children]) await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
