// The seeded database a test file starts from: the global setup builds the app once on a new database with the demo
// data (and its stored files), closes it, and keeps the result; each test file's app then starts from a copy of it
// (PostgreSQL: CREATE DATABASE … TEMPLATE, a copy of the files; PGlite: a dump of the seeded data folder) instead of
// running the migrations and the seed again (about 2 s of each file's 3 to 5 s set-up on a busy machine, 98 files on
// each database). Only an app whose options could change what the seed writes (its database, storage, addresses,
// mail sender, size, or no seed at all) seeds its own database as before.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../../src/app.ts';
import { pgliteExtensions } from '../../src/db/client.ts';
import type { SeedResult } from '../../src/seed.ts';
import { loadTemplate } from './pglite-template.ts';
import { createThrowawayDatabase } from './postgres.ts';

export interface SeededTemplate {
  seed: SeedResult;
  /** The files the seed stored (its data folder's `files/`), copied into each test's data folder. */
  filesDir: string;
  /** PostgreSQL: the database each test's database is created from; PGlite: the dump of the seeded data folder. */
  database: { kind: 'postgres'; name: string } | { kind: 'pglite'; dumpFile: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate | null;
  }
}

/** The options that change what the seed writes: an app given one of these seeds its own database. */
const seedShaping = ['database', 'seed', 'seedScale', 's3', 'publicUrl', 'mailFrom', 'dataDir'] as const;

/**
 * Builds the seeded template with `options` (the tests' defaults, from testOptions): on PostgreSQL its database is
 * kept as the template; on PGlite the data folder is on disk so that it can be dumped once the app has closed.
 * Returns it and the function that removes it.
 */
export async function createSeededTemplate(
  options: BuildOptions,
  onPostgres: boolean,
): Promise<{ template: SeededTemplate; remove: () => Promise<void> }> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-server-template-'));
  const pgliteDir = path.join(workDir, 'pgdata');
  const created = onPostgres ? await createThrowawayDatabase('portal_template') : null;
  const database: BuildOptions['database'] = created
    ? { kind: 'postgres', url: created.url }
    : { kind: 'pglite', dataDir: pgliteDir, template: loadTemplate() };
  const { app, seeded } = await buildApp({ ...options, dataDir: workDir, database, seed: true });
  await app.close();
  if (!seeded) throw new Error('The template database was not seeded');
  let templateDatabase: SeededTemplate['database'];
  if (created) {
    templateDatabase = { kind: 'postgres', name: created.name };
  } else {
    const client = await PGlite.create(pgliteDir, { extensions: pgliteExtensions });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const dumpFile = path.join(workDir, 'seeded.tar');
    fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
    templateDatabase = { kind: 'pglite', dumpFile };
  }
  return {
    template: { seed: seeded, filesDir: path.join(workDir, 'files'), database: templateDatabase },
    remove: async () => {
      await created?.drop();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

let dump: Blob | undefined;

/**
 * The template's seed and database options for an app with `overrides`, its files copied into `dataDir`; undefined
 * when the overrides shape the seed or no template was made (outside a Vitest run).
 */
export async function fromSeededTemplate(
  overrides: Partial<BuildOptions>,
  dataDir: string,
): Promise<
  { seed: SeedResult; database: BuildOptions['database']; dropDatabase: () => Promise<void> } | undefined
> {
  if (seedShaping.some((key) => key in overrides)) return undefined;
  // Outside a Vitest run (`npm run fuzz` builds its apps with createTestApp) there is no template to copy.
  const template = process.env.VITEST ? inject('seededTemplate') : undefined;
  if (!template) return undefined;
  fs.cpSync(template.filesDir, path.join(dataDir, 'files'), { recursive: true });
  if (template.database.kind === 'postgres') {
    const created = await createThrowawayDatabase('portal_test', template.database.name);
    return {
      seed: template.seed,
      database: { kind: 'postgres', url: created.url },
      dropDatabase: created.drop,
    };
  }
  dump ??= new Blob([fs.readFileSync(template.database.dumpFile)]);
  return {
    seed: template.seed,
    database: { kind: 'pglite', template: dump },
    dropDatabase: async () => {},
  };
}
