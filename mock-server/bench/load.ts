// `npm run load -- [--seconds 60] [--clients 200] [--database pglite|postgres] [--crash]` (issue 13 item 8).
// Starts the server as its own process (src/server.ts with tsx) on a fresh data folder: PGlite by default, or a
// PostgreSQL database it creates and drops (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, names
// the server to create it on). N clients then loop for S seconds, each request chosen at random:
//   - reads: lists (properties, owners, a property's documents, paged) and gets of distinct records by id;
//   - writes as the administrator: owner accounts with their profiles, properties of those owners, documents.
// Every write the server acknowledged (201 with an id) is recorded; after the run each one is read back by id.
// Prints requests, errors (any answer outside 2xx, or no answer), lost records, p50/p95/p99 latency, and budgets
// with ok/over: 0 errors, 0 lost, p99 ≤ 500 ms on PostgreSQL and ≤ 1 s on PGlite. Exits 1 when one is over.
// --crash then kills the server with SIGKILL during a 3,000-row owner import and during a 15 MB document upload (at
// 5, 25, 50, 75 and 95 % of the time an uninterrupted one takes, measured first), restarts it on the same data, and
// checks all or nothing: every imported owner with its invitation mail or none, the file whole (byte for byte) or
// absent with no stray stored file.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { demoPassword } from '../src/seed.ts';
import { csvColumns } from '../src/services/import-csv.ts';
import { createThrowawayDatabase } from '../test/helpers/postgres.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    clients: { type: 'string', default: '200' },
    database: { type: 'string', default: 'pglite' },
    crash: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const clients = Number(values.clients);
const onPostgres = values.database === 'postgres';
if (!(seconds > 0) || !(clients > 0) || (values.database !== 'pglite' && !onPostgres)) {
  console.error('usage: npm run load -- [--seconds S] [--clients N] [--database pglite|postgres] [--crash]');
  process.exit(2);
}
const databaseName = onPostgres ? 'PostgreSQL' : 'PGlite';
const budgets = { errors: 0, lost: 0, p99Ms: onPostgres ? 500 : 1000 };

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// ------------------------------------------------------------------ the server process

interface Server {
  child: ChildProcess;
  base: string;
  exited: Promise<void>;
}

function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG: '0', DRAIN_DELAY_MS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const base = output.match(/Property portal on (http:\/\/[\d.]+:\d+)/)?.[1];
      if (base && output.includes('Ready in')) resolve({ child, base, exited });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`The server exited (${code}) before it was ready:\n${output}`)),
    );
  });
}

async function stopServer(server: Server, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  await server.exited;
}

