// A migrated, empty PGlite database dumped once per change of the migrations, so each test file starts from it
// (about 2 s) instead of running PGlite's initdb (5 to 15 s on a busy machine).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, pgliteExtensions } from '../../src/db/client.ts';

function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

export function templatePath(): string {
  return path.join(os.tmpdir(), `portal-server-pglite-${migrationsHash()}.tar`);
}

export async function ensureTemplate(): Promise<string> {
  const file = templatePath();
  if (fs.existsSync(file)) return file;
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const tmp = `${file}.${process.pid}`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(tmp, file);
  return file;
}

let cached: Blob | undefined;

/** The template as a Blob, or undefined when the global setup did not make it. */
export function loadTemplate(): Blob | undefined {
  if (cached) return cached;
  const file = templatePath();
  if (!fs.existsSync(file)) return undefined;
  cached = new Blob([fs.readFileSync(file)]);
  return cached;
}
