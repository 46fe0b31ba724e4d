// What backup and restore share: the storage of `npm start`'s environment, and counting a database's rows.
import path from 'node:path';
import type { AppOptions } from '../config.ts';
import { createDiskStorage, type FileStorage } from '../storage/file-storage.ts';
import { createS3Storage } from '../storage/s3-storage.ts';

/** A PGlite or a node-postgres client: both answer `query(text)` with `{ rows }`. */
export interface Queryable {
  query<T>(text: string): Promise<{ rows: T[] }>;
}

/** The files' storage as the server opens it (S3_BUCKET, or DATA_DIR/files). */
export function openStorage(
  options: AppOptions,
  disk: { owner: boolean },
): Promise<FileStorage> | FileStorage {
  return options.s3
    ? createS3Storage(options.s3)
    : createDiskStorage(path.join(options.dataDir, 'files'), disk);
}

/** The application's tables (schema public), by name. */
export async function tableNames(db: Queryable): Promise<string[]> {
  const result = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return result.rows.map((row) => row.name);
}

/** Rows per table. */
export async function tableRows(db: Queryable): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const name of await tableNames(db)) {
    const result = await db.query<{ n: number }>(`select count(*)::int as n from "${name}"`);
    rows[name] = Number(result.rows[0]?.n ?? 0);
  }
  return rows;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}