/** The environment of a server on a fresh data folder (and database); `cleanup` removes both. */
async function serverEnvironment(): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-load-'));
  const database = onPostgres ? await createThrowawayDatabase('portal_load') : null;
  return {
    env: {
      DATA_DIR: dataDir,
      ...(database && { DATABASE_URL: database.url }),
      JWT_SECRET: 'load-test-secret-for-this-run-only-32-bytes',
      PORTAL_DIST: path.join(dataDir, 'no-portal'),
      SEED: '1',
      // One machine plays every client: the per-address limits would count all of them as one caller.
      RATE_LIMIT_PUBLIC: '1000000',
      RATE_LIMIT_STRICT: '1000',
    },
    async cleanup() {
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ------------------------------------------------------------------ HTTP

async function signIn(base: string, username: string, portal: 'residential' | 'strata'): Promise<string> {
  const res = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: demoPassword, portal }),
  });
  if (!res.ok) throw new Error(`sign-in as ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

async function call(
  base: string,
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Kept as text.
  }
  return { status: res.status, body: parsed, ms };
}

const idOf = (body: unknown): number | undefined =>
  typeof body === 'object' && body !== null && typeof (body as { id?: unknown }).id === 'number'
    ? (body as { id: number }).id
    : undefined;

const itemsOf = (body: unknown): { id: number }[] =>
  Array.isArray(body) ? body.filter((item) => typeof item?.id === 'number') : [];

/** The document types a property's document may have (the others are for an owner's). */
async function propertyDocumentTypes(base: string, token: string): Promise<number[]> {
  const types = (await call(base, token, 'GET', '/documents/documentTypes')).body;
  return (Array.isArray(types) ? types : [])
    .filter((type) => type?.appliesTo === 'property' && typeof type.id === 'number')
    .map((type) => type.id as number);
}

// ------------------------------------------------------------------ the load

type Kind = 'ownerProfile' | 'property' | 'documents';
interface Acknowledged {
  kind: Kind;
  id: number;
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function runLoad(): Promise<boolean> {
  const { env, cleanup } = await serverEnvironment();
  const server = await startServer(env);
  const { base } = server;
  try {
    const token = await signIn(base, 'admin', 'residential');
    const known: Record<Kind, number[]> = {
      ownerProfile: itemsOf((await call(base, token, 'GET', '/ownerProfile')).body).map((r) => r.id),
      property: itemsOf((await call(base, token, 'GET', '/property')).body).map((r) => r.id),
      documents: [],
    };
    const documentTypes = await propertyDocumentTypes(base, token);
    for (const propertyId of known.property) {
      const docs = await call(base, token, 'GET', `/documents/property/${propertyId}/all`);
      known.documents.push(...itemsOf(docs.body).map((r) => r.id));
    }
    if (known.ownerProfile.length === 0 || known.property.length === 0 || documentTypes.length === 0) {
      throw new Error('the seeded owners, properties or document types could not be read');
    }

    const acknowledged: Acknowledged[] = [];
    const latencies: number[] = [];
    const errors = new Map<string, number>();
    let requests = 0;
    let serial = 0;
    const latencyOf = new Map<string, number[]>();
    /** When (seconds into the run) requests slower than 5 s were sent: a stall of the server shows as a cluster. */
    const slowStarts: number[] = [];
    let loadStarted = performance.now();
    const note = (what: string, answer: Answer | null, error?: unknown) => {
      requests++;
      if (answer) {
        latencies.push(answer.ms);
        if (answer.ms > 5000) slowStarts.push((performance.now() - answer.ms - loadStarted) / 1000);
        latencyOf.set(what, [...(latencyOf.get(what) ?? []), answer.ms]);
      }
      if (answer && answer.status >= 200 && answer.status < 300) return true;
      const key = answer
        ? `${what} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`
        : `${what} → ${String(error)}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
      return false;
    };
    const send = async (what: string, method: string, url: string, body?: unknown) => {
      try {
        const answer = await call(base, token, method, url, body);
        return note(what, answer) ? answer : null;
      } catch (error) {
        note(what, null, error);
        return null;
      }
    };
    const created = async (kind: Kind, what: string, url: string, body: unknown) => {
      const answer = await send(what, 'POST', url, body);
      const id = answer && answer.status === 201 ? idOf(answer.body) : undefined;
      if (id !== undefined) {
        acknowledged.push({ kind, id });
        known[kind].push(id);
      }
      return id;
    };

    const operations: [number, () => Promise<unknown>][] = [
      [
        12,
        () =>
          send(
            'list properties',
            'GET',
            `/property?limit=20&offset=${Math.floor(Math.random() * 20)}&sort=-rmNumber`,
          ),
      ],
      [8, () => send('list owners', 'GET', `/ownerProfile?limit=20&sort=name`)],
      [8, () => send('list documents', 'GET', `/documents/property/${pick(known.property)}/all`)],
      [14, () => send('get property', 'GET', `/property/${pick(known.property)}`)],
      [10, () => send('get owner', 'GET', `/ownerProfile/${pick(known.ownerProfile)}`)],
      [
        8,
        () =>
          known.documents.length > 0
            ? send('get document', 'GET', `/documents/${pick(known.documents)}`)
            : send('get property', 'GET', `/property/${pick(known.property)}`),
      ],
      [
        3,
        async () => {
          // An owner account (argon2 hashing: the most expensive write) and its profile.
          const n = ++serial;
          const tag = `${process.pid}.${n}.${randomBytes(3).toString('hex')}`;
          const user = await send(
            'create owner account',
            'POST',
            `/user?role=Owner&userName=load.owner.${tag}`,
            {
              email: `load.owner.${tag}@example.ca`,
              password: 'Load#Test2026',
            },
          );
          const userId = user ? idOf(user.body) : undefined;
          if (userId === undefined) return;
          await created('ownerProfile', 'create owner profile', '/ownerProfile', {
            userId,
            name: `Load Owner ${n}`,
            address: `${n} Load Street`,
            city: 'Burnaby',
            province: 'BC',
            postal: 'V5H 2E2',
            phone: '604-555-0147',
          });
        },
      ],
      [
        18,
        () => {
          const n = ++serial;
          return created('property', 'create property', '/property', {
            ownerId: pick(known.ownerProfile),
            rmNumber: `LD${String(n).padStart(5, '0')}`,
            contractType: 'RM',
            address: `${n} Load Street, Burnaby, BC V5H 2E2`,
            street: `${n} Load Street`,
            city: 'Burnaby',
            province: 'BC',
            postal: 'V5H 2E2',
          });
        },
      ],
      [
        19,
        () =>
          created('documents', 'create document', '/documents', {
            propertyId: pick(known.property),
            ownerId: null,
            documentTypeId: pick(documentTypes),
            fileName: `Load document ${++serial}.pdf`,
            documentDate: '2026-11-01',
          }),
      ],
    ];
    const totalWeight = operations.reduce((sum, [w]) => sum + w, 0);
    const choose = () => {
      let roll = Math.random() * totalWeight;
      for (const [weight, run] of operations) {
        roll -= weight;
        if (roll < 0) return run;
      }
      return (operations.at(-1) as [number, () => Promise<unknown>])[1];
    };

    console.log(`load on ${databaseName}: ${clients} clients for ${seconds} s against ${base}`);
    const end = performance.now() + seconds * 1000;
    const started = performance.now();
    loadStarted = started;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < end) await choose()();
      }),
    );
    const elapsed = (performance.now() - started) / 1000;

    // Every acknowledged record, read back by id (16 at a time).
    let lost = 0;
    const lostExamples: string[] = [];
    for (let i = 0; i < acknowledged.length; i += 16) {
      await Promise.all(
        acknowledged.slice(i, i + 16).map(async ({ kind, id }) => {
          const answer = await call(base, token, 'GET', `/${kind}/${id}`).catch(() => null);
          if (answer?.status === 200 && idOf(answer.body) === id) return;
          lost++;
          if (lostExamples.length < 5) lostExamples.push(`${kind} ${id}: ${answer?.status ?? 'no answer'}`);
        }),
      );
    }

    latencies.sort((a, b) => a - b);
    const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
    const p = (n: number) => `${percentile(latencies, n).toFixed(0)} ms`;
    const byKind = (kind: Kind) => acknowledged.filter((a) => a.kind === kind).length;
    console.log(
      `requests ${requests} in ${elapsed.toFixed(1)} s (${(requests / elapsed).toFixed(0)}/s), errors ${errorCount}`,
    );
    for (const [key, n] of errors) console.log(`  error ×${n}: ${key}`);
    console.log(
      `acknowledged writes ${acknowledged.length} (owner profiles ${byKind('ownerProfile')}, properties ${byKind('property')}, documents ${byKind('documents')}), lost ${lost}${lostExamples.length > 0 ? ` (${lostExamples.join(', ')})` : ''}`,
    );
    console.log(`latency p50 ${p(50)}, p95 ${p(95)}, p99 ${p(99)}, max ${p(100)}`);
    if (slowStarts.length > 0) {
      slowStarts.sort((a, b) => a - b);
      console.log(
        `  answers over 5 s: ${slowStarts.length}, sent between ${slowStarts[0]?.toFixed(1)} s and ${slowStarts.at(-1)?.toFixed(1)} s into the run`,
      );
    }
    for (const [what, list] of [...latencyOf].sort(([a], [b]) => a.localeCompare(b))) {
      list.sort((a, b) => a - b);
      const q = (n: number) => percentile(list, n).toFixed(0);
      console.log(
        `  ${what.padEnd(22)} ×${String(list.length).padEnd(6)} p50 ${q(50)} ms, p99 ${q(99)} ms, max ${q(100)} ms`,
      );
    }
    const p99 = percentile(latencies, 99);
    const checks: [string, boolean][] = [
      [`errors ${errorCount} (budget ${budgets.errors})`, errorCount <= budgets.errors],
      [`lost ${lost} (budget ${budgets.lost})`, lost <= budgets.lost],
      [`p99 ${p99.toFixed(0)} ms (budget ${budgets.p99Ms} ms on ${databaseName})`, p99 <= budgets.p99Ms],
    ];
    for (const [line, ok] of checks) console.log(`  ${line} ${ok ? 'ok' : 'over'}`);
    return checks.every(([, ok]) => ok);
  } finally {
    await stopServer(server);
    await cleanup();
  }
}

