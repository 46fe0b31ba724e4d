// One server per data folder: a second one refuses to start, with a clear message; a stale lock is taken over.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { DataDirLockedError, lockDataDir, processStartTime } from '../src/db/data-dir-lock.ts';
import { testOptions } from './helpers/test-app.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-test-'));

let sleeper: ChildProcess;
beforeAll(() => {
  // Another live process to hold locks.
  sleeper = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
});
afterAll(() => {
  sleeper.kill();
});

const holdBy = (dir: string, pid: number) => fs.writeFileSync(path.join(dir, 'server.lock'), `${pid}\n`);

describe('lockDataDir', () => {
  it('writes our pid and removes the lock on release', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(lock.file, 'utf8').trim()).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
  });

  it('refuses a folder held by another live process, naming it and the way out', () => {
    const dir = tempDir();
    holdBy(dir, sleeper.pid ?? 0);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      `Another server (pid ${sleeper.pid}) is using the data folder ${dir}. Stop it first, or set DATA_DIR to another folder.`,
    );
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8').trim()).toBe(String(sleeper.pid));
  });

  it('refuses a second lock in the same process', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it('is not fooled by a reused pid: a live pid that started at another time holds nothing', () => {
    const dir = tempDir();
    const sleeperStart = processStartTime(sleeper.pid ?? 0);
    expect(sleeperStart).toMatch(/^\d+$/);
    // The lock of an earlier process that had the sleeper's pid (or pid 1 before a container restart).
    fs.writeFileSync(path.join(dir, 'server.lock'), `${sleeper.pid} ${Number(sleeperStart) - 1}\n`);
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(lock.file, 'utf8').trim()).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    lock.release();
    fs.writeFileSync(path.join(dir, 'server.lock'), '1 1\n');
    lockDataDir(dir).release();
    // The sleeper's own lock (its real start time) still holds.
    fs.writeFileSync(path.join(dir, 'server.lock'), `${sleeper.pid} ${sleeperStart}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('takes over the lock of a process that no longer runs', () => {
    const exited = spawnSync(process.execPath, ['-e', '0']);
    const dir = tempDir();
    holdBy(dir, exited.pid);
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(lock.file, 'utf8').trim()).toMatch(new RegExp(`^${process.pid} \\d+$`));
    lock.release();
  });
});

describe('starting on a locked folder', () => {
  it('buildApp rejects before opening the database', async () => {
    const { options, cleanup } = await testOptions();
    holdBy(options.dataDir, sleeper.pid ?? 0);
    await expect(buildApp(options)).rejects.toThrow(DataDirLockedError);
    await cleanup();
  });

  it('the server process exits 1 with the message', () => {
    const dir = tempDir();
    holdBy(dir, sleeper.pid ?? 0);
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dir, PORT: '0', LOG: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`Another server (pid ${sleeper.pid}) is using the data folder ${dir}.`);
  });
});
