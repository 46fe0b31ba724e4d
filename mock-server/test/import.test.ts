// Owner import (tag import) through the generated SDK: the CSV template, an import that saves owners, units and
// invitations in one transaction and mails the invitations, and imports refused whole with every problem by line and
// column (the database and the outbox unchanged).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { secretDigest } from '../src/auth/secrets.ts';
import { contractOperations } from '../src/contract.ts';
import { strataOwners, strataUnits, strataUnitUserInvitations } from '../src/db/schema.ts';
import { csvFile, header, ownerImportCalls } from './helpers/owner-import.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const { snapshot, importCsv, problemsOf } = ownerImportCalls(t, sdk);

describe('getImportOwnersTemplate', () => {
  it('downloads the header of the contract’s columns and an example row that imports as it is', async () => {
    const admin = await sdk.as('strataadmin');
    const { data, response } = await admin.GET('/importOwners/template', { parseAs: 'text' });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="owners-import-template\.csv"/,
    );
    const [first, example] = String(data).trimEnd().split('\r\n');
    const operation = contractOperations(t.app.services.contract).get('importOwners');
    const pathItem = t.app.services.contract.paths?.[operation?.path ?? ''] as {
      post?: { 'x-csv-columns'?: string[] };
    };
    expect(first).toBe(pathItem.post?.['x-csv-columns']?.join(','));
    expect(example).toBe(
      'BCS1234,201,5,Jean Tremblay,j.tremblay@example.ca,4567 Kingsway,Unit 201,,Burnaby,BC,Canada,V5H 2E2',
    );
    const result = await ok(
      admin.POST('/importOwners', { body: { file: csvFile(String(data), 'template.csv') } }),
    );
    expect(result).toMatchObject({ saved: 1, created: 0, skipped: 0, replaced: 0, dryRun: false });
  });

  it('is for strata administrators only', async () => {
    await expectFailure(sdk.anonymous().GET('/importOwners/template', { parseAs: 'text' }), 401);
    await expectFailure((await sdk.as('BCS1234')).GET('/importOwners/template', { parseAs: 'text' }), 403);
  });
});

