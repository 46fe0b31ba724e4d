// Child processes of a benchmark: each target runs alone in its own process, started and polled until it answers,
// and stopped (killed when the benchmark itself exits early).
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export { freePort } from '../test/helpers/ports.ts';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => process.exit(130));
}

export interface Started {
  child: ChildProcess;
  /** Process start → first successful answer, in ms. */
  startMs: number;
  output: () => string;
}

/** Spawns a process in the server's folder and polls `readyUrl` every 20 ms until it answers 2xx (5 minutes at most). */
export async function start(
  label: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  readyUrl: string,
): Promise<Started> {
  let output = '';
  const began = performance.now();
  const child = spawn(command, args, { cwd: serverDir, env: { ...process.env, ...env }, stdio: 'pipe' });
  children.add(child);
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  // BENCH_START_SECONDS: a large SEED_SCALE's first start on a busy machine may need longer.
  const startSeconds = Number(process.env.BENCH_START_SECONDS ?? 300);
  const deadline = began + startSeconds * 1000;
  while (performance.now() < deadline) {
    if (exited) throw new Error(`${label} exited before answering:\n${output}`);
    try {
      const res = await fetch(readyUrl);
      await res.arrayBuffer();
      if (res.ok) return { child, startMs: performance.now() - began, output: () => output };
    } catch {
      // not listening yet
    }
    await delay(20);
  }
  throw new Error(`${label} did not answer ${readyUrl} within ${startSeconds} s:\n${output}`);
}

export async function stop(child: ChildProcess): Promise<void> {
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

export async function stopAllOnExit(): Promise<void> {
  for (const child of [...children]) await stop(child);
}

export function pidOf(started: Started): number {
  const pid = started.child.pid;
  if (pid === undefined) throw new Error('a child process has no pid');
  return pid;
}
