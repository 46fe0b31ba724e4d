// `npm run backup -- --out FILE`: the database and every file it refers to, at one point in time, in one archive.
// PGlite: taken with the server stopped (the data folder's lock says whether one runs); its own dump (dumpDataDir).
// PostgreSQL: taken while the servers run: pg_dump (Debian's postgresql-client) reads a snapshot exported by a
// transaction that also lists the stored files and holds a share lock on their rows until every file is copied, so no
// file the dump refers to can be deleted or replaced before it is in the archive.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { AppOptions } from '../config.ts';
import { pgliteExtensions } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { type ArchiveWriter, writeArchive } from './archive.ts';
import { openStorage, type Queryable, tableRows } from './common.ts';
import {
  archiveEntries,
  archiveFormat,
  archiveVersion,
  type Manifest,
  OperationError,
  storedFileQueries,
} from './stored-files.ts';

export interface BackupSummary {
  database: 'pglite' | 'postgres';
  rows: number;
  tables: number;
  files: number;
  fileBytes: number;
  databaseBytes: number;
  archiveBytes: number;
  ms: number;
}

/** Runs a program, failing with its standard error. */
export function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new OperationError(
              `${program} is not installed: install PostgreSQL's client (apt-get install postgresql-client).`,
            )
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new OperationError(`${program} failed: ${stderr.trim()}`)),
    );
  });
}

async function storedKeys(db: Queryable, lock: boolean): Promise<string[]> {
  const keys = new Set<string>();
  for (const query of storedFileQueries(lock)) {
    for (const row of (await db.query<{ key: string }>(query)).rows) keys.add(row.key);
  }
  return [...keys].sort();
}

async function copyFiles(storage: FileStorage, keys: string[], add: ArchiveWriter['add']) {
  let bytes = 0;
  for (const key of keys) {
    const { stream, size } = await storage.get(key).catch((error: unknown) => {
      throw new OperationError(
        `The database refers to the file ${key}, which the storage does not have (${String(error)}).`,
      );
    });
    await add(`${archiveEntries.filesPrefix}${key}`, size, stream);
    bytes += size;
  }
  return bytes;
}

async function migrationCount(db: Queryable): Promise<number> {
  const result = await db.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  return Number(result.rows[0]?.n ?? 0);
}

export async function backup(options: AppOptions, out: string): Promise<BackupSummary> {
  const started = performance.now();
  const target = path.resolve(out);
  if (fs.existsSync(target))
    throw new OperationError(`${target} exists already: name a new file for the backup.`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  const archive = writeArchive(partial);
  const storage = await openStorage(options, { owner: false });
  const kind = options.database.kind;
  let manifest: Manifest;
  let databaseBytes = 0;
  let fileBytes = 0;
  let keys: string[] = [];
  const describe = (rows: Record<string, number>, migration: number): Manifest => ({
    format: archiveFormat,
    version: archiveVersion,
    createdAt: new Date().toISOString(),
    database: kind,
    migrations: migration,
    rows,
    files: keys.length,
  });
  try {
    if (options.database.kind === 'pglite') {
      let lock: ReturnType<typeof lockDataDir>;
      try {
        lock = lockDataDir(options.dataDir);
      } catch (error) {
        if (!(error instanceof DataDirLockedError)) throw error;
        throw new OperationError(
          `The data folder ${options.dataDir} is in use by a running server (pid ${error.pid}). A PGlite backup is taken with the server stopped: stop it, then run the backup again.`,
        );
      }
      try {
        const dataDir = options.database.dataDir;
        if (!dataDir || !fs.existsSync(dataDir))
          throw new OperationError(`There is no database in ${options.dataDir} to back up.`);
        const db = await PGlite.create(dataDir, { extensions: pgliteExtensions });
        try {
          keys = await storedKeys(db, false);
          manifest = describe(await tableRows(db), await migrationCount(db));
          const dump = await db.dumpDataDir('gzip');
          const bytes = new Uint8Array(await dump.arrayBuffer());
          databaseBytes = bytes.byteLength;
          await archive.add(archiveEntries.manifest, ...json(manifest));
          await archive.add(archiveEntries.pgliteDump, bytes.byteLength, bytes);
        } finally {
          await db.close();
        }
        const secretFile = path.join(options.dataDir, 'jwt-secret');
        if (fs.existsSync(secretFile)) {
          const secret = fs.readFileSync(secretFile);
          await archive.add(archiveEntries.jwtSecret, secret.byteLength, secret);
        }
        fileBytes = await copyFiles(storage, keys, archive.add);
      } finally {
        lock.release();
      }
    } else {
      const url = options.database.url;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const dumpFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-')), 'postgres.dump');
      try {
        await client.query('begin isolation level repeatable read');
        const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]
          ?.id;
        if (!snapshot) throw new Error('PostgreSQL exported no snapshot');
        keys = await storedKeys(client, true);
        manifest = describe(await tableRows(client), await migrationCount(client));
        await run('pg_dump', [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--snapshot=${snapshot}`,
          `--file=${dumpFile}`,
          `--dbname=${url}`,
        ]);
        databaseBytes = fs.statSync(dumpFile).size;
        await archive.add(archiveEntries.manifest, ...json(manifest));
        await archive.add(archiveEntries.postgresDump, databaseBytes, fs.createReadStream(dumpFile));
        fileBytes = await copyFiles(storage, keys, archive.add);
        await client.query('commit');
      } finally {
        await client.end().catch(() => {});
        fs.rmSync(path.dirname(dumpFile), { recursive: true, force: true });
      }
    }
    const archiveBytes = await archive.finish();
    fs.renameSync(partial, target);
    return {
      database: kind,
      rows: Object.values(manifest.rows).reduce((a, b) => a + b, 0),
      tables: Object.keys(manifest.rows).length,
      files: keys.length,
      fileBytes,
      databaseBytes,
      archiveBytes,
      ms: performance.now() - started,
    };
  } catch (error) {
    archive.abort();
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

function json(value: unknown): [number, Buffer] {
  const body = Buffer.from(JSON.stringify(value, null, 1));
  return [body.byteLength, body];
}
