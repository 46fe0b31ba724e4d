// What Linux's /proc says of a process: its CPU time. No side effects on import, so a benchmark with its own handling
// of its children and signals (bench/server.ts) reads it as processes.ts's users do.
import fs from 'node:fs';

/** CPU time (user + system) a process has used, in ms (Linux /proc; clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime is field 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
