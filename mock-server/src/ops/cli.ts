// `npm run backup -- --out FILE` and `npm run restore -- --in FILE [--force]`, with the environment of `npm start`
// (DATA_DIR, DATABASE_URL, S3_*). Each prints what it did, or one plain sentence and exit code 1.
import { parseArgs } from 'node:util';
import { optionsFromEnv } from '../config.ts';
import { backup } from './backup.ts';
import { formatBytes } from './common.ts';
import { restore } from './restore.ts';
import { OperationError } from './stored-files.ts';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString('en-CA');

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: { out: { type: 'string' }, in: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  const options = optionsFromEnv();
  const database =
    options.database.kind === 'pglite' ? `PGlite in ${options.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const files = options.s3 ? `the bucket ${options.s3.bucket}` : `${options.dataDir}/files`;
  if (command === 'backup') {
    if (!values.out) throw new OperationError('Name the archive to write: npm run backup -- --out FILE');
    const done = await backup(options, values.out);
    console.log(
      `Backed up ${database} and ${files} to ${values.out} in ${seconds(done.ms)}:\n` +
        `  database: ${count(done.rows)} rows in ${done.tables} tables (dump ${formatBytes(done.databaseBytes)})\n` +
        `  files: ${count(done.files)} (${formatBytes(done.fileBytes)})\n` +
        `  archive: ${formatBytes(done.archiveBytes)}`,
    );
  } else if (command === 'restore') {
    if (!values.in) throw new OperationError('Name the archive to restore: npm run restore -- --in FILE');
    const done = await restore(options, values.in, values.force ?? false);
    console.log(
      `Restored ${values.in} (made ${done.createdAt}) into ${database} and ${files} in ${seconds(done.ms)}:\n` +
        `  database: ${count(done.rows)} rows in ${done.tables} tables\n` +
        `  files: ${count(done.files)} (${formatBytes(done.fileBytes)})\n` +
        'Start the server (npm start): it applies any newer migrations.',
    );
  } else {
    throw new OperationError('Usage: cli.ts backup --out FILE | restore --in FILE [--force]');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof OperationError ? error.message : error);
  process.exit(1);
});
