// Server processes for the tests of several instances: `node --import tsx src/server.ts` of this package (or of a
// copy of it: another version), on a fresh data folder and a free port, resolved once it prints that it is ready.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Instance {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

export function startServer(env: Record<string, string>, packageDir = serverDir): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-instance-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: packageDir,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG: '0', DRAIN_DELAY_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = output.match(/Property portal on (http:\/\/[\d.]+:\d+)/)?.[1];
      if (url && output.includes('Ready in')) resolve({ child, url, output: () => output, exited });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`The server exited (${code}) before it was ready:\n${output}`)),
    );
  });
}

/** Whether `check` comes true within `ms`, asked every 100 ms. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await delay(100);
  }
  return false;
}
