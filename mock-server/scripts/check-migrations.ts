// npm run check:migrations: fails when a migration drops or renames what the previous version still reads
// (src/db/migration-check.ts).
import { migrationsFolder } from '../src/db/client.ts';
import { checkMigrations, describeProblem } from '../src/db/migration-check.ts';

const problems = checkMigrations(migrationsFolder);
for (const problem of problems) console.error(describeProblem(problem));
if (problems.length > 0) process.exit(1);
console.log(
  'Migrations: expand-only against the version before each (nothing the previous version reads is dropped or renamed).',
);
