// Extra payments (tag payments) through the generated SDK: drawn on a PAD of the unit, the owner's Active PAD, or new
// bank details saved as a Temporary PAD, and listed to the unit's primary owner, each with its failures; a refused
// request leaves the database as it was. PADs and monthly payments: payments-pads-monthly.test.ts.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { strataExtraPayments } from '../src/db/schema.ts';
import { bank, extraInput, paymentRecords } from './helpers/payments.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const { padsOf, extrasOf, addCurrentOwner } = paymentRecords(t);

describe('createExtraPayments', () => {
  it('draws on the current owner’s Active PAD when none is named (Pending)', async () => {
    const unitId = t.seed.strataUnits.bcs101;
    const extra = await ok(
      (await sdk.as('unitowner')).POST('/strataExtraPayments', { body: extraInput(unitId) }),
    );
    expect(extra).toMatchObject({
      ...extraInput(unitId),
      preAuthorizedDebitId: t.seed.preAuthorizedDebits.bcs101,
      padStatus: 'Pending',
    });
    expect((await extrasOf(unitId)).some((e) => e.id === extra.id && e.monthlyPayment1 === 150.5)).toBe(true);
  });

  it('uses a named PAD of the unit', async () => {
    const unitId = t.seed.strataUnits.bcs101;
    const extra = await ok(
      (await sdk.as('strataadmin')).POST('/strataExtraPayments', {
        body: { ...extraInput(unitId), preAuthorizedDebitId: t.seed.preAuthorizedDebits.bcs101 },
      }),
    );
    expect(extra).toMatchObject({
      preAuthorizedDebitId: t.seed.preAuthorizedDebits.bcs101,
      padStatus: 'Pending',
    });
  });

  it('saves new bank information as a Temporary PAD linked to the payments (Temporary)', async () => {
    const unitId = t.seed.strataUnits.bcs201;
    const ownerId = await addCurrentOwner(unitId, 'Noah Patel');
    const extra = await ok(
      (await sdk.as('strataadmin')).POST('/strataExtraPayments', {
        body: {
          ...extraInput(unitId),
          newBankInformation: {
            ...bank,
            accountHolderFirstAndLastName: 'Noah Patel',
            strataUnitId: unitId,
            strataOwnerId: ownerId,
          },
        },
      }),
    );
    expect(extra.padStatus).toBe('Temporary');
    const pads = await padsOf(unitId);
    expect(pads.map((p) => [p.id, p.padStatus, p.strataOwnerId, p.accountHolderFirstAndLastName])).toEqual([
      [extra.preAuthorizedDebitId, 'Temporary', ownerId, 'Noah Patel'],
    ]);
    // A Temporary PAD does not let a monthly payment proceed: only an Active one does.
    await expectFailure(
      (await sdk.as('strataadmin')).POST('/strataMonthlyPayment', {
        body: { strataFees: 300, paymentStartDate: '2027-02-01', strataUnitId: unitId },
      }),
      409,
      'Monthly Payment proceeds only if a PAD exists',
    );
  });

  it('refuses: no amount, a PAD and bank details both, another unit’s PAD, no PAD at all; nothing is saved', async () => {
    const admin = await sdk.as('strataadmin');
    const bcs101 = t.seed.strataUnits.bcs101;
    const noOwner = t.seed.strataUnits.bcs102;
    const before = {
      extras: await extrasOf(bcs101),
      pads: await padsOf(bcs101),
      noOwner: await extrasOf(noOwner),
    };
    await expectFailure(
      admin.POST('/strataExtraPayments', {
        body: { ...extraInput(bcs101), oneTimePayment: 0, monthlyPayment1: 0, monthlyPayment2: 0 },
      }),
      400,
      'Enter at least one extra payment amount.',
    );
    await expectFailure(
      admin.POST('/strataExtraPayments', {
        body: {
          ...extraInput(bcs101),
          preAuthorizedDebitId: t.seed.preAuthorizedDebits.bcs101,
          newBankInformation: { ...bank, strataUnitId: bcs101, strataOwnerId: t.seed.strataOwners.bcs101 },
        },
      }),
      400,
      'Give either preAuthorizedDebitId or newBankInformation, not both.',
    );
    await expectFailure(
      admin.POST('/strataExtraPayments', {
        body: { ...extraInput(noOwner), preAuthorizedDebitId: t.seed.preAuthorizedDebits.bcs101 },
      }),
      400,
      'The pre-authorized debit is not this unit’s.',
    );
    await expectFailure(
      admin.POST('/strataExtraPayments', { body: extraInput(noOwner) }),
      409,
      'Extra payments proceed only if a PAD exists or new bank information is given.',
    );
    // Bank details for someone who is not the unit's current owner: neither the PAD nor the payments are saved.
    await expectFailure(
      admin.POST('/strataExtraPayments', {
        body: {
          ...extraInput(noOwner),
          newBankInformation: {
            ...bank,
            strataUnitId: noOwner,
            strataOwnerId: t.seed.strataOwners.bcs102Pending,
          },
        },
      }),
      400,
      'newBankInformation.strataOwnerId must be the unit’s current owner.',
    );
    await expectFailure(
      (await sdk.as('unitowner2')).POST('/strataExtraPayments', { body: extraInput(bcs101) }),
      404,
    );
    expect({
      extras: await extrasOf(bcs101),
      pads: await padsOf(bcs101),
      noOwner: await extrasOf(noOwner),
    }).toEqual(before);
    expect(await padsOf(noOwner)).toEqual([]);
  });

  it('saves new bank details as a Temporary PAD beside the owner’s Active one', async () => {
    // One PAD per owner counts Active PADs only (a partial unique index), so the Active PAD stays as it was.
    const bcs101 = t.seed.strataUnits.bcs101;
    const padsBefore = await padsOf(bcs101);
    expect(padsBefore.some((p) => p.padStatus === 'Active')).toBe(true);
    const extra = await ok(
      (await sdk.as('unitowner')).POST('/strataExtraPayments', {
        body: {
          ...extraInput(bcs101),
          newBankInformation: { ...bank, strataUnitId: bcs101, strataOwnerId: t.seed.strataOwners.bcs101 },
        },
      }),
    );
    expect(extra.padStatus).toBe('Temporary');
    const padsAfter = await padsOf(bcs101);
    expect(padsAfter).toHaveLength(padsBefore.length + 1);
    expect(padsAfter.filter((p) => p.padStatus === 'Active')).toEqual(
      padsBefore.filter((p) => p.padStatus === 'Active'),
    );
    expect(padsAfter.find((p) => p.id === extra.preAuthorizedDebitId)).toMatchObject({
      padStatus: 'Temporary',
    });
    // The unit still lists its owner once, with the standing (Active) PAD, not once per PAD.
    const unit = await ok(
      (await sdk.as('unitowner')).GET('/strataUnit/{id}', { params: { path: { id: bcs101 } } }),
    );
    const owners = unit.strataOwners.filter((o) => o.id === t.seed.strataOwners.bcs101);
    expect(owners).toHaveLength(1);
    expect(owners[0]?.preAuthorizedDebit?.padStatus).toBe('Active');
  });
});

