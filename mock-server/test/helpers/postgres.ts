// Throwaway PostgreSQL databases for tests and benchmarks: each run creates its own on the server of
// TEST_DATABASE_URL (the machine's 127.0.0.1:5432 by default) and drops it afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The maintenance database a throwaway database is created and dropped from. */
export const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function onAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database named `{prefix}_{random}`, empty or a copy of the database `template` (which nobody may be connected
 * to): its name, its URL, and `drop` (which ends any session still on it).
 */
export async function createThrowawayDatabase(
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onAdmin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
