// The owner import tests' calls, on a test file's app: a CSV file, an import as the strata administrator, the
// row-numbered problems of a refused import, and the counts of everything an import writes.
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox, strataOwners, strataUnits, strataUnitUserInvitations } from '../../src/db/schema.ts';
import { csvColumns } from '../../src/services/import-csv.ts';
import { failure, type Sdk } from './strata-sdk.ts';
import type { TestApp } from './test-app.ts';

/** The header line of the contract's columns. */
export const header = csvColumns.join(',');
export const csvFile = (text: string, name = 'owners.csv') => new File([text], name, { type: 'text/csv' });

interface ImportProblem {
  row: number;
  column: string | null;
  message: string;
}

export function ownerImportCalls(t: TestApp, sdk: Sdk) {
  const db = () => t.app.services.db;

  /** Counts of everything an import writes, to prove a refused import wrote nothing. */
  async function snapshot() {
    const [owners] = await db().select({ n: count() }).from(strataOwners);
    const [units] = await db().select({ n: count() }).from(strataUnits);
    const [invitations] = await db().select({ n: count() }).from(strataUnitUserInvitations);
    const [mails] = await db().select({ n: count() }).from(mailOutbox);
    return { owners: owners?.n, units: units?.n, invitations: invitations?.n, mails: mails?.n };
  }

  async function importCsv(text: string) {
    const admin = await sdk.as('strataadmin');
    return admin.POST('/importOwners', { body: { file: csvFile(text) } });
  }

  /** The row-numbered problems of a refused import. */
  async function problemsOf(text: string): Promise<ImportProblem[]> {
    const error = await failure(importCsv(text));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Error importing owners');
    const body = error.body as { errors?: ImportProblem[] };
    return body.errors ?? [];
  }

  return { snapshot, importCsv, problemsOf };
}