describe('listStrataUnitExtraPayments', () => {
  it('lists the unit’s extra payments newest first to its primary owner', async () => {
    const unitId = t.seed.strataUnits.bcs101;
    const list = await ok(
      (await sdk.as('unitowner')).GET('/strataExtraPayments/unit/{unitId}', { params: { path: { unitId } } }),
    );
    expect(list.length).toBeGreaterThanOrEqual(1);
    expect(list.at(-1)).toMatchObject({
      id: t.seed.extraPayments.bcs101,
      oneTimePayment: 1200,
      monthlyPayment1: 150,
      monthlyPayment2: 0,
      padStatus: 'Pending',
      preAuthorizedDebitId: t.seed.preAuthorizedDebits.bcs101,
    });
    const ids = list.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const stored = await db()
      .select({ id: strataExtraPayments.id })
      .from(strataExtraPayments)
      .where(and(eq(strataExtraPayments.strataUnitId, unitId)));
    expect(ids.length).toBe(stored.length);
  });

  it('keeps secondary users out (404), building logins out (403), unknown units 404', async () => {
    const unitId = t.seed.strataUnits.bcs101;
    await expectFailure(
      (await sdk.as('unitowner2')).GET('/strataExtraPayments/unit/{unitId}', {
        params: { path: { unitId } },
      }),
      404,
    );
    await expectFailure(
      (await sdk.as('BCS1234')).GET('/strataExtraPayments/unit/{unitId}', { params: { path: { unitId } } }),
      403,
    );
    await expectFailure(
      (await sdk.as('strataadmin')).GET('/strataExtraPayments/unit/{unitId}', {
        params: { path: { unitId: 999999 } },
      }),
      404,
    );
  });
});
