// One server per data folder: PGlite and the file store are not safe to share between processes.
// The lock is a file holding the owner's pid and, on Linux, that process's start time (/proc/<pid>/stat, field 22):
// a lock whose process no longer runs, or whose pid now belongs to another process (a reused pid, e.g. pid 1 in a
// container after a restart), is stale and taken over.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another server (pid ${pid}) is using the data folder ${dataDir}. ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process's start time in clock ticks since boot (Linux), or null where /proc does not tell. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether the lock's owner still runs: the pid is alive and, when both are known, started when the lock says. */
function isHeld(owner: { pid: number; startTime: string | null }): boolean {
  if (!isAlive(owner.pid)) return false;
  const now = processStartTime(owner.pid);
  return owner.startTime === null || now === null || now === owner.startTime;
}

export interface DataDirLock {
  file: string;
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, `${`${process.pid} ${processStartTime(process.pid) ?? ''}`.trim()}\n`, {
        flag: 'wx',
      });
      return {
        file,
        release() {
          // Only remove our own lock (a second buildApp in the same process never got this far).
          if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner && (owner.pid === process.pid || isHeld(owner)))
        throw new DataDirLockedError(dataDir, owner.pid);
      // Stale (or unreadable) lock: remove it and try again.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}

function readOwner(file: string): { pid: number; startTime: string | null } | null {
  try {
    const [pidText, startTime] = fs.readFileSync(file, 'utf8').trim().split(/\s+/);
    const pid = Number.parseInt(pidText ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? { pid, startTime: startTime || null } : null;
  } catch {
    return null;
  }
}
