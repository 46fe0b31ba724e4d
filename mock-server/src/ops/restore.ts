// `npm run restore -- --in FILE`: a backup (backup.ts) into the database and file storage of `npm start`'s
// environment, which must be empty (no tables, no files) unless --force: then the database is emptied first and the
// archive's files replace those of the same keys. PGlite restores with the server stopped; PostgreSQL with
// pg_restore. Every entry is checked against the archive's SHA-256 list.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { AppOptions } from '../config.ts';
import { migrationsFolder, pgliteExtensions } from '../db/client.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { isStorageKey } from '../storage/file-storage.ts';
import { hashing, readAll, readArchive, sha256 } from './archive.ts';
import { run } from './backup.ts';
import { openStorage, tableNames } from './common.ts';
import { archiveEntries, archiveFormat, type Manifest, OperationError } from './stored-files.ts';

export interface RestoreSummary {
  database: 'pglite' | 'postgres';
  createdAt: string;
  rows: number;
  tables: number;
  files: number;
  fileBytes: number;
  ms: number;
}

function knownMigrations(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

function parseManifest(bytes: Buffer, file: string): Manifest {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(bytes.toString('utf8')) as Partial<Manifest>;
  } catch {
    throw new OperationError(`${file} is not a portal backup: its manifest is not readable.`);
  }
  if (manifest.format !== archiveFormat || manifest.database === undefined || !manifest.rows) {
    throw new OperationError(`${file} is not a portal backup: its manifest is not one.`);
  }
  return manifest as Manifest;
}

/** Empties the target, or refuses when it holds data and `force` is off. */
async function prepareTarget(options: AppOptions, force: boolean, hasFiles: boolean): Promise<void> {
  const refuse = (what: string) => {
    throw new OperationError(
      `${what} is not empty: restore into an empty one, or pass --force to replace what it holds.`,
    );
  };
  if (hasFiles && !force)
    refuse(
      options.s3 ? `The bucket ${options.s3.bucket}` : `The folder ${path.join(options.dataDir, 'files')}`,
    );
  if (options.database.kind === 'pglite') {
    const dir = options.database.dataDir as string;
    const used = fs.existsSync(dir) && fs.readdirSync(dir).length > 0;
    if (used && !force) refuse(`The database folder ${dir}`);
    fs.rmSync(dir, { recursive: true, force: true });
    return;
  }
  const client = new pg.Client({ connectionString: options.database.url });
  await client.connect();
  try {
    const tables = await tableNames(client);
    const drizzle = await client.query(
      `select 1 from information_schema.schemata where schema_name = 'drizzle'`,
    );
    if ((tables.length > 0 || drizzle.rows.length > 0) && !force) refuse('The database');
    if (force) {
      await client.query('drop schema if exists drizzle cascade');
      await client.query('drop schema public cascade');
      await client.query('create schema public');
    }
  } finally {
    await client.end();
  }
}

export async function restore(options: AppOptions, file: string, force: boolean): Promise<RestoreSummary> {
  const started = performance.now();
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new OperationError(`There is no file ${source}.`);
  const lock = (() => {
    try {
      return lockDataDir(options.dataDir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      throw new OperationError(
        `The data folder ${options.dataDir} is in use by a running server (pid ${error.pid}): stop it before restoring.`,
      );
    }
  })();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restore-'));
  try {
    const storage = await openStorage(options, { owner: true });
    const sums: Record<string, string> = {};
    let manifest: Manifest | null = null;
    let databaseDone = false;
    let files = 0;
    let fileBytes = 0;
    let checksums: Record<string, string> | null = null;
    try {
      for await (const entry of readArchive(source)) {
        const name = entry.header.name;
        if (!manifest) {
          if (name !== archiveEntries.manifest)
            throw new OperationError(`${source} is not a portal backup: it does not begin with a manifest.`);
          const bytes = await readAll(entry);
          sums[name] = sha256(bytes);
          manifest = parseManifest(bytes, source);
          if (manifest.database !== options.database.kind) {
            throw new OperationError(
              `${source} is a backup of ${manifest.database === 'pglite' ? 'PGlite' : 'PostgreSQL'}; this environment uses ${options.database.kind === 'pglite' ? 'PGlite (no DATABASE_URL)' : 'PostgreSQL (DATABASE_URL)'}.`,
            );
          }
          if (manifest.migrations > knownMigrations()) {
            throw new OperationError(
              `${source} was made by a newer version of the portal (${manifest.migrations} migrations, this one knows ${knownMigrations()}): restore it with that version.`,
            );
          }
          await prepareTarget(options, force, await storage.hasFiles());
          continue;
        }
        if (name === archiveEntries.checksums) {
          checksums = JSON.parse((await readAll(entry)).toString('utf8')) as Record<string, string>;
          continue;
        }
        const hash = hashing();
        const hashed = Readable.from(entry).pipe(hash);
        if (name === archiveEntries.pgliteDump && options.database.kind === 'pglite') {
          const dump = await readAll(hashed);
          const db = await PGlite.create(options.database.dataDir, {
            extensions: pgliteExtensions,
            loadDataDir: new Blob([new Uint8Array(dump)]),
          });
          await db.close();
          databaseDone = true;
        } else if (name === archiveEntries.postgresDump && options.database.kind === 'postgres') {
          const dumpFile = path.join(work, 'postgres.dump');
          await pipelineToFile(hashed, dumpFile);
          await run('pg_restore', [
            '--no-owner',
            '--no-privileges',
            '--exit-on-error',
            `--dbname=${options.database.url}`,
            dumpFile,
          ]);
          databaseDone = true;
        } else if (name === archiveEntries.jwtSecret) {
          fs.writeFileSync(path.join(options.dataDir, 'jwt-secret'), await readAll(hashed), { mode: 0o600 });
        } else if (
          name.startsWith(archiveEntries.filesPrefix) &&
          isStorageKey(name.slice(archiveEntries.filesPrefix.length))
        ) {
          await storage.putAt(name.slice(archiveEntries.filesPrefix.length), hashed);
          files += 1;
          fileBytes += entry.header.size;
        } else {
          throw new OperationError(`${source} holds an entry a portal backup does not have: ${name}.`);
        }
        sums[name] = hash.digest();
      }
    } catch (error) {
      if (error instanceof OperationError) throw error;
      throw new OperationError(
        `${source} is damaged or not a portal backup: ${error instanceof Error ? error.message : String(error)}.`,
      );
    }
    if (!manifest) throw new OperationError(`${source} is not a portal backup: it is empty.`);
    if (!checksums || !databaseDone)
      throw new OperationError(
        `${source} is incomplete: it ends before ${databaseDone ? 'its checksums' : 'its database'}. What was restored is not usable.`,
      );
    for (const [name, sum] of Object.entries(checksums)) {
      if (sums[name] !== sum)
        throw new OperationError(
          `${source} is damaged: ${name} does not match its checksum. What was restored is not usable.`,
        );
    }
    if (files !== manifest.files)
      throw new OperationError(`${source} is incomplete: ${files} of its ${manifest.files} files.`);
    return {
      database: manifest.database,
      createdAt: manifest.createdAt,
      rows: Object.values(manifest.rows).reduce((a, b) => a + b, 0),
      tables: Object.keys(manifest.rows).length,
      files,
      fileBytes,
      ms: performance.now() - started,
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    lock.release();
  }
}

async function pipelineToFile(source: NodeJS.ReadableStream, file: string): Promise<void> {
  await pipeline(source, fs.createWriteStream(file));
}
