// `npm run dev` (scripts/dev.mjs): one origin serving the portal through Vite's dev server and proxying /api and
// /dev to the server with reload (or, with --mock, /api to Prism without the /api prefix); stopping the command
// (SIGTERM, or SIGINT as Ctrl-C sends) leaves no process behind. Runs the real command on free ports and a
// throwaway data folder; reads the process tree from /proc (Linux).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './helpers/ports.ts';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Every live process, with its parent and command line (from /proc). */
function processTable(): { pid: number; ppid: number; cmd: string }[] {
  const table = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after its last ')'.
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state === 'Z') continue;
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ').trim();
      table.push({ pid: Number(entry), ppid: Number(ppid), cmd });
    } catch {
      // Exited while being read.
    }
  }
  return table;
}

/** The process and everything under it. */
function processTree(pid: number): { pid: number; cmd: string }[] {
  const table = processTable();
  const tree = table.filter((p) => p.pid === pid);
  for (const parent of tree) tree.push(...table.filter((p) => p.ppid === parent.pid));
  return tree.map(({ pid, cmd }) => ({ pid, cmd }));
}

function alive(pid: number): boolean {
  const table = processTable();
  return table.some((p) => p.pid === pid);
}

const started: { child: ChildProcess; pids: number[] }[] = [];
const tempDirs: string[] = [];

afterAll(() => {
  // Whatever a failed test left running.
  for (const { child, pids } of started) {
    for (const target of [-(child.pid ?? 0), ...pids.map((pid) => -pid), ...pids]) {
      try {
        process.kill(target, 'SIGKILL');
      } catch {
        // Gone.
      }
    }
  }
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts `node scripts/dev.mjs ...args` and resolves when it has printed the URL to open. */
async function startDev(args: string[]): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dev-test-'));
  tempDirs.push(dataDir);
  // The environment of a terminal, not of this test run.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  for (const key of Object.keys(env)) if (key === 'NODE_ENV' || key.startsWith('VITEST')) delete env[key];
  delete env.PORT;
  const child = spawn(process.execPath, [path.join(repoDir, 'scripts', 'dev.mjs'), ...args], {
    cwd: repoDir,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run = { child, pids: [] as number[] };
  started.push(run);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /^ {2}Open (http:\/\/\S+)$/m.exec(output)?.[1];
      if (match && output.includes('Ctrl-C stops everything.')) {
        clearInterval(timer);
        resolve(match);
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`npm run dev exited (${child.exitCode}):\n${output.slice(-3000)}`));
      }
    }, 200);
  });
  run.pids = processTree(child.pid ?? 0).map((p) => p.pid);
  return { child, url, output: () => output };
}

/** Sends `signal` to the command alone (not its children) and waits for it and everything it started to end. */
async function stopDev(child: ChildProcess, signal: NodeJS.Signals): Promise<{ ms: number; left: string[] }> {
  const tree = processTree(child.pid ?? 0);
  const begun = Date.now();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
  const deadline = Date.now() + 10_000;
  while (tree.some((p) => alive(p.pid)) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  return {
    ms: Date.now() - begun,
    left: tree.filter((p) => alive(p.pid)).map((p) => `${p.pid} ${p.cmd}`),
  };
}

/** Proof that `/` is Vite's dev server and not the built portal: the dev client and the source entry module. */
async function expectViteDevPage(url: string) {
  const response = await fetch(`${url}/`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('<script type="module" src="/@vite/client"></script>');
  expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
  expect(html).not.toContain('/assets/');
  // The entry module is transformed on request (React Refresh), as only the dev server does.
  const entry = await fetch(`${url}/src/main.tsx`);
  expect(entry.status).toBe(200);
  expect(await entry.text()).toContain('createRoot');
}

/**
 * The command uses no database of the suite's: run by one suite when `npm test` runs both (DATABASE_FREE_TESTS_IN
 * names it), by each when run alone.
 */
const suite = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
const inThisSuite = [undefined, suite].includes(process.env.DATABASE_FREE_TESTS_IN);

describe.skipIf(process.platform !== 'linux' || !inThisSuite)('npm run dev', () => {
  it('serves the portal through Vite and the seeded server behind /api and /dev on one origin, and stops both on SIGTERM', async () => {
    const [port, apiPort] = [await freePort(), await freePort()];
    const { child, url, output } = await startDev(['--port', String(port), '--api-port', String(apiPort)]);
    expect(url).toBe(`http://127.0.0.1:${port}`);
    // The hint names the seeded demo accounts and their password.
    expect(output()).toMatch(/Demo accounts \(listed above\): superadmin, admin, owner, .*; password \S+/);

    const tree = processTree(child.pid ?? 0);
    expect(tree.some((p) => p.cmd.includes('src/server.ts'))).toBe(true);

    await expectViteDevPage(url);
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });
    // The seeded server: a demo account signs in through the portal's origin.
    const password = /^ {2}Demo accounts \(listed above\): .*; password (\S+)$/m.exec(output())?.[1];
    const auth = await fetch(`${url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password, portal: 'residential' }),
    });
    expect(auth.status).toBe(200);
    const mailbox = await fetch(`${url}/dev/mailbox`);
    expect(mailbox.status).toBe(200);
    expect(await mailbox.text()).toContain('<h1>Development mailbox</h1>');
    // A deep link of the portal is Vite's index.html too (not the server's).
    const deepLink = await fetch(`${url}/admin/properties`, { headers: { accept: 'text/html' } });
    expect(await deepLink.text()).toContain('/@vite/client');

    const stopped = await stopDev(child, 'SIGTERM');
    expect(stopped.left).toEqual([]);
    expect(child.exitCode).toBe(0);
    expect(stopped.ms).toBeLessThan(8000);
    await expect(fetch(`${url}/`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${apiPort}/api/health`)).rejects.toThrow();
  }, 120_000);

  it('--mock: the same portal with /api answered by Prism from the contract, and Ctrl-C stops both', async () => {
    const [port, apiPort] = [await freePort(), await freePort()];
    const { child, url } = await startDev(['--mock', '--port', String(port), '--api-port', String(apiPort)]);

    const tree = processTree(child.pid ?? 0);
    expect(tree.some((p) => p.cmd.includes('prism mock'))).toBe(true);
    expect(tree.some((p) => p.cmd.includes('src/server.ts'))).toBe(false);

    await expectViteDevPage(url);
    // Prism serves the contract's paths without the /api server prefix: the proxy strips it.
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);
    const auth = await fetch(`${url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'anyone', password: 'anything', portal: 'residential' }),
    });
    expect(auth.status).toBe(200);
    expect(await auth.json()).toHaveProperty('token');
    // A request the contract refuses is answered with the contract's 400 by Prism, a sign that the answer comes from the contract.
    const refused = await fetch(`${url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(400);

    const stopped = await stopDev(child, 'SIGINT');
    expect(stopped.left).toEqual([]);
    expect(child.exitCode).toBe(0);
    await expect(fetch(`http://127.0.0.1:${apiPort}/health`)).rejects.toThrow();
  }, 120_000);
});
