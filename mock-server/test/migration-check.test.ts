// The expand-contract check: a migration that drops or renames what the version before it still reads fails it; the
// contract step one release later, and the committed migrations, pass.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/client.ts';
import { checkMigrations, describeProblem, destructiveStatements } from '../src/db/migration-check.ts';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** A copy of the committed migrations with one more, whose snapshot is the last one less `dropFromSchema`. */
function withMigration(sql: string, dropFromSchema?: { table: string; column: string }): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));
  folders.push(folder);
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
  const last = journal.entries.at(-1);
  const idx = last.idx + 1;
  const tag = `${String(idx).padStart(4, '0')}_scratch`;
  journal.entries.push({ ...last, idx, tag });
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  fs.writeFileSync(path.join(folder, `${tag}.sql`), sql);
  const snapshot = JSON.parse(
    fs.readFileSync(path.join(folder, 'meta', `${String(last.idx).padStart(4, '0')}_snapshot.json`), 'utf8'),
  );
  if (dropFromSchema) delete snapshot.tables[`public.${dropFromSchema.table}`].columns[dropFromSchema.column];
  fs.writeFileSync(
    path.join(folder, 'meta', `${String(idx).padStart(4, '0')}_snapshot.json`),
    JSON.stringify(snapshot),
  );
  return folder;
}

describe('the migrations check', () => {
  it('passes the committed migrations', () => {
    expect(checkMigrations(migrationsFolder)).toEqual([]);
  });

  it('finds drops, renames and type changes, not constraints or defaults', () => {
    const sql = `ALTER TABLE "users" DROP COLUMN "phone_number";--> statement-breakpoint
      ALTER TABLE "users" RENAME COLUMN "email" TO "mail";
      alter table public.documents alter column size set data type bigint;
      DROP TABLE IF EXISTS "folders" CASCADE;
      ALTER TABLE "listings" RENAME TO "adverts";
      ALTER TABLE "users" DROP CONSTRAINT "users_normalized_email_upper";
      ALTER TABLE "users" ALTER COLUMN "phone_number" DROP DEFAULT;
      -- ALTER TABLE "users" DROP COLUMN "archived";`;
    expect(
      destructiveStatements('x.sql', sql).map((d) => `${d.what} ${d.table}${d.column ? `.${d.column}` : ''}`),
    ).toEqual([
      'drops the table folders',
      'renames the table listings',
      'drops the column users.phone_number',
      'renames the column users.email',
      'changes the type of documents.size',
    ]);
  });

  it('fails a migration that drops a column the previous version still reads', () => {
    const folder = withMigration('ALTER TABLE "users" DROP COLUMN "phone_number";');
    const problems = checkMigrations(folder);
    expect(problems.map(describeProblem)).toEqual([
      expect.stringMatching(
        /^\d{4}_scratch\.sql drops the column users\.phone_number, which the previous version still reads/,
      ),
    ]);
  });

  it('fails a rename of a column, and passes the drop one release after the schema stopped declaring it', () => {
    expect(
      checkMigrations(withMigration('ALTER TABLE "users" RENAME COLUMN "email" TO "mail";')),
    ).toHaveLength(1);
    // Release k removed users.phone_number from the schema (its snapshot no longer declares it); release k+1 drops it.
    const expand = withMigration('SELECT 1;', { table: 'users', column: 'phone_number' });
    const journalFile = path.join(expand, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
    const last = journal.entries.at(-1);
    journal.entries.push({ ...last, idx: last.idx + 1, tag: '0013_contract' });
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    fs.writeFileSync(
      path.join(expand, '0013_contract.sql'),
      'ALTER TABLE "users" DROP COLUMN "phone_number";',
    );
    expect(checkMigrations(expand)).toEqual([]);
  });
});
