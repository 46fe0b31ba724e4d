// The expand-contract rule for migrations, checked (npm run check:migrations, a step of npm test): while one version
// of the server runs beside the next during an upgrade, a migration may add, never take away what the running version
// reads. The previous version's code reads every column its Drizzle schema declares, which drizzle-kit records in the
// snapshot of that version's last migration (drizzle/meta/NNNN_snapshot.json). So a migration fails the check when it
// drops or renames a table or column, or changes a column's type, that the snapshot before it still declares.
// Contract in two releases: first remove the column from src/db/schema (drizzle-kit generate writes the DROP: delete
// that statement from the generated SQL, keep its snapshot); one release later add the DROP with
// `drizzle-kit generate --custom`.
import fs from 'node:fs';
import path from 'node:path';

export interface Destructive {
  /** The migration file. */
  migration: string;
  what:
    | 'drops the table'
    | 'renames the table'
    | 'drops the column'
    | 'renames the column'
    | 'changes the type of';
  table: string;
  column?: string;
}

const name = String.raw`"?([A-Za-z_][\w$]*)"?`;
const qualified = String.raw`(?:"?[A-Za-z_]\w*"?\.)?${name}`;
const patterns: { what: Destructive['what']; re: RegExp; column: boolean }[] = [
  {
    what: 'drops the table',
    re: new RegExp(String.raw`drop\s+table\s+(?:if\s+exists\s+)?${qualified}`, 'gi'),
    column: false,
  },
  {
    what: 'renames the table',
    re: new RegExp(
      String.raw`alter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?${qualified}\s+rename\s+to\b`,
      'gi',
    ),
    column: false,
  },
  {
    what: 'drops the column',
    re: new RegExp(
      String.raw`alter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?${qualified}\s+drop\s+(?:column\s+)?(?:if\s+exists\s+)?${name}`,
      'gi',
    ),
    column: true,
  },
  {
    what: 'renames the column',
    re: new RegExp(
      String.raw`alter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?${qualified}\s+rename\s+(?:column\s+)?${name}\s+to\b`,
      'gi',
    ),
    column: true,
  },
  {
    what: 'changes the type of',
    re: new RegExp(
      String.raw`alter\s+table\s+(?:if\s+exists\s+)?(?:only\s+)?${qualified}\s+alter\s+(?:column\s+)?${name}\s+(?:set\s+data\s+)?type\b`,
      'gi',
    ),
    column: true,
  },
];

/** The destructive statements of a migration's SQL (comments left out). */
export function destructiveStatements(migration: string, sql: string): Destructive[] {
  const text = sql.replace(/--[^\n]*/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ');
  const found: Destructive[] = [];
  for (const { what, re, column } of patterns) {
    for (const match of text.matchAll(re)) {
      const table = match[1] as string;
      // "drop constraint", "drop default", "drop not null" are not columns.
      if (column && /^(constraint|default|not|identity|expression)$/i.test(match[2] ?? '')) continue;
      found.push({ migration, what, table, ...(column && { column: match[2] }) });
    }
  }
  return found;
}

interface Snapshot {
  tables: Record<string, { name: string; columns: Record<string, { name: string }> }>;
}

/** Whether the snapshot (the previous version's schema) declares the table, or the table's column. */
export function declares(snapshot: Snapshot, table: string, column?: string): boolean {
  const found = Object.values(snapshot.tables).find((t) => t.name === table);
  if (!found) return false;
  return column === undefined || Object.values(found.columns).some((c) => c.name === column);
}

/** Every destructive statement of the migrations folder whose table or column the version before it still read. */
export function checkMigrations(folder: string): Destructive[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const problems: Destructive[] = [];
  for (const entry of journal.entries) {
    if (entry.idx === 0) continue;
    const file = `${entry.tag}.sql`;
    const statements = destructiveStatements(file, fs.readFileSync(path.join(folder, file), 'utf8'));
    if (statements.length === 0) continue;
    const previous = String(entry.idx - 1).padStart(4, '0');
    const snapshot = JSON.parse(
      fs.readFileSync(path.join(folder, 'meta', `${previous}_snapshot.json`), 'utf8'),
    ) as Snapshot;
    problems.push(...statements.filter((s) => declares(snapshot, s.table, s.column)));
  }
  return problems;
}

export function describeProblem(p: Destructive): string {
  const target = p.column ? `${p.table}.${p.column}` : p.table;
  return `${p.migration} ${p.what} ${target}, which the previous version still reads: stop using it in one release, drop it in the next (docs/operations.md#upgrades-expand-then-contract).`;
}
