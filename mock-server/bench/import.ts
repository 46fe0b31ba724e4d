// `npm run bench:import -w @portal/server` (TEST_DATABASE=postgres for PostgreSQL): a 3,000-row owner import over
// HTTP while other clients keep reading, back to back: BENCH_READERS of them (default 4) alternate between
// GET /api/strataProperty/all as the strata administrator and GET /api/property/{id} as the administrator.
// Prints the import's time and the reads' count, p50/p99/max during it against the budgets (import
// ≤ 2 s, p99 ≤ 300 ms), with ok/over; exits 1 when one is over. BENCH_ROWS changes the row count.
import { csvColumns } from '../src/services/import-csv.ts';
import { createTestApp } from '../test/helpers/test-app.ts';

const rows = Number(process.env.BENCH_ROWS ?? 3000);
const readers = Number(process.env.BENCH_READERS ?? 4);
const budgets = { importMs: 2000, p99Ms: 300 };

const t = await createTestApp({ logger: false });
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
const strataAdmin = { authorization: `Bearer ${await t.loginAs('strataadmin')}` };
const admin = { authorization: `Bearer ${await t.loginAs('admin')}` };
const reads = [
  { url: `${base}/api/strataProperty/all`, headers: strataAdmin },
  { url: `${base}/api/property/${t.seed.properties.owner[0]}`, headers: admin },
];

const lines = [csvColumns.join(',')];
for (let i = 0; i < rows; i++) {
  // New units of the seeded building BCS1234, distinct unit and lot numbers, one owner each.
  lines.push(
    `BCS1234,B${i},${900000 + i},Owner ${i},owner.${i}@example.ca,${i} Bench Street,,,Burnaby,BC,Canada,V5H 2E2`,
  );
}
const form = new FormData();
form.append('file', new File([`${lines.join('\r\n')}\r\n`], 'owners.csv', { type: 'text/csv' }));

const latencies: number[] = [];
let importing = true;
const reader = async (first: number) => {
  for (let n = first; importing; n++) {
    const read = reads[n % reads.length] as (typeof reads)[number];
    const start = performance.now();
    const res = await fetch(read.url, { headers: read.headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${read.url} answered ${res.status}`);
    // A read that began before the import ended counts, however long it waited.
    latencies.push(performance.now() - start);
  }
};
const readersDone = Promise.all(Array.from({ length: readers }, (_, i) => reader(i)));

const started = performance.now();
const res = await fetch(`${base}/api/importOwners`, { method: 'POST', headers: strataAdmin, body: form });
const importMs = performance.now() - started;
importing = false;
await readersDone;
const body = await res.text();
if (!res.ok) throw new Error(`import answered ${res.status}: ${body.slice(0, 500)}`);

latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
const p99 = pct(99);
const verdict = (ok: boolean) => (ok ? 'ok' : 'over');
const database = process.env.TEST_DATABASE === 'postgres' ? 'PostgreSQL' : 'PGlite';
console.log(`import of ${rows} rows on ${database}: ${body}`);
console.log(
  `  import time ${importMs.toFixed(0)} ms (budget ${budgets.importMs}) ${verdict(importMs <= budgets.importMs)}`,
);
console.log(
  `  reads during it (${readers} readers): ${latencies.length}, p50 ${pct(50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${(latencies.at(-1) ?? 0).toFixed(0)} ms (budget p99 ${budgets.p99Ms}) ${verdict(p99 <= budgets.p99Ms)}`,
);
await t.close();
process.exit(importMs <= budgets.importMs && p99 <= budgets.p99Ms ? 0 : 1);