// ------------------------------------------------------------------ kill -9 during an import and an upload

/** Reads rows from the data after the server stopped: SQL on PostgreSQL, the PGlite folder opened here otherwise. */
async function queryData(env: Record<string, string>, text: string): Promise<Record<string, unknown>[]> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgliteExtensions } = await import('../src/db/client.ts');
  const db = await PGlite.create(path.join(env.DATA_DIR as string, 'pglite'), {
    extensions: pgliteExtensions,
  });
  try {
    return (await db.query<Record<string, unknown>>(text)).rows;
  } finally {
    await db.close();
  }
}

function storedFiles(dataDir: string): { file: string; bytes: number }[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .map((file) => path.join(root, file))
    .filter((file) => fs.statSync(file).isFile())
    .map((file) => ({ file: path.relative(root, file), bytes: fs.statSync(file).size }));
}

interface CrashResult {
  /** From sending the request to its answer or the connection cut. */
  ms: number;
  problem: string | null;
}

async function crashDuringImport(killAfterMs: number | null): Promise<CrashResult> {
  const { env, cleanup } = await serverEnvironment();
  let server = await startServer(env);
  try {
    const token = await signIn(server.base, 'strataadmin', 'strata');
    const rows = 3000;
    const marker = randomBytes(4).toString('hex');
    const lines = [csvColumns.join(',')];
    for (let i = 0; i < rows; i++) {
      lines.push(
        `BCS1234,K${marker}${i},${700000 + i},Crash Owner ${i},crash.${marker}.${i}@example.ca,${i} Crash Street,,,Burnaby,BC,Canada,V5H 2E2`,
      );
    }
    const form = new FormData();
    form.append('file', new File([`${lines.join('\r\n')}\r\n`], 'owners.csv', { type: 'text/csv' }));
    const importing = fetch(`${server.base}/api/importOwners`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }).then(
      (res) => `answered ${res.status}`,
      () => 'cut off',
    );
    const sent = performance.now();
    if (killAfterMs !== null) {
      await delay(killAfterMs);
      await stopServer(server, 'SIGKILL');
    }
    const outcome = await importing;
    const ms = performance.now() - sent;
    if (killAfterMs === null) await stopServer(server);
    // Restart on the same data (recovery, a stale data-folder lock), then read what is there.
    server = await startServer(env);
    await stopServer(server);
    const [owners] = await queryData(
      env,
      `SELECT count(*)::int AS n FROM strata_owners WHERE email LIKE 'crash.${marker}.%'`,
    );
    const [mails] = await queryData(
      env,
      `SELECT count(*)::int AS n FROM mail_outbox WHERE to_address LIKE 'crash.${marker}.%'`,
    );
    const n = Number(owners?.n ?? -1);
    const m = Number(mails?.n ?? -1);
    const whole = (n === 0 && m === 0) || (n === rows && m === rows);
    console.log(
      `  import ${killAfterMs === null ? `not killed (${ms.toFixed(0)} ms)` : `killed after ${killAfterMs} ms`} (${outcome}): ${n} of ${rows} owners, ${m} invitation mails → ${whole ? 'all or nothing ok' : 'PARTIAL'}`,
    );
    return {
      ms,
      problem: whole ? null : `import killed at ${killAfterMs} ms left ${n} owners and ${m} mails`,
    };
  } finally {
    await stopServer(server, 'SIGKILL');
    await cleanup();
  }
}

