// Opens the database: PGlite (embedded PostgreSQL) on disk or in memory, or PostgreSQL through node-postgres when a
// connection string is given. Both run the same committed migrations from mock-server/drizzle/.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Tracer } from '@opentelemetry/api';
import { eq } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { tracedPool, traceEmbeddedQueries } from '../observability/tracing.ts';
import { OldestFirstGate, oldestFirst, waitingOf } from './oldest-first.ts';
import { preparingRepeatedReads } from './pglite-statements.ts';
import * as schema from './schema.ts';
import { namingRepeatedReads } from './statement-names.ts';
import { carryingToCommit } from './with-commit.ts';

export type Schema = typeof schema;
/** The query API handlers use; identical for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Ends the start (PostgreSQL: releases the advisory lock that migrations and the seed run under, so instances
   * started together migrate and seed once). Call it once the seed is done; nothing on PGlite.
   */
  endStart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Of a database on PGlite: how many committed changes it has notified (migration 0008), counted before the writing
 * query's answer is handed back. Two reads that see the same number see the same data, since this process is the only
 * one on the database (the lists' kept counts, the session check's kept accounts).
 */
export const dataVersions = new WeakMap<Db, () => number>();

/**
 * Of a database on PGlite: how many committed changes it has notified to any of `tables` (migration 0025 names each
 * table changed). What reads only those tables is the same while this number is.
 */
export const tableVersions = new WeakMap<Db, (tables: readonly string[]) => number>();

/** Of a database on PostgreSQL: its pool's connections (open, idle) and the queries waiting for one (GET /metrics). */
export const poolStats = new WeakMap<Db, () => { open: number; idle: number; waiting: number }>();

/** The advisory lock key the start takes (any constant; "portal" in ASCII). */
export const startLockKey = 0x706f7274616c;

export type DatabaseOptions =
  | {
      kind: 'pglite';
      /** Undefined keeps the database in memory (tests). */
      dataDir?: string;
      /** A dump of an initialized database (dumpDataDir): starts several times faster than PGlite's initdb. */
      template?: Blob;
      /** PostgreSQL's shared_buffers inside PGlite, e.g. '16MB' (the default). */
      sharedBuffers?: string;
    }
  | { kind: 'postgres'; url: string };

/**
 * The PostgreSQL extensions the migrations create (pg_trgm: the trigram indexes that serve the lists' `q` search),
 * which PGlite loads only when told at creation: every PGlite opened on the portal's database passes these.
 */
export const pgliteExtensions = { pg_trgm };

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** PostgreSQL connections per instance. */
const poolSize = 10;

/**
 * Opens the database and runs the migrations. With a tracer (tracing on), every statement run inside a request is a
 * span of that request's trace (observability/tracing.ts).
 */
