// The server the load runs against: its own process on a fresh data folder, PGlite or a throwaway PostgreSQL database,
// started until it says it is ready and stopped (or killed). It is what `npm start` runs: the bundle
// (dist/server.mjs, built first) with the start script's node flags; a benchmark's own server runs through tsx, with
// the same flags (the young generation's size among them), so it is measured as `npm start` would run it.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, startCommand } from '../../scripts/build-server.mjs';
import { createThrowawayDatabase } from '../../test/helpers/postgres.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Server {
  child: ChildProcess;
  base: string;
  exited: Promise<void>;
}

let bundleBuilt: Promise<void> | undefined;

/**
 * Starts the server as `npm start` does, or `entry` through tsx (a benchmark's server that takes orders on an IPC
 * channel: `ipc`), and resolves once it says it is ready.
 */
export async function startServer(
  env: Record<string, string>,
  { entry, ipc = false }: { entry?: string; ipc?: boolean } = {},
): Promise<Server> {
  // LOAD_SERVER_NODE_FLAGS: node flags for the server alone (`--cpu-prof --cpu-prof-dir=DIR` to see where its time
  // goes; NODE_OPTIONS refuses them).
  const flags = process.env.LOAD_SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  if (entry === undefined) {
    bundleBuilt ??= buildServer();
    await bundleBuilt;
  }
  const start = startCommand();
  const command = entry === undefined ? start : [...start.slice(0, -1), '--import', 'tsx', entry];
  const child = spawn(process.execPath, [...flags, ...command], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG: '0', DRAIN_DELAY_MS: '0' },
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? (['ipc'] as const) : [])],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const base = output.match(/Property portal on (http:\/\/[\d.]+:\d+)/)?.[1];
      if (base && output.includes('Ready in')) resolve({ child, base, exited });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`The server exited (${code}) before it was ready:\n${output}`)),
    );
  });
}

export async function stopServer(server: Server, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}

/**
 * An OTLP/HTTP receiver that takes every export and keeps only its count and size (what a collector costs the server
 * is the export itself): the load with traces on.
 */
async function traceSink(): Promise<{ url: string; report: () => string; close: () => Promise<void> }> {
  let exports = 0;
  let bytes = 0;
  const server = http.createServer((request, response) => {
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    request.on('end', () => {
      exports++;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    report: () => `traces exported: ${exports} requests, ${(bytes / 1024 / 1024).toFixed(1)} MB`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The environment of a server on a fresh data folder (and database); `cleanup` removes both. */
export async function serverEnvironment(
  onPostgres: boolean,
  { tracing = false }: { tracing?: boolean } = {},
): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-load-'));
  const database = onPostgres ? await createThrowawayDatabase('portal_load') : null;
  const sink = tracing ? await traceSink() : null;
  return {
    env: {
      DATA_DIR: dataDir,
      ...(database && { DATABASE_URL: database.url }),
      ...(sink && { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url }),
      JWT_SECRET: 'load-test-secret-for-this-run-only-32-bytes',
      PORTAL_DIST: path.join(dataDir, 'no-portal'),
      SEED: '1',
      // One machine plays every client: the per-address limits would count all of them as one caller.
      RATE_LIMIT_PUBLIC: '1000000',
      RATE_LIMIT_STRICT: '1000',
      LOCKOUT_PER_ACCOUNT: '100000',
      LOCKOUT_PER_ADDRESS: '100000',
      RESET_LIMIT_PER_ADDRESS: '100000',
      RESET_LIMIT_PER_EMAIL: '100000',
    },
    async cleanup() {
      if (sink) {
        console.log(`  ${sink.report()}`);
        await sink.close();
      }
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What `npm run load` was asked for. */
export interface LoadSettings {
  /** The measured seconds, after the warm-up's. */
  seconds: number;
  warmupSeconds: number;
  clients: number;
  onPostgres: boolean;
  /** PostgreSQL or PGlite, as the output names it. */
  databaseName: string;
  /** Traces exported over OTLP to a receiver in this process. */
  tracing: boolean;
}
