// `npm run dev`: the portal through Vite's dev server (hot module reload) and, behind it on the same origin, the
// server with reload (`npm run dev -w @portal/server`: tsx watch, seeded on an empty data folder, development
// mailbox on). Vite proxies /api and /dev to the server, so the one URL printed is the only one to open.
// `npm run dev -- --mock`: the same portal against Prism (the contract served from its examples, nothing stored)
// instead of the server; Prism serves the contract's paths without /api, so the proxy strips it.
//
// Options: --port N (the portal's port, the URL to open; PORT, else 3000), --api-port N (what /api reaches: the
// server, default the portal's port + 1; Prism with --mock, PRISM_PORT, else 4010), --mock. The server reads the
// rest of its environment as `npm start` does (DATA_DIR, DATABASE_URL, LOG_LEVEL, ...); PUBLIC_URL defaults to the
// portal's URL so links in mails open the portal, DRAIN_DELAY_MS to 0 so a reload does not wait.
//
// Ctrl-C or SIGTERM stops everything: Vite runs in this process, the server (or Prism) in its own process group,
// which is signalled whole (npm, tsx's watcher and the server under it) and killed if it is not gone in 5 s.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const host = '127.0.0.1';

const { values: args } = parseArgs({
  options: {
    mock: { type: 'boolean', default: false },
    port: { type: 'string' },
    'api-port': { type: 'string' },
  },
});
const mock = args.mock;
const port = Number(args.port ?? process.env.PORT ?? 3000);
const apiPort = Number(args['api-port'] ?? (mock ? (process.env.PRISM_PORT ?? 4010) : port + 1));
for (const [name, value] of [
  ['--port', port],
  ['--api-port', apiPort],
]) {
  if (!Number.isInteger(value) || value <= 0 || value > 65535) fail(`${name} must be a port number`);
}
if (port === apiPort) fail('--port and --api-port must differ');

const portalUrl = `http://${host}:${port}`;
const apiUrl = `http://${host}:${apiPort}`;

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** @type {import('vite').ViteDevServer | undefined} */
let vite;
let stopping = false;

function fail(message) {
  console.error(`\nnpm run dev: ${message}\n`);
  process.exit(1);
}

function portFree(portNumber) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(portNumber, host, () => probe.close(() => resolve(true)));
  });
}

/** True while any process of the child's group is alive (the group outlives its leader: tsx, the server). */
function groupAlive(child) {
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Gone already.
  }
}

