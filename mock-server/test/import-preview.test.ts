// Owner import's plan: a dry run answers what every row would do and saves nothing; rows that would replace a unit's
// current registered owner are refused unless the request allows it; skipped rows say why.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { strataOwners } from '../src/db/schema.ts';
import { csvFile, header, ownerImportCalls } from './helpers/owner-import.ts';
import { failure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const { snapshot } = ownerImportCalls(t, sdk);

async function importCsv(lines: string[], query: { dryRun?: boolean; replaceCurrent?: boolean } = {}) {
  const admin = await sdk.as('strataadmin');
  return admin.POST('/importOwners', {
    params: { query },
    body: { file: csvFile([header, ...lines].join('\n')) },
  });
}

// Seeded: unit 101 of BCS1234 has Daniel Okafor as its current owner, unit 102 Amelia Grant pending, 202 nobody.
const replacingRow =
  'BCS1234,101,1,Different Person,different.person@example.ca,9 Other St,,,Vancouver,BC,Canada,V6G 3K2';
const rows = [
  replacingRow,
  'BCS1234,102,2,Carl Newman,carl.newman@example.ca,1 Main St,,,Vancouver,BC,Canada,V6G 3K2',
  'BCS1234,202,6,Dora Vale,dora.vale@example.ca,2 Main St,,,Vancouver,BC,Canada,V6G 3K2',
  'BCS1234,PH50,450,Eli Stone,eli.stone@example.ca,3 Main St,,,Vancouver,BC,Canada,V6G 3K2',
  // The current owner's own details: nothing to do.
  'BCS1234,101,1,Daniel Okafor,Daniel.Okafor@example.ca,101-1650 Bayshore Drive,,,Vancouver,BC,Canada,V6G 3K2',
];

describe('importOwners plan', () => {
  it('a dry run lists what each row would do and saves or mails nothing', async () => {
    const before = await snapshot();
    const plan = await ok(importCsv(rows.slice(0, 4), { dryRun: true }));
    expect(plan).toMatchObject({ dryRun: true, saved: 4, created: 1, skipped: 0, replaced: 1 });
    expect(plan.rows.map((r) => [r.row, r.unitNumber, r.nameOnTitle, r.action, r.otherOwner])).toEqual([
      [2, '101', 'Different Person', 'replaceCurrentOwner', 'Daniel Okafor'],
      [3, '102', 'Carl Newman', 'replacePendingOwner', 'Amelia Grant'],
      [4, '202', 'Dora Vale', 'addOwner', null],
      [5, 'PH50', 'Eli Stone', 'createUnit', null],
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('a dry run of a bad file answers its problems as the import does', async () => {
    const error = await failure(
      importCsv(['BCS1234,203,7,Bad Mail,not-an-email,1 St,,,Vancouver,BC,Canada,V6G 3K2'], { dryRun: true }),
    );
    expect(error.status).toBe(400);
    expect((error.body as { errors: { row: number; column: string }[] }).errors).toMatchObject([
      { row: 2, column: 'email' },
    ]);
  });

  it('refuses rows that would replace a current owner, naming them, unless replaceCurrent is set', async () => {
    const before = await snapshot();
    const error = await failure(importCsv(rows.slice(0, 3)));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Error importing owners');
    expect((error.body as { errors: unknown[] }).errors).toEqual([
      {
        row: 2,
        column: 'unitNumber',
        message:
          'Unit 101 of BCS1234 has a current registered owner, Daniel Okafor, whom this row would replace; import with replaceCurrent=true to replace them.',
      },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('with replaceCurrent the new owner is pending and invited; the current owner stays until they register', async () => {
    const result = await ok(importCsv(rows.slice(0, 4), { replaceCurrent: true }));
    expect(result).toMatchObject({ dryRun: false, saved: 4, created: 1, skipped: 0, replaced: 1 });
    const onUnit = await db()
      .select()
      .from(strataOwners)
      .where(eq(strataOwners.strataUnitId, t.seed.strataUnits.bcs101));
    expect(onUnit.map((o) => [o.nameOnTitle, o.isCurrent, o.pending, o.strataRole]).sort()).toEqual([
      ['Daniel Okafor', true, false, 2],
      ['Different Person', false, true, 0],
    ]);
    // The earlier pending owner of 102 was withdrawn, as Replace Current Registered Owner does.
    const on102 = await db()
      .select()
      .from(strataOwners)
      .where(eq(strataOwners.strataUnitId, t.seed.strataUnits.bcs102));
    expect(on102.map((o) => o.nameOnTitle)).toEqual(['Carl Newman']);
    expect(await t.app.services.mail.list({ to: 'different.person@example.ca' })).toHaveLength(1);
  });

  it('skips a row with the current owner’s own details and says why', async () => {
    const before = await snapshot();
    const result = await ok(importCsv(rows.slice(4)));
    expect(result).toMatchObject({ saved: 0, created: 0, skipped: 1, replaced: 0 });
    expect(result.rows[0]).toMatchObject({
      action: 'skip',
      otherOwner: 'Daniel Okafor',
      reason: "Unchanged; the unit's current owner has these details.",
    });
    expect(await snapshot()).toEqual(before);
  });
});