async function crashDuringUpload(killAfterMs: number | null): Promise<CrashResult> {
  const { env, cleanup } = await serverEnvironment();
  let server = await startServer(env);
  try {
    const token = await signIn(server.base, 'admin', 'residential');
    const properties = itemsOf((await call(server.base, token, 'GET', '/property')).body);
    const types = await propertyDocumentTypes(server.base, token);
    const doc = await call(server.base, token, 'POST', '/documents', {
      propertyId: properties[0]?.id,
      ownerId: null,
      documentTypeId: types[0],
      fileName: 'Crash upload.pdf',
      documentDate: '2026-11-01',
    });
    const id = idOf(doc.body);
    if (id === undefined) throw new Error(`could not create the document: ${JSON.stringify(doc.body)}`);
    const filesBefore = storedFiles(env.DATA_DIR as string).length;
    // A 15 MB PDF (under the 20 MB limit), sent slowly enough to be cut in the middle.
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      randomBytes(15 * 1024 * 1024),
      Buffer.from('\n%%EOF\n'),
    ]);
    const form = new FormData();
    form.append('file', new File([pdf], 'big.pdf', { type: 'application/pdf' }));
    const uploading = fetch(`${server.base}/api/documents/upload/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }).then(
      (res) => `answered ${res.status}`,
      () => 'cut off',
    );
    const sent = performance.now();
    if (killAfterMs !== null) {
      await delay(killAfterMs);
      await stopServer(server, 'SIGKILL');
    }
    const outcome = await uploading;
    const ms = performance.now() - sent;
    if (killAfterMs === null) await stopServer(server);
    server = await startServer(env);
    const again = await signIn(server.base, 'admin', 'residential');
    const read = await call(server.base, again, 'GET', `/documents/${id}`);
    const hasFile = (read.body as { hasFile?: unknown })?.hasFile === true;
    const download = await fetch(`${server.base}/api/documents/${id}/file`, {
      headers: { authorization: `Bearer ${again}` },
    });
    const bytes = Buffer.from(await download.arrayBuffer());
    await stopServer(server);
    const files = storedFiles(env.DATA_DIR as string);
    const whole = hasFile
      ? download.status === 200 && bytes.equals(pdf)
      : download.status === 404 && files.length === filesBefore;
    console.log(
      `  upload ${killAfterMs === null ? `not killed (${ms.toFixed(0)} ms)` : `killed after ${killAfterMs} ms`} (${outcome}): hasFile ${hasFile}, download ${download.status} ${bytes.length} bytes, stored files ${filesBefore} → ${files.length} → ${whole ? 'whole or none ok' : 'PARTIAL'}`,
    );
    return {
      ms,
      problem: whole
        ? null
        : `upload killed at ${killAfterMs} ms: hasFile ${hasFile}, download ${download.status}`,
    };
  } finally {
    await stopServer(server, 'SIGKILL');
    await cleanup();
  }
}

/** Where in a request's time it is killed: from just after it is sent to just before it would have answered. */
const killPoints = [0.05, 0.25, 0.5, 0.75, 0.95];

async function runCrashes(): Promise<boolean> {
  console.log(`kill -9 on ${databaseName} (each at points of the time an uninterrupted run takes):`);
  const problems: string[] = [];
  for (const run of [crashDuringImport, crashDuringUpload]) {
    const whole = await run(null);
    if (whole.problem) problems.push(whole.problem);
    for (const point of killPoints) {
      const { problem } = await run(Math.round(whole.ms * point));
      if (problem) problems.push(problem);
    }
  }
  console.log(
    `  crash checks: ${problems.length} partial (budget 0) ${problems.length === 0 ? 'ok' : 'over'}`,
  );
  return problems.length === 0;
}

let ok = await runLoad();
if (values.crash) ok = (await runCrashes()) && ok;
console.log(`load ${databaseName}: ${ok ? 'ok' : 'over'}`);
process.exit(ok ? 0 : 1);
