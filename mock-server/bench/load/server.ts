// The server the load runs against: its own process (src/server.ts with tsx) on a fresh data folder, PGlite or a
// throwaway PostgreSQL database, started until it says it is ready and stopped (or killed).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createThrowawayDatabase } from '../../test/helpers/postgres.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Server {
  child: ChildProcess;
  base: string;
  exited: Promise<void>;
}

/**
 * Starts `entry` (the server, or a benchmark's server that takes orders on an IPC channel: `ipc`) and resolves once
 * it says it is ready.
 */
export function startServer(
  env: Record<string, string>,
  { entry = 'src/server.ts', ipc = false }: { entry?: string; ipc?: boolean } = {},
): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
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

/** The environment of a server on a fresh data folder (and database); `cleanup` removes both. */
export async function serverEnvironment(
  onPostgres: boolean,
): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-load-'));
  const database = onPostgres ? await createThrowawayDatabase('portal_load') : null;
  return {
    env: {
      DATA_DIR: dataDir,
      ...(database && { DATABASE_URL: database.url }),
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
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What `npm run load` was asked for. */
export interface LoadSettings {
  seconds: number;
  clients: number;
  onPostgres: boolean;
  /** PostgreSQL or PGlite, as the output names it. */
  databaseName: string;
}
