// What a unit owner's own changes leave in the unit's documents: a PAD saved and a change of address made by a
// strataUnitOwner are filed as dated PDFs in the unit's "Forms" category, listed for the owner and the unit's admins.
// The PAD's record shows the account's last three digits only, and no bank number reaches the log or the audit trail.
// Changes made by staff, unchanged saves and refused requests file nothing.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logLines } from './helpers/log-lines.ts';
import { bank } from './helpers/payments.ts';
import { formFiling } from './helpers/strata-forms.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const { lines, logStream } = logLines();
const t = useTestApp({ logger: 'info', logStream });
const sdk = useSdk(t);
const { filed, checkFiled } = formFiling(t, sdk);

/** The unit's active documents as its primary owner and as a strata administrator list them. */
async function listedFor(unitId: number, owner: 'unitowner' | 'unitowner2') {
  const request = { params: { path: { id: unitId } } } as const;
  const asOwner = await ok((await sdk.as(owner)).GET('/strataUnitDocument/strataUnit/{id}', request));
  const asAdmin = await ok((await sdk.as('strataadmin')).GET('/strataUnitDocument/strataUnit/{id}', request));
  return { asOwner, asAdmin };
}

async function auditRows(): Promise<string> {
  const result = await t.app.services.db.execute(sql`select a::text as row from audit_events a order by id`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { row: string }[];
  return rows.map((r) => r.row).join('\n');
}

describe('a PAD saved by a unit owner', () => {
  it('is filed as a dated PDF in the unit’s documents, its account shown by its last three digits only', async () => {
    const unitId = t.seed.strataUnits.eps305;
    const accountNumber = '40031287765';
    lines.length = 0;
    const pad = await ok(
      (await sdk.as('unitowner2')).POST('/preAuthorizedDebit', {
        body: {
          ...bank,
          authorized: true,
          accountNumber,
          strataUnitId: unitId,
          strataOwnerId: t.seed.strataOwners.eps305,
        },
      }),
    );
    expect(pad.accountNumber).toBe(accountNumber);
    const { asOwner, asAdmin } = await listedFor(unitId, 'unitowner2');
    const document = asOwner.find((d) => d.title === 'Pre-Authorized Debit Form');
    expect(document).toBeDefined();
    if (!document) return;
    expect(asAdmin.map((d) => d.id)).toContain(document.id);
    const { text, submission } = await checkFiled(document, 'Pre-Authorized Debit Form', 'pad-form', '305');
    expect(text).toEqual(
      expect.arrayContaining([
        'Building Information',
        'Financial Institution',
        'Vancity Credit Union',
        'ending 765',
        'Sophie Nguyen',
        'V3N 3C1',
      ]),
    );
    const drawn = text.join('\n');
    for (const secret of [
      accountNumber,
      bank.bankTransitNumber,
      'Institution number',
      'Branch transit number',
    ])
      expect(drawn).not.toContain(secret);
    expect(submission).toMatchObject({
      kind: 'pad',
      submittedBy: t.seed.users.unitowner2,
      data: { preAuthorizedDebitId: pad.id, accountNumber: 'ending 765' },
    });
    expect(JSON.stringify(submission?.data)).not.toContain(accountNumber);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('')).not.toContain(accountNumber);
    expect(await auditRows()).not.toContain(accountNumber);
  });

  it('files nothing when refused (409) or when saved by a strata administrator', async () => {
    const before = await filed();
    await expectFailure(
      (await sdk.as('unitowner')).POST('/preAuthorizedDebit', {
        body: {
          ...bank,
          authorized: true,
          strataUnitId: t.seed.strataUnits.bcs101,
          strataOwnerId: t.seed.strataOwners.bcs101,
        },
      }),
      409,
    );
    expect(await filed()).toEqual(before);
    const admin = await sdk.as('strataadmin');
    const unitId = t.seed.strataUnits.eps305;
    const [existing] = (
      await ok(admin.GET('/strataUnit/{id}', { params: { path: { id: unitId } } }))
    ).strataOwners
      .map((o) => o.preAuthorizedDebit)
      .filter((p) => p !== null && p !== undefined);
    if (existing)
      await ok(admin.DELETE('/preAuthorizedDebit/{id}', { params: { path: { id: existing.id } } }));
    await ok(
      admin.POST('/preAuthorizedDebit', {
        body: { ...bank, authorized: true, strataUnitId: unitId, strataOwnerId: t.seed.strataOwners.eps305 },
      }),
    );
    expect(await filed()).toEqual(before);
  });
});

describe('a change of address made by a unit owner', () => {
  const address = {
    email: 'sophie.nguyen@example.ca',
    addressLine1: '88 Pacific Boulevard',
    city: 'Vancouver',
    stateOrProvince: 'BC',
    country: 'Canada',
    postalCode: 'V6Z 2R6',
  };

  it('is filed as a dated PDF with the previous and the new details; the answer is the owner (200)', async () => {
    const unitId = t.seed.strataUnits.eps305;
    const ownerId = t.seed.strataOwners.eps305;
    const owner = await sdk.as('unitowner2');
    const { data: previous } = await owner.GET('/strataUnit/{id}', { params: { path: { id: unitId } } });
    const previousLine = previous?.strataOwners.find((o) => o.id === ownerId)?.addressLine1 ?? '';
    const result = await owner.PUT('/strataOwner/{ownerId}', {
      params: { path: { ownerId } },
      body: address,
    });
    expect(result.response.status).toBe(200);
    expect(result.data).toMatchObject({ id: ownerId, addressLine1: '88 Pacific Boulevard' });
    const { asOwner, asAdmin } = await listedFor(unitId, 'unitowner2');
    const document = asOwner.find((d) => d.title === 'Change of Address & Contact Details');
    expect(document).toBeDefined();
    if (!document) return;
    expect(asAdmin.map((d) => d.id)).toContain(document.id);
    const { text, submission } = await checkFiled(
      document,
      'Change of Address & Contact Details',
      'change-of-address',
      '305',
    );
    expect(text).toEqual(
      expect.arrayContaining([
        'Registered Owner(s) Previous Information',
        'Registered Owner(s) New Information',
        previousLine,
        '88 Pacific Boulevard',
        'V6Z 2R6',
      ]),
    );
    expect(submission).toMatchObject({
      kind: 'changeOfAddress',
      submittedBy: t.seed.users.unitowner2,
      data: { previous: { addressLine1: previousLine }, new: { addressLine1: '88 Pacific Boulevard' } },
    });
  });

  it('files nothing for an unchanged save, a refused one (400) or a change made by the strata office', async () => {
    const ownerId = t.seed.strataOwners.eps305;
    const owner = await sdk.as('unitowner2');
    await ok(owner.PUT('/strataOwner/{ownerId}', { params: { path: { ownerId } }, body: address }));
    const before = await filed();
    await ok(owner.PUT('/strataOwner/{ownerId}', { params: { path: { ownerId } }, body: address }));
    await expectFailure(
      owner.PUT('/strataOwner/{ownerId}', {
        params: { path: { ownerId } },
        body: { ...address, addressLine1: '1 Main Street', postalCode: '12345' },
      }),
      400,
    );
    await ok(
      (await sdk.as('strataadmin')).PUT('/strataOwner/{ownerId}', {
        params: { path: { ownerId } },
        body: { ...address, addressLine1: '2210 West 41st Avenue' },
      }),
    );
    expect(await filed()).toEqual(before);
  });
});
