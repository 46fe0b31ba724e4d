// Loading a target for bench/reads.ts with autocannon (BENCH_CONNECTIONS connections, BENCH_DURATION seconds after a
// 3 s warm-up): each answer's latency recorded by the kind of request it was, and the server's CPU per request.
import autocannon, { type Result } from 'autocannon';
import { cpuMs } from './proc.ts';
import type { Kind } from './read-mix.ts';

export const duration = Number(process.env.BENCH_DURATION ?? 15);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

export interface Measured {
  result: Result;
  cpuPerRequest: number;
  /** Latencies in ms per kind of request (the mix only). */
  byKind: Map<Kind, number[]>;
}

/** Loads a target: every request's path from `next`, each answer's latency recorded by the kind it was. */
export async function load(
  label: string,
  url: string,
  pid: number,
  headers: Record<string, string>,
  next: () => { kind: Kind; path: string },
): Promise<Measured> {
  const byKind = new Map<Kind, number[]>();
  const run = (seconds: number, record: boolean) => {
    const instance = autocannon({
      url,
      connections,
      duration: seconds,
      headers,
      requests: [
        {
          setupRequest: (request, context) => {
            const chosen = next();
            context.kind = chosen.kind;
            return { ...request, path: chosen.path };
          },
          // Called for each answer just before autocannon's 'response' event of the same client (httpClient.js).
          onResponse: (_status, _body, context) => {
            context.answered = context.kind;
          },
        },
      ],
    });
    if (record) {
      instance.on('response', (client, _status, _bytes, responseTime) => {
        const kind = client.requestIterator.context.answered as Kind;
        const list = byKind.get(kind) ?? [];
        list.push(responseTime);
        byKind.set(kind, list);
      });
    }
    return instance;
  };
  process.stdout.write(`  loading ${label} for ${duration} s (after a 3 s warm-up)…\n`);
  await run(3, false);
  const cpuBefore = cpuMs(pid);
  const result = await run(duration, true);
  const cpu = cpuMs(pid) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts: the figures would be void`,
    );
  }
  return { result, cpuPerRequest: cpu / Math.max(1, result.requests.total), byKind };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
