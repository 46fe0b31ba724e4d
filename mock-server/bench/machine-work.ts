// What a stretch of a benchmark cost the machine: CPU of the server process and of the PostgreSQL processes running
// on this machine (its backends, WAL writer and checkpointer: every process named `postgres`; none when the database
// is elsewhere), and the WAL that PostgreSQL wrote. Read from Linux's /proc and from pg_current_wal_lsn(), so a
// benchmark can say what one of its requests cost, not only how long it took (bench:audit).
import fs from 'node:fs';
import pg from 'pg';
import { cpuMs } from './proc.ts';

export interface Work {
  serverCpuMs: number;
  postgresCpuMs: number;
  walBytes: number;
}

export const noWork = (): Work => ({ serverCpuMs: 0, postgresCpuMs: 0, walBytes: 0 });

/** The pids of this machine's PostgreSQL processes (their command is `postgres`). */
function postgresPids(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false; // gone since the listing
      }
    })
    .map(Number);
}

/** A process's CPU so far, or undefined once it has gone. */
function cpuOf(pid: number): number | undefined {
  try {
    return cpuMs(pid);
  } catch {
    return undefined;
  }
}

/**
 * Measures stretches of work: `start()` before one gives a function that, called after it, says what it cost.
 * `databaseUrl` (PostgreSQL) adds the database's processes and its WAL; without it (PGlite) the server's CPU holds the
 * database's too.
 */
export async function machineWork(serverPid: number, databaseUrl: string | undefined) {
  const client = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  await client?.connect();
  const wal = async () =>
    client
      ? Number((await client.query("select pg_current_wal_lsn() - '0/0'::pg_lsn as bytes")).rows[0].bytes)
      : 0;
  const cpuByPid = (pids: number[]) => new Map(pids.map((pid) => [pid, cpuOf(pid) ?? 0]));
  return {
    async start(): Promise<() => Promise<Work>> {
      const server = cpuOf(serverPid) ?? 0;
      const postgres = cpuByPid(client ? postgresPids() : []);
      const walBefore = await wal();
      return async () => {
        // A backend started within the stretch counts whole; one that ended within it loses its last ticks.
        let postgresCpuMs = 0;
        for (const pid of client ? postgresPids() : [])
          postgresCpuMs += (cpuOf(pid) ?? 0) - (postgres.get(pid) ?? 0);
        return {
          serverCpuMs: (cpuOf(serverPid) ?? 0) - server,
          postgresCpuMs,
          walBytes: (await wal()) - walBefore,
        };
      };
    },
    async close() {
      await client?.end();
    },
  };
}

/** Adds one stretch's work to a total. */
export function addWork(total: Work, more: Work): void {
  total.serverCpuMs += more.serverCpuMs;
  total.postgresCpuMs += more.postgresCpuMs;
  total.walBytes += more.walBytes;
}
