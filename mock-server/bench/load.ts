// `npm run load -- [--seconds 60] [--warmup 0] [--clients 200] [--database pglite|postgres] [--tracing] [--crash]`.
// Starts the server as `npm start` runs it (dist/server.mjs, built first, with its node flags) on a fresh data folder:
// PGlite by default, or a PostgreSQL database it creates and drops (TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test, names the server to create it on). N clients then loop for W seconds of
// warm-up and S measured seconds, each request chosen at random:
//   - reads: lists (properties, owners, a property's documents, paged) and gets of distinct records by id;
//   - writes as the administrator: owner accounts with their profiles, properties of those owners, documents.
// Every write the server acknowledged (201 with an id) is recorded; after the run each one is read back by id.
// A warm-up (none by default: the budgets are those of a server's first 60 s under the load) is the same load with
// its figures printed apart and held to no latency budget: it is where V8 compiles the server's hot paths and each
// PostgreSQL connection plans its statements, once per process, so `--warmup 10` shows the steady state. The measured
// seconds print
// requests, errors (any answer outside 2xx, or no answer), lost records (the warm-up's writes are read back too),
// p50/p95/p99 latency with the p99 of each 5 seconds, and budgets with ok/over: 0 errors, 0 lost, p99 ≤ 500 ms on PostgreSQL and ≤ 1 s on PGlite. Exits 1 when one is over.
// --crash then kills the server with SIGKILL during a 3,000-row owner import and during a 15 MB document upload (at
// 5, 25, 50, 75 and 95 % of the time an uninterrupted one takes, measured first), restarts it on the same data, and
// checks all or nothing: every imported owner with its invitation mail or none, the file whole (byte for byte) or
// absent with no stray stored file.
// The parts live in bench/load/: server.ts (the server process and its environment), http.ts (calls), mix.ts (the
// load and its report), crash.ts (--crash).
import { parseArgs } from 'node:util';
import { runCrashes } from './load/crash.ts';
import { runLoad } from './load/mix.ts';
import type { LoadSettings } from './load/server.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '0' },
    clients: { type: 'string', default: '200' },
    database: { type: 'string', default: 'pglite' },
    crash: { type: 'boolean', default: false },
    // Traces on (OTEL_EXPORTER_OTLP_ENDPOINT to a receiver in this process), to set their cost against a run without.
    tracing: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const warmupSeconds = Number(values.warmup);
const clients = Number(values.clients);
const onPostgres = values.database === 'postgres';
if (
  !(seconds > 0) ||
  !(warmupSeconds >= 0) ||
  !(clients > 0) ||
  (values.database !== 'pglite' && !onPostgres)
) {
  console.error(
    'usage: npm run load -- [--seconds S] [--warmup W] [--clients N] [--database pglite|postgres] [--tracing] [--crash]',
  );
  process.exit(2);
}
const databaseName = onPostgres ? 'PostgreSQL' : 'PGlite';
const settings: LoadSettings = {
  seconds,
  warmupSeconds,
  clients,
  onPostgres,
  databaseName,
  tracing: values.tracing,
};

let ok = await runLoad(settings);
if (values.crash) ok = (await runCrashes(settings)) && ok;
console.log(`load ${databaseName}: ${ok ? 'ok' : 'over'}`);
process.exit(ok ? 0 : 1);
