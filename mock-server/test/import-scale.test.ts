// Owner import at scale, on PGlite and PostgreSQL: 3,000 rows in a handful of statements (set-based), nothing saved
// when a unit is deleted between the checks and the write, and the template written through the CSV helper.
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { secretDigest } from '../src/auth/secrets.ts';
import { strataUnits, strataUnitUserInvitations } from '../src/db/schema.ts';
import { prepareImport, saveImport } from '../src/repositories/owner-import.ts';
import { parseCsv, readHeader } from '../src/services/import-csv.ts';
import { planImport } from '../src/services/import-plan.ts';
import { csvFile, header, ownerImportCalls } from './helpers/owner-import.ts';
import { ok, useSdk } from './helpers/strata-sdk.ts';
import { usePostgres, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const { snapshot } = ownerImportCalls(t, sdk);

/** Counts the SQL statements run while `run` runs (both databases: PGlite's client, node-postgres' clients). */
async function countStatements(run: () => Promise<unknown>): Promise<number> {
  let n = 0;
  const restore: (() => void)[] = [];
  const client = (db() as unknown as { $client: Record<string, unknown> }).$client;
  if (usePostgres) {
    const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const query = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      n += 1;
      return query.apply(this, args);
    };
    restore.push(() => {
      proto.query = query;
    });
  } else {
    const counted = <F extends (...args: never[]) => unknown>(f: F, self: unknown) =>
      ((...args: Parameters<F>) => {
        n += 1;
        return f.apply(self, args);
      }) as F;
    const { query, transaction } = client as unknown as {
      query: (...a: never[]) => unknown;
      transaction: (cb: (tx: Record<string, unknown>) => unknown) => unknown;
    };
    client.query = counted(query, client);
    client.transaction = (cb: (tx: Record<string, unknown>) => unknown) =>
      transaction.call(client, (tx) => {
        const txQuery = tx.query as (...a: never[]) => unknown;
        tx.query = counted(txQuery, tx);
        return cb(tx);
      });
    restore.push(() => {
      client.query = query;
      client.transaction = transaction;
    });
  }
  try {
    await run();
  } finally {
    for (const r of restore) r();
  }
  return n;
}

describe('importOwners at scale (set-based)', () => {
  it('imports 3,000 rows in a handful of statements, every invitation with its mail', async () => {
    const before = await snapshot();
    const lines = [header];
    for (let i = 0; i < 3000; i++) {
      lines.push(
        `BCS1234,S${i},${800000 + i},Scale ${i},scale.${i}@example.ca,${i} Scale St,,,Burnaby,BC,Canada,V5H 2E2`,
      );
    }
    const admin = await sdk.as('strataadmin');
    let result: unknown;
    const statements = await countStatements(async () => {
      result = await ok(admin.POST('/importOwners', { body: { file: csvFile(lines.join('\n')) } }));
    });
    expect(result).toMatchObject({ saved: 3000, created: 3000, skipped: 0 });
    // Before: about six statements per row (18,000). Now: the sign-in check, the plan's two reads, and the writes.
    expect(statements).toBeLessThanOrEqual(20);
    expect(await snapshot()).toEqual({
      owners: (before.owners ?? 0) + 3000,
      units: (before.units ?? 0) + 3000,
      invitations: (before.invitations ?? 0) + 3000,
      mails: (before.mails ?? 0) + 3000,
    });
    // The last row's mail carries the link of its own invitation.
    const [mail] = await t.app.services.mail.list({ to: 'scale.2999@example.ca' });
    const hash = new URL(mail?.links[0] ?? 'http://x').searchParams.get('hash') ?? '';
    const [invitation] = await db()
      .select()
      .from(strataUnitUserInvitations)
      .where(eq(strataUnitUserInvitations.email, 'scale.2999@example.ca'));
    expect(invitation?.hashDigest).toBe(secretDigest(hash));
  });

  it('saves nothing when a unit the file names is deleted between the checks and the write', async () => {
    const { db: database, options } = t.app.services;
    const [unit] = await database
      .insert(strataUnits)
      .values({ strataPropertyId: t.seed.strataProperties.bcs, unitNumber: 'GONE1', lotNumber: '990001' })
      .returning();
    const { rows } = await parseCsv(
      `${header}\nBCS1234,GONE1,990001,Gone Owner,gone@example.ca,1 Gone St,,,Burnaby,BC,Canada,V5H 2E2\n`,
    );
    const [head, ...data] = rows;
    if (!head || !unit) throw new Error('no header or unit');
    const { planned, problems } = await planImport(database, readHeader(head.cells), head.cells.length, data);
    expect(problems).toEqual([]);
    const prepared = await prepareImport(database, options, planned);
    await database.delete(strataUnits).where(eq(strataUnits.id, unit.id));
    const before = await snapshot();
    const write = database.transaction((tx) => saveImport(tx, prepared, options.database.kind));
    // PGlite: the import's own check of the parents (its foreign keys are off in that transaction); PostgreSQL: the
    // foreign key, which the error handler answers with 409 too.
    await expect(write).rejects.toSatisfy((error: unknown) =>
      usePostgres
        ? /foreign key/.test(String((error as { cause?: unknown }).cause ?? error))
        : (error as { statusCode?: number }).statusCode === 409,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('writes the template through the CSV helper that neutralises formulas', async () => {
    const admin = await sdk.as('strataadmin');
    const { data } = await admin.GET('/importOwners/template', { parseAs: 'text' });
    expect(String(data).endsWith('\r\n')).toBe(true);
    expect(String(data)).not.toMatch(/(^|,)[=+\-@]/m);
  });
});
