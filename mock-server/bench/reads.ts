// `npm run bench:reads -w @portal/server [-- --database postgres]`: the server's own cost per request on a realistic
// mix of authenticated reads at a company's size, against a bare Fastify + the same driver doing
// the one SELECT by id, in the same run.
//   1. starts the server as `npm start` runs it (the bundled dist/server.mjs) with SEED_SCALE=10000 on an empty
//      database: PGlite in a throwaway data folder, or (--database postgres) a database it creates on the PostgreSQL
//      of TEST_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test) and drops at the end;
//   2. signs in as the administrator and loads, with autocannon (10 connections, 15 s after a 3 s warm-up), a mix:
//      GET /api/property/{id} and /api/ownerProfile/{id} over every id (random), a sorted page of the property and
//      owner tables (limit=25, a random sort column and offset) and a search of them (q= a random fragment of a name,
//      street, city or RM number), each request different;
//   3. stops it and loads bench/bare-read.ts (GET /property/{id} over the same ids) on the same database, then the
//      same bare server with the mix's own requests, each answered with the one SELECT the portal runs for its rows
//      (printed as the server's own cost, without a budget);
//   4. prints req/s, p50/p99 (overall and per kind of request), CPU per request, the ratio, and the budgets `ok` or
//      `over`: ratio ≥ 0.5 on PostgreSQL (≥ 0.3 on PGlite), p99 ≤ 25 ms on PostgreSQL, sorted or searched page p99
//      ≤ 50 ms. A benchmark, not a test: it exits 0 unless a target failed (any answer but 2xx voids the figures).
// DATABASE_URL set (as `npm run perf` does): PostgreSQL on that database, neither created nor dropped here (seeded
// only if empty). `--json FILE` also writes the figures and budgets as JSON (read by scripts/perf.mjs); `--cpu-prof DIR`
// runs the server with node's --cpu-prof and writes its profile (of the whole run, seed included) into DIR.
// `--documents`: instead of the mix, the first page of the admin's Documents table under each of its sorts, with the
// same page budget (bench/read-documents.ts); no bare server.
// Env: BENCH_DURATION (15), BENCH_CONNECTIONS (10), SEED_SCALE (10000), BENCH_START_SECONDS (300).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer, startCommand } from '../scripts/build-server.mjs';
import { demoPassword } from '../src/seed.ts';
import { createThrowawayDatabase } from '../test/helpers/postgres.ts';
import { freePort, pidOf, serverDir, start, stop, stopAllOnExit } from './processes.ts';
import { documentsFirstPages } from './read-documents.ts';
import { connections, duration, load, type Measured, percentile } from './read-load.ts';
import { fragmentsOf, type Ids, kindOf, mix, pathFor, pick } from './read-mix.ts';

const { values: flags } = parseArgs({
  options: {
    database: { type: 'string' },
    json: { type: 'string' },
    'cpu-prof': { type: 'string' },
    documents: { type: 'boolean' },
  },
  allowPositionals: false,
});
const givenDatabaseUrl = process.env.DATABASE_URL || undefined;
const onPostgres =
  flags.database === 'postgres' || (flags.database === undefined && givenDatabaseUrl !== undefined);
if (!onPostgres && flags.database !== undefined && flags.database !== 'pglite') {
  throw new Error('--database is pglite or postgres');
}
const scale = Number(process.env.SEED_SCALE ?? 10_000);
const budgets = { ratio: onPostgres ? 0.5 : 0.3, p99Ms: 25, pageP99Ms: 50 };

