// Where the database refers to stored files: every column holding a storage key. A backup copies exactly the files
// these name (as of the dump's point in time). A table that keeps files adds its column here, in one line.
export const storedFileColumns: readonly { table: string; column: string }[] = [
  { table: 'announcements', column: 'attachment_path' },
  { table: 'documents', column: 'path' },
  { table: 'listing_images', column: 'original_path' },
  { table: 'strata_documents', column: 'path' },
  { table: 'strata_unit_documents', column: 'path' },
];

/**
 * One SELECT per column, each taking a share lock on its rows when `lock` (PostgreSQL while the server runs: a row
 * whose file the backup has yet to copy cannot be deleted or given another file until the backup ends).
 */
export function storedFileQueries(lock: boolean): string[] {
  return storedFileColumns.map(
    ({ table, column }) =>
      `select ${column} as key from ${table} where ${column} is not null${lock ? ' for share' : ''}`,
  );
}

/** Everything of the archive a backup writes, in this order. */
export const archiveEntries = {
  manifest: 'manifest.json',
  pgliteDump: 'database/pglite.tar.gz',
  postgresDump: 'database/postgres.dump',
  /** PGlite keeps the session-signing secret in its data folder (PostgreSQL keeps it in the database). */
  jwtSecret: 'data/jwt-secret',
  filesPrefix: 'files/',
  checksums: 'checksums.json',
} as const;

export const archiveFormat = 'property-portal-backup';
export const archiveVersion = 1;

export interface Manifest {
  format: typeof archiveFormat;
  version: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** Migrations the database had (a restore refuses an archive of a newer version than its own code). */
  migrations: number;
  /** Rows per table at the dump's point in time. */
  rows: Record<string, number>;
  /** Files the dump refers to. */
  files: number;
}

/** A failure the command explains in one plain sentence (no stack). */
export class OperationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperationError';
  }
}