export async function openDatabase(options: DatabaseOptions, tracer?: Tracer): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: poolSize });
    // An idle connection that fails (the server restarts, or drops the database as the tests' cleanup does while
    // connections are still closing) is reported by the pool; without a listener it would crash the process.
    let closing = false;
    pool.on('error', (error) => {
      if (!closing) console.error(`PostgreSQL: an idle connection failed: ${error.message}`);
    });
    // Queries take the connections oldest request first (oldest-first.ts), not in the order they are asked for, and a
    // read sent again is prepared once per connection (statement-names.ts), and a transaction's last statement may
    // travel with its COMMIT (with-commit.ts).
    const gated = oldestFirst(carryingToCommit(namingRepeatedReads(pool)), poolSize);
    const db = drizzleNodePg({
      client: tracer ? tracedPool(gated, tracer) : gated,
      schema,
      casing: 'snake_case',
    });
    const queued = waitingOf.get(gated) ?? (() => 0);
    poolStats.set(db, () => ({
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount + queued(),
    }));
    // One connection holds the start lock (a session-level advisory lock: it ends with the connection, so a
    // process killed while starting never leaves it held).
    const lockClient = await pool.connect();
    let locked = true;
    const endStart = async () => {
      if (!locked) return;
      locked = false;
      try {
        await lockClient.query('select pg_advisory_unlock($1)', [startLockKey]);
      } finally {
        lockClient.release();
      }
    };
    try {
      await lockClient.query('select pg_advisory_lock($1)', [startLockKey]);
      await migrateNodePg(db, { migrationsFolder });
    } catch (error) {
      await endStart().catch(() => {});
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: 'postgres',
      endStart,
      close: () => {
        closing = true;
        return pool.end();
      },
    };
  }
  // relaxedDurability: PGlite's fsync is off anyway; durability is claimed for PostgreSQL only (DESIGN).
  const client = await withBomKept(() =>
    PGlite.create(options.dataDir, {
      relaxedDurability: true,
      extensions: pgliteExtensions,
      // PostgreSQL's default 128 MB of shared buffers is most of PGlite's memory (its WebAssembly heap holds them):
      // 16 MB is ample for a demo or development data set and halves the server's memory (bench:server). A larger
      // data set belongs on PostgreSQL (DATABASE_URL).
      postgresqlconf: [`shared_buffers=${options.sharedBuffers ?? '16MB'}`],
      ...(options.template && { loadDataDir: options.template }),
    }),
  );
  preparingRepeatedReads(client);
  oldestFirstTurns(client);
  if (tracer) traceEmbeddedQueries(client as unknown as Parameters<typeof traceEmbeddedQueries>[0], tracer);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  try {
    await migratePglite(db, { migrationsFolder });
    // Every committed change notifies portal_data (migration 0008): counted here, it versions the data.
    let changes = 0;
    const changesOf = new Map<string, number>();
    await client.exec(`set portal.notify_data = 'on'`);
    await client.listen('portal_data', (table) => {
      changes++;
      changesOf.set(table, (changesOf.get(table) ?? 0) + 1);
    });
    dataVersions.set(db, () => changes);
    tableVersions.set(db, (tables) => tables.reduce((sum, table) => sum + (changesOf.get(table) ?? 0), 0));
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', endStart: async () => {}, close: () => client.close() };
}

/**
 * PGlite runs one query at a time, synchronously in this thread, and hands its session to the next waiting query in a
 * microtask. Two things follow under load, and each query here is changed for both:
 * - Without a turn of the event loop, the queries of every request in flight ran back to back and no connection was
 *   accepted nor request read until the chain ran dry (npm run load: requests sent in the first seconds were answered
 *   after up to 35 s). Each query first waits one turn of the event loop, so I/O is served between queries.
 * - Its queue is first come, first served, so a request of many queries (a write with its audit row, a sign-in) waited
 *   once per query behind every newer request's first query. Queries now wait in line by the time their request began
 *   (OldestFirstGate, as PostgreSQL's pool does): a request that has started finishes before newer ones take their
 *   turn. Two are admitted at once, so the next query is already waiting when the one running ends.
 */
function oldestFirstTurns(client: PGlite): void {
  const gate = new OldestFirstGate(2);
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const run = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(client, {
      [method]: async (...args: unknown[]) => {
        await gate.enter();
        try {
          await nextTurn();
          return await run(...args);
        } finally {
          gate.leave();
        }
      },
    });
  }
}

/**
 * PGlite reads the wire protocol's text with `new TextDecoder('utf-8')`, whose default strips a leading U+FEFF: a
 * value beginning with one came back without it ("\uFEFF" read as ""). Its protocol reader is built while the
 * instance is created, so during that call alone TextDecoder keeps the mark (`ignoreBOM: true`); decoders built
 * anywhere else are untouched.
 */
async function withBomKept<T>(create: () => Promise<T>): Promise<T> {
  const Original = globalThis.TextDecoder;
  globalThis.TextDecoder = class extends Original {
    constructor(label?: string, options?: TextDecoderOptions) {
      super(label, { ...options, ignoreBOM: true });
    }
  };
  try {
    return await create();
  } finally {
    globalThis.TextDecoder = Original;
  }
}

/** A secret every instance on the database shares: generated by the first instance that asks, kept in the database. */
export async function sharedSecret(db: Db, key: string): Promise<string> {
  await db
    .insert(schema.serverSettings)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: schema.serverSettings.value })
    .from(schema.serverSettings)
    .where(eq(schema.serverSettings.key, key));
  if (!row) throw new Error(`The shared setting ${key} is missing`);
  return row.value;
}
