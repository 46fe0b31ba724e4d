// --crash: kills the server with SIGKILL during a 3,000-row owner import and during a 15 MB document upload (at 5,
// 25, 50, 75 and 95 % of the time an uninterrupted one takes, measured first), restarts it on the same data, and
// checks all or nothing: every imported owner with its invitation mail or none, the file whole (byte for byte) or
// absent with no stray stored file.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { csvColumns } from '../../src/services/import-csv.ts';
import { call, idOf, itemsOf, propertyDocumentTypes, signIn } from './http.ts';
import { type LoadSettings, type Server, serverEnvironment, startServer, stopServer } from './server.ts';

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
  const { pgliteExtensions } = await import('../../src/db/client.ts');
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

/**
 * Sends a form to the server and, unless `killAfterMs` is null, kills the server with SIGKILL that long after;
 * otherwise stops it once answered. Answers how the request ended and how long it took.
 */
async function sendThenKill(
  server: Server,
  method: string,
  url: string,
  token: string,
  form: FormData,
  killAfterMs: number | null,
): Promise<{ outcome: string; ms: number }> {
  const sending = fetch(`${server.base}${url}`, {
    method,
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
  const outcome = await sending;
  const ms = performance.now() - sent;
  if (killAfterMs === null) await stopServer(server);
  return { outcome, ms };
}

async function crashDuringImport(onPostgres: boolean, killAfterMs: number | null): Promise<CrashResult> {
  const { env, cleanup } = await serverEnvironment(onPostgres);
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
    const { outcome, ms } = await sendThenKill(server, 'POST', '/api/importOwners', token, form, killAfterMs);
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

async function crashDuringUpload(onPostgres: boolean, killAfterMs: number | null): Promise<CrashResult> {
  const { env, cleanup } = await serverEnvironment(onPostgres);
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
    const upload = `/api/documents/upload/${id}`;
    const { outcome, ms } = await sendThenKill(server, 'PUT', upload, token, form, killAfterMs);
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

export async function runCrashes({ onPostgres, databaseName }: LoadSettings): Promise<boolean> {
  console.log(`kill -9 on ${databaseName} (each at points of the time an uninterrupted run takes):`);
  const problems: string[] = [];
  for (const run of [crashDuringImport, crashDuringUpload]) {
    const whole = await run(onPostgres, null);
    if (whole.problem) problems.push(whole.problem);
    for (const point of killPoints) {
      const { problem } = await run(onPostgres, Math.round(whole.ms * point));
      if (problem) problems.push(problem);
    }
  }
  console.log(
    `  crash checks: ${problems.length} partial (budget 0) ${problems.length === 0 ? 'ok' : 'over'}`,
  );
  return problems.length === 0;
}