async function json(res: Response): Promise<unknown> {
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}
async function main() {
  await buildServer();
  const serverArgs = flags['cpu-prof']
    ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(flags['cpu-prof']), ...startCommand()]
    : startCommand();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-reads-'));
  const database = !onPostgres
    ? null
    : givenDatabaseUrl
      ? { url: givenDatabaseUrl, drop: async () => {} }
      : await createThrowawayDatabase('portal_bench');
  console.log(
    `Read mix on ${onPostgres ? 'PostgreSQL' : 'PGlite'}, SEED_SCALE=${scale}: autocannon, ${connections} connections, ` +
      `${duration} s per target, loopback. Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(2)}.`,
  );
  try {
    // 1. The server, seeding on its first start.
    let port = await freePort();
    const server = await start(
      'the portal server',
      process.execPath,
      serverArgs,
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url ?? '',
        LOG: '0',
        NODE_ENV: 'development',
        SEED: '1',
        SEED_SCALE: String(scale),
        // Generous: a benchmark signs in once, but its runs may follow each other.
        RATE_LIMIT_STRICT: '1000',
        LOCKOUT_PER_ACCOUNT: '100000',
        LOCKOUT_PER_ADDRESS: '100000',
        RESET_LIMIT_PER_ADDRESS: '100000',
        RESET_LIMIT_PER_EMAIL: '100000',
      },
      `http://127.0.0.1:${port}/api/health`,
    );
    console.log(
      `  first start (migrations, demo data and SEED_SCALE=${scale}): ${(server.startMs / 1000).toFixed(1)} s`,
    );
    const api = `http://127.0.0.1:${port}/api`;
    const signIn = (await json(
      await fetch(`${api}/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: demoPassword, portal: 'residential' }),
      }),
    )) as { token: string };
    const auth = { authorization: `Bearer ${signIn.token}` };
    if (flags.documents) {
      await documentsFirstPages(`http://127.0.0.1:${port}`, pidOf(server), auth, budgets.pageP99Ms);
      return;
    }
    // Every id, and the texts the tables show (to search for).
    const active = (await json(await fetch(`${api}/property`, { headers: auth }))) as {
      id: number;
      rmNumber: string;
      address: string;
      ownerName?: string | null;
    }[];
    const archived = (await json(await fetch(`${api}/property/archivedProperties`, { headers: auth }))) as {
      id: number;
    }[];
    const owners = (await json(await fetch(`${api}/ownerProfile`, { headers: auth }))) as {
      id: number;
      name: string;
    }[];
    const ids: Ids = {
      properties: [...active, ...archived].map((p) => p.id),
      owners: owners.map((o) => o.id),
      fragments: fragmentsOf([
        ...active.map((p) => `${p.rmNumber} ${p.address}`),
        ...owners.map((o) => o.name),
      ]),
    };
    console.log(`  ${ids.properties.length} property ids, ${ids.owners.length} owner ids`);
    const portal = await load(
      `the portal server, the read mix`,
      `http://127.0.0.1:${port}`,
      pidOf(server),
      auth,
      () => {
        const kind = kindOf();
        return { kind, path: pathFor(kind, ids) };
      },
    );
    await stop(server.child);

    // 2. The bare Fastify + driver on the same data (PGlite: the folder the server just released).
    port = await freePort();
    const bare = await start(
      'the bare Fastify + driver',
      process.execPath,
      ['--import', 'tsx', 'bench/bare-read.ts'],
      {
        PORT: String(port),
        DATABASE_URL: database?.url ?? '',
        PGLITE_DIR: path.join(dataDir, 'pglite'),
      },
      `http://127.0.0.1:${port}/property/${ids.properties[0]}`,
    );
    const baseline = await load(
      'the bare Fastify + driver, SELECT by id',
      `http://127.0.0.1:${port}`,
      pidOf(bare),
      {},
      () => ({ kind: 'property by id', path: `/property/${pick(ids.properties)}` }),
    );
    // The same bare server on the mix's own URLs, each answered with the one SELECT the portal runs for its rows.
    const bareMix = await load(
      "the bare Fastify + driver, the mix's SELECTs",
      `http://127.0.0.1:${port}`,
      pidOf(bare),
      {},
      () => {
        const kind = kindOf();
        return { kind, path: pathFor(kind, ids) };
      },
    );
    await stop(bare.child);

    // 3. Figures and budgets.
    const row = (name: string, reqs: string, p50: string, p99: string, n: string, cpu: string) =>
      console.log(
        `${name.padEnd(44)}${reqs.padStart(9)}${p50.padStart(9)}${p99.padStart(9)}${n.padStart(10)}${cpu.padStart(12)}`,
      );
    console.log('');
    row('target', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'CPU ms/req');
    for (const [name, m] of [
      ['portal server, read mix', portal],
      ['bare Fastify + driver, SELECT by id', baseline],
      ["bare Fastify + driver, the mix's SELECTs", bareMix],
    ] as const) {
      row(
        name,
        m.result.requests.average.toFixed(0),
        m.result.latency.p50.toFixed(1),
        m.result.latency.p99.toFixed(1),
        String(m.result.requests.total),
        m.cpuPerRequest.toFixed(3),
      );
    }
    for (const [kind] of mix) {
      const latencies = (portal.byKind.get(kind) ?? []).sort((a, b) => a - b);
      row(
        `  portal: ${kind}`,
        '',
        percentile(latencies, 50).toFixed(1),
        percentile(latencies, 99).toFixed(1),
        String(latencies.length),
        '',
      );
    }
    const ratio = portal.result.requests.average / baseline.result.requests.average;
    const pages = [
      ...(portal.byKind.get('sorted page') ?? []),
      ...(portal.byKind.get('search page') ?? []),
    ].sort((a, b) => a - b);
    const pageP99 = percentile(pages, 99);
    const checks: [string, boolean][] = [
      [
        `read mix / bare SELECT by id: ${ratio.toFixed(2)}× (budget ≥ ${budgets.ratio}×; by CPU per request ${(baseline.cpuPerRequest / portal.cpuPerRequest).toFixed(2)}×)`,
        ratio >= budgets.ratio,
      ],
      [
        `sorted or searched page p99: ${pageP99.toFixed(1)} ms (budget ≤ ${budgets.pageP99Ms} ms)`,
        pageP99 <= budgets.pageP99Ms,
      ],
    ];
    if (onPostgres) {
      checks.splice(1, 0, [
        `read mix p99: ${portal.result.latency.p99.toFixed(1)} ms (budget ≤ ${budgets.p99Ms} ms)`,
        portal.result.latency.p99 <= budgets.p99Ms,
      ]);
    }
    const ownShare = portal.result.requests.average / bareMix.result.requests.average;
    console.log('');
    console.log(
      `The server's own cost: read mix / the bare server running the mix's SELECTs ${ownShare.toFixed(2)}× (no budget; ` +
        `the bare server's mix / its SELECT by id ${(bareMix.result.requests.average / baseline.result.requests.average).toFixed(2)}×)`,
    );
    for (const [text, ok] of checks) console.log(`${ok ? 'ok  ' : 'over'}  ${text}`);
    if (flags.json) {
      const figures = (m: Measured) => ({
        requestsPerSecond: Math.round(m.result.requests.average),
        p50Ms: m.result.latency.p50,
        p99Ms: m.result.latency.p99,
        requests: m.result.requests.total,
        cpuMsPerRequest: Number(m.cpuPerRequest.toFixed(3)),
      });
      const kinds = Object.fromEntries(
        mix.map(([kind]) => {
          const latencies = [...(portal.byKind.get(kind) ?? [])].sort((a, b) => a - b);
          return [
            kind,
            {
              p50Ms: percentile(latencies, 50),
              p99Ms: percentile(latencies, 99),
              requests: latencies.length,
            },
          ];
        }),
      );
      fs.writeFileSync(
        flags.json,
        JSON.stringify(
          {
            database: onPostgres ? 'postgres' : 'pglite',
            seedScale: scale,
            portal: { ...figures(portal), kinds },
            bare: figures(baseline),
            bareMix: figures(bareMix),
            ratio: Number(ratio.toFixed(3)),
            budgets: checks.map(([name, ok]) => ({ name, ok })),
          },
          null,
          2,
        ),
      );
    }
  } finally {
    await stopAllOnExit();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

process.chdir(serverDir);
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
