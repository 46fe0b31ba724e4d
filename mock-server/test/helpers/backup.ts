// What the backup tests compare: every row of every table (as text, sorted) and every stored file's bytes.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseOptions } from '../../src/db/client.ts';
import { pgliteExtensions } from '../../src/db/client.ts';
import { type Queryable, tableNames } from '../../src/ops/common.ts';
import { storedFileQueries } from '../../src/ops/stored-files.ts';
import type { FileStorage } from '../../src/storage/file-storage.ts';

export interface Contents {
  rows: Record<string, string[]>;
  files: Record<string, string>;
}

async function withDatabase<T>(database: DatabaseOptions, use: (db: Queryable) => Promise<T>): Promise<T> {
  if (database.kind === 'postgres') {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return await use(client);
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(database.dataDir, { extensions: pgliteExtensions });
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}

/** Every row (its text, sorted per table) and every file the rows refer to (base64). */
export async function contentsOf(database: DatabaseOptions, storage: FileStorage): Promise<Contents> {
  return withDatabase(database, async (db) => {
    const rows: Record<string, string[]> = {};
    for (const table of await tableNames(db)) {
      const result = await db.query<{ row: string }>(`select t::text as row from "${table}" t`);
      rows[table] = result.rows.map((r) => r.row).sort();
    }
    const files: Record<string, string> = {};
    for (const query of storedFileQueries(false)) {
      for (const { key } of (await db.query<{ key: string }>(query)).rows) {
        files[key] = (await storage.read(key)).toString('base64');
      }
    }
    return { rows, files };
  });
}
