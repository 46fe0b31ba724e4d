// Opens the database: PGlite (embedded PostgreSQL) on disk or in memory, or PostgreSQL through node-postgres when a
// connection string is given. Both run the same committed migrations from mock-server/drizzle/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The query API handlers use; identical for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseOptions =
  | {
      kind: 'pglite';
      /** Undefined keeps the database in memory (tests). */
      dataDir?: string;
      /** A dump of an initialized database (dumpDataDir): starts several times faster than PGlite's initdb. */
      template?: Blob;
    }
  | { kind: 'postgres'; url: string };

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
    try {
      await migrateNodePg(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  // relaxedDurability: PGlite's fsync is off anyway; durability is claimed for PostgreSQL only (DESIGN).
  const client = await PGlite.create(options.dataDir, {
    relaxedDurability: true,
    ...(options.template && { loadDataDir: options.template }),
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', close: () => client.close() };
}