describe('importOwners', () => {
  it('saves every owner pending with a mailed invitation, creating the units the building lacks', async () => {
    const before = await snapshot();
    // Columns in another order and case, a BOM, CRLF line ends, a quoted cell with a comma and a blank line.
    const text =
      '\uFEFFEmail,strataplannumber,unitNumber,lotNumber,nameOnTitle,addressLine1,addressLine2,addressLine3,city,stateOrProvince,country,postalCode\r\n' +
      'li.wei@example.ca,bcs 1234,PH1,70,"Wei, Li",88 Harbour Way,,,Vancouver,BC,Canada,v6g3k2\r\n' +
      '\r\n' +
      'maria.rossi@example.ca,BCS1234,202,6,Maria Rossi,Via Roma 1,,,Milano,MI,Italy,20121\r\n' +
      'tom.baker@example.ca,EPS5678,1501,71,Tom Baker,1501-7388 Kingsway,,,Burnaby,BC,Canada,V3N 3C1\r\n';
    const result = await ok(importCsv(text));
    expect(result).toMatchObject({ saved: 3, created: 2, skipped: 0 });
    expect(result.rows.map((r) => [r.row, r.action])).toEqual([
      [2, 'createUnit'],
      [4, 'addOwner'],
      [5, 'createUnit'],
    ]);
    expect(await snapshot()).toEqual({
      owners: (before.owners ?? 0) + 3,
      units: (before.units ?? 0) + 2,
      invitations: (before.invitations ?? 0) + 3,
      mails: (before.mails ?? 0) + 3,
    });

    const [ph1] = await db().select().from(strataUnits).where(eq(strataUnits.unitNumber, 'PH1'));
    expect(ph1).toMatchObject({
      strataPropertyId: t.seed.strataProperties.bcs,
      lotNumber: '70',
      archived: false,
    });
    const [li] = await db().select().from(strataOwners).where(eq(strataOwners.email, 'li.wei@example.ca'));
    expect(li).toMatchObject({
      strataUnitId: ph1?.id,
      nameOnTitle: 'Wei, Li',
      postalCode: 'V6G 3K2',
      isCurrent: false,
      pending: true,
      strataRole: 0,
    });
    const [maria] = await db()
      .select()
      .from(strataOwners)
      .where(eq(strataOwners.email, 'maria.rossi@example.ca'));
    expect(maria).toMatchObject({
      strataUnitId: t.seed.strataUnits.bcs202,
      country: 'Italy',
      postalCode: '20121',
    });

    // The mailed link carries the invitation's hash.
    const mails = await t.app.services.mail.list({ to: 'li.wei@example.ca' });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Claim your unit at Bayshore Commons');
    const link = mails[0]?.links.find((l) => l.includes('/authorize?hash='));
    const hash = decodeURIComponent(new URL(link ?? 'http://x').searchParams.get('hash') ?? '');
    const [invitation] = await db()
      .select()
      .from(strataUnitUserInvitations)
      .where(eq(strataUnitUserInvitations.strataOwnerId, li?.id ?? 0));
    expect(invitation).toMatchObject({
      email: 'li.wei@example.ca',
      strataUnitId: ph1?.id,
      hashDigest: secretDigest(hash),
    });
  });

  it('imports the same file again without a second invitation mail; only a new or changed row is mailed', async () => {
    const rows = [
      'BCS1234,PH7,77,Ana Silva,ana.silva@example.ca,1 Harbour Way,,,Vancouver,BC,Canada,V6G 3K2',
      'BCS1234,PH8,78,Ben Okafor,ben.okafor@example.ca,2 Harbour Way,Suite 5,,Vancouver,BC,Canada,V6G 3K2',
    ];
    expect(await ok(importCsv([header, ...rows].join('\n')))).toMatchObject({ saved: 2, created: 2 });
    const before = await snapshot();

    // The same file (emails in capitals, the postal code as typed without its space): nothing is written or mailed.
    const same = [
      header,
      ...rows.map((r) => r.replace('ana.silva', 'ANA.SILVA').replace('V6G 3K2', 'v6g3k2')),
    ];
    const again = await ok(importCsv(same.join('\n')));
    expect(again).toMatchObject({ saved: 0, created: 0, skipped: 2 });
    // Each skipped row says why.
    expect(again.rows.map((r) => [r.action, r.otherOwner, r.reason])).toEqual([
      ['skip', 'Ana Silva', "Already imported; the unit's pending owner has these details."],
      ['skip', 'Ben Okafor', "Already imported; the unit's pending owner has these details."],
    ]);
    expect(await snapshot()).toEqual(before);

    // One row changed (a new email) and one new unit: two owners saved and two mails, the changed owner replaced.
    const changed = [
      header,
      rows[0],
      (rows[1] ?? '').replace('ben.okafor@', 'b.okafor@'),
      'BCS1234,PH9,79,Cleo Park,cleo.park@example.ca,3 Harbour Way,,,Vancouver,BC,Canada,V6G 3K2',
    ];
    expect(await ok(importCsv(changed.join('\n')))).toMatchObject({ saved: 2, created: 1, skipped: 1 });
    expect(await snapshot()).toEqual({
      owners: (before.owners ?? 0) + 1,
      units: (before.units ?? 0) + 1,
      invitations: (before.invitations ?? 0) + 1,
      mails: (before.mails ?? 0) + 2,
    });
    expect(await t.app.services.mail.list({ to: 'ana.silva@example.ca' })).toHaveLength(1);
    expect(await t.app.services.mail.list({ to: 'b.okafor@example.ca' })).toHaveLength(1);
  });

  it('refuses the whole file with every problem by line and column, and saves nothing', async () => {
    const before = await snapshot();
    const problems = await problemsOf(
      `${header}\n` +
        // 2: fine on its own, but the file fails, so it is not saved either.
        'BCS1234,901,91,Good Row,good.row@example.ca,1 Main St,,,Vancouver,BC,Canada,V6G 3K2\n' +
        // 3: a Canadian postal code that is not one, and a bad email.
        'BCS1234,902,92,Bad Postal,not-an-email,1 Main St,,,Vancouver,BC,Canada,12345\n' +
        // 4: an unknown building.
        'XYZ999,903,93,No Building,no.building@example.ca,1 Main St,,,Vancouver,BC,Canada,V6G 3K2\n' +
        // 5: a lot number used by unit 101 of the building.
        'BCS1234,904,1,Lot Clash,lot.clash@example.ca,1 Main St,,,Vancouver,BC,Canada,V6G 3K2\n' +
        // 6: an existing unit with another lot number.
        'BCS1234,101,99,Wrong Lot,wrong.lot@example.ca,1 Main St,,,Vancouver,BC,Canada,V6G 3K2\n' +
        // 7: an archived unit.
        'BCS1234,301,9,Archived Unit,archived.unit@example.ca,1 Main St,,,Vancouver,BC,Canada,V6G 3K2\n' +
        // 8: the same unit as line 2.
        'BCS1234,901,91,Twice,twice@example.ca,1 Main St,,,Vancouver,BC,Canada,V6G 3K2\n' +
        // 9-10: a quoted cell over two lines, then blanks where values are required.
        'BCS1234,905,95,"Two\nLines",,1 Main St,,,,BC,Canada,V6G 3K2\n' +
        // 11: too few cells.
        'BCS1234,906,96\n' +
        // 12: a lot number that is not digits, an archived building.
        'NWS3456,907,A7,Bad Lot,bad.lot@example.ca,1 Main St,,,Vancouver,BC,Canada,V6G 3K2\n',
    );
    const at = (row: number) => problems.filter((p) => p.row === row).map((p) => [p.column, p.message]);
    expect(at(2)).toEqual([]);
    expect(at(3)).toEqual([
      ['email', 'Invalid email address'],
      ['postalCode', 'Invalid postal code'],
    ]);
    expect(at(4)).toEqual([['strataPlanNumber', 'No strata property has the plan number XYZ999']]);
    expect(at(5)).toEqual([['lotNumber', 'No duplicate Lot Number or Unit Numbers are allowed.']]);
    expect(at(6)).toEqual([['lotNumber', 'Unit 101 of BCS1234 has lot number 1, not 99.']]);
    expect(at(7)).toEqual([['unitNumber', 'Unit 301 of BCS1234 is archived.']]);
    expect(at(8)).toEqual([
      ['unitNumber', 'Unit 901 of BCS1234 is already on line 2; a unit takes one owner per import.'],
    ]);
    expect(at(9)).toEqual([
      ['email', 'Email cannot be blank'],
      ['city', 'City cannot be blank'],
    ]);
    expect(at(11)).toEqual([[null, 'The row has 3 cells; the header has 12.']]);
    expect(at(12)).toEqual([
      ['lotNumber', 'Lot number must be digits only (at most 6).'],
      ['strataPlanNumber', 'The strata property NWS3456 is archived.'],
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('points at the line where the file stops being CSV', async () => {
    const before = await snapshot();
    const problems = await problemsOf(
      `${header}\nBCS1234,908,98,"Unclosed,x@example.ca,1 Main St,,,Vancouver,BC,Canada,V6G 3K2\n`,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ row: 2, column: null });
    expect(problems[0]?.message).toMatch(/^The file is not valid CSV: /);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 for a header it cannot read, a file without owners, no file or two files', async () => {
    const before = await snapshot();
    const admin = await sdk.as('strataadmin');
    const noPostal = await expectFailure(
      admin.POST('/importOwners', {
        body: { file: csvFile(`${header.replace(',postalCode', ',postcode')}\n`) },
      }),
      400,
    );
    expect(noPostal.message).toBe(
      `The header row (line 1) is missing the columns postalCode; has columns the import does not know: postcode. Expected: ${header}`,
    );
    expect(noPostal.field).toBe('file');
    await expectFailure(
      admin.POST('/importOwners', { body: { file: csvFile(`${header}\n,,,,,,,,,,,\n`) } }),
      400,
      'The CSV file has a header row but no owners.',
    );
    const none = new FormData();
    none.append('note', 'no file');
    await expectFailure(
      admin.POST('/importOwners', { body: none as unknown as { file: Blob } }),
      400,
      'Only one file can be uploaded at a time',
    );
    const two = new FormData();
    two.append('file', csvFile(`${header}\n`, 'a.csv'));
    two.append('file', csvFile(`${header}\n`, 'b.csv'));
    await expectFailure(
      admin.POST('/importOwners', { body: two as unknown as { file: Blob } }),
      400,
      'Only one file can be uploaded at a time',
    );
    await expectFailure(
      admin.POST('/importOwners', {
        body: {
          file: new File(
            [new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x00])],
            'x.csv',
          ),
        },
      }),
      415,
      'Only one file can be uploaded at a time',
    );
    await expectFailure(
      (await sdk.as('unitowner')).POST('/importOwners', { body: { file: csvFile(header) } }),
      403,
    );
    expect(await snapshot()).toEqual(before);
  });
});