/** A child in its own process group, so that the whole group can be signalled; its output passes through. */
function start(command, commandArgs, { cwd = root, env = {}, onLine } = {}) {
  const child = spawn(command, commandArgs, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let pending = '';
    stream.on('data', (chunk) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) out.write(`${onLine ? onLine(line) : line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`\nnpm run dev: ${path.basename(command)} ${commandArgs[0]} stopped (${code ?? signal}).`);
    void stop(1);
  });
  return child;
}

/** Resolves once GET url answers 200; rejects after `timeoutMs` or when `child` exits. */
async function answers(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${url}: the process exited`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function run(command, commandArgs, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${commandArgs.join(' ')} failed (${code})`)),
    );
  });
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  const closing = vite?.close().catch(() => {});
  for (const child of children) signalGroup(child, 'SIGTERM');
  const deadline = Date.now() + 5000;
  while (children.some(groupAlive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const child of children) if (groupAlive(child)) signalGroup(child, 'SIGKILL');
  await Promise.race([closing, new Promise((r) => setTimeout(r, 3000))]);
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // A second Ctrl-C does not wait.
    if (stopping) for (const child of children) signalGroup(child, 'SIGKILL');
    void stop(0);
  });
}
// Whatever else ends this process (an exception, Vite exiting on its own), what it started is asked to stop too.
process.on('exit', () => {
  for (const child of children) if (groupAlive(child)) signalGroup(child, 'SIGTERM');
});

for (const portNumber of [port, apiPort]) {
  if (!(await portFree(portNumber))) {
    fail(
      `port ${portNumber} on ${host} is in use (npm start or another npm run dev?); choose others with --port N --api-port N`,
    );
  }
}

/** What the server printed about the demo accounts: their password and user names. */
const demo = { password: '', accounts: /** @type {string[]} */ ([]), reading: false };
let api;
let apiReady;
if (mock) {
  // The contract bundled as `npm run bundle -w @portal/openapi` does, into a private file renamed over
  // openapi/dist/openapi.json: a server or a test reading it meanwhile never sees half a file.
  const openapiDir = path.join(root, 'openapi');
  const redocly = createRequire(path.join(openapiDir, 'package.json')).resolve('@redocly/cli/package.json');
  const bundle = path.join(openapiDir, 'dist', `openapi.${process.pid}.json`);
  await run(
    process.execPath,
    [
      path.join(path.dirname(redocly), 'bin', 'cli.js'),
      'bundle',
      'openapi.yaml',
      '--output',
      bundle,
      '--ext',
      'json',
    ],
    openapiDir,
  );
  fs.renameSync(bundle, path.join(openapiDir, 'dist', 'openapi.json'));
  api = start(
    path.join(root, 'node_modules', '.bin', 'prism'),
    ['mock', path.join(root, 'openapi', 'dist', 'openapi.json'), '--host', host, '--port', String(apiPort)],
    {},
  );
  apiReady = answers(`${apiUrl}/health`, api, 60_000);
} else {
  api = start('npm', ['run', 'dev', '--silent', '-w', '@portal/server'], {
    env: {
      PORT: String(apiPort),
      HOST: host,
      PUBLIC_URL: process.env.PUBLIC_URL ?? portalUrl,
      DRAIN_DELAY_MS: process.env.DRAIN_DELAY_MS ?? '0',
    },
    onLine(line) {
      const heading = /^Demo accounts \(password (.+)\):$/.exec(line);
      if (heading) {
        demo.password = heading[1];
        demo.accounts = [];
        demo.reading = true;
      } else if (demo.reading) {
        const name = /^ {2}(\S+)/.exec(line)?.[1];
        if (name) demo.accounts.push(name);
        else demo.reading = false;
      }
      // The server's own banner names its port; through the proxy every address it lists is the portal's.
      return line.startsWith('Property portal on ') ? line.replaceAll(apiUrl, portalUrl) : line;
    },
  });
  apiReady = answers(`${apiUrl}/api/health`, api, 180_000);
}

// Vite in this process, with the portal's own config (its plugins: TanStack Router, React, vanilla-extract) and
// the proxy pointed at what serves /api here.
const portalDir = path.join(root, 'portal');
const { createServer } = await import(
  pathToFileURL(createRequire(path.join(portalDir, 'package.json')).resolve('vite')).href
);
const proxy = mock
  ? {
      '/api': { target: apiUrl, rewrite: (url) => url.replace(/^\/api(?=\/|\?|$)/, '') || '/' },
      '/dev': { target: apiUrl },
    }
  : { '/api': { target: apiUrl }, '/dev': { target: apiUrl } };
try {
  const ours = new Set(process.listeners('SIGTERM'));
  vite = await createServer({
    configFile: path.join(portalDir, 'vite.config.ts'),
    clearScreen: false,
    server: { host, port, strictPort: true, proxy },
  });
  // Vite exits the process on SIGTERM as soon as it has closed; stop() closes it and waits for the children first.
  for (const listener of process.listeners('SIGTERM'))
    if (!ours.has(listener)) process.off('SIGTERM', listener);
  await vite.listen();
  await apiReady;
} catch (error) {
  console.error(`\nnpm run dev: ${error instanceof Error ? error.message : error}`);
  await stop(1);
}

const lines = [
  '',
  `  Open ${portalUrl}`,
  '',
  '  The portal from portal/src through Vite, with hot module reload.',
];
if (mock) {
  lines.push(
    `  /api → Prism on ${apiUrl} (the contract's examples; nothing is stored; paths without /api). No mailbox.`,
    '  Sign in with any user name and password: Prism answers with the example session of the contract.',
  );
} else {
  lines.push(
    `  /api and /dev → the server on ${apiUrl} (mock-server, restarts when its code or the contract changes).`,
    `  Mailbox ${portalUrl}/dev/mailbox · API reference ${portalUrl}/api/docs`,
  );
  if (demo.password) {
    lines.push(`  Demo accounts (listed above): ${demo.accounts.join(', ')}; password ${demo.password}`);
  }
}
lines.push('', '  Ctrl-C stops everything.', '');
console.log(lines.join('\n'));
