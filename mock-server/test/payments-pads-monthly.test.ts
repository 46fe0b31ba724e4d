// Payments (tag payments) through the generated SDK: pre-authorized debits (one Active per owner) and monthly
// payments (needs a PAD, one current per unit, total computed by the server, replace archives the old one in the
// same transaction), each with its failures; a refused request leaves the database as it was. Extra payments:
// payments-extra.test.ts.
import { describe, expect, it } from 'vitest';
import { firstDebitDate } from '../src/repositories/strata-payments.ts';
import { bank, extraInput, paymentRecords } from './helpers/payments.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const { padsOf, paymentsOf, extrasOf, addCurrentOwner, addPad } = paymentRecords(t);

describe('createPreAuthorizedDebit', () => {
  it('saves the primary owner’s bank details as an Active PAD', async () => {
    const unitId = t.seed.strataUnits.eps305;
    const pad = await ok(
      (await sdk.as('unitowner2')).POST('/preAuthorizedDebit', {
        body: { ...bank, authorized: true, strataUnitId: unitId, strataOwnerId: t.seed.strataOwners.eps305 },
      }),
    );
    expect(pad).toMatchObject({
      ...bank,
      postalCode: 'V3N 3C1',
      padStatus: 'Active',
      strataUnitId: unitId,
      strataOwnerId: t.seed.strataOwners.eps305,
    });
    const [saved] = await padsOf(unitId);
    expect(saved).toMatchObject({ id: pad.id, accountNumber: '1234567', padStatus: 'Active' });
  });

  it('refuses a second Active PAD (409), an owner of another unit (400), a secondary user (404), bad digits (400)', async () => {
    const unitId = t.seed.strataUnits.bcs101;
    const before = await padsOf(unitId);
    const owner = await sdk.as('unitowner');
    await expectFailure(
      owner.POST('/preAuthorizedDebit', {
        body: { ...bank, authorized: true, strataUnitId: unitId, strataOwnerId: t.seed.strataOwners.bcs101 },
      }),
      409,
      'Error Creating Pre Authorized Debit: this owner already has one. Delete it before adding new bank details.',
    );
    await expectFailure(
      owner.POST('/preAuthorizedDebit', {
        body: { ...bank, authorized: true, strataUnitId: unitId, strataOwnerId: t.seed.strataOwners.eps305 },
      }),
      400,
      'The owner is not an owner of this unit.',
    );
    await expectFailure(
      (await sdk.as('unitowner2')).POST('/preAuthorizedDebit', {
        body: { ...bank, authorized: true, strataUnitId: unitId, strataOwnerId: t.seed.strataOwners.bcs101 },
      }),
      404,
    );
    const badTransit = await expectFailure(
      owner.POST('/preAuthorizedDebit', {
        body: {
          ...bank,
          authorized: true,
          bankTransitNumber: '480',
          strataUnitId: unitId,
          strataOwnerId: t.seed.strataOwners.bcs101,
        },
      }),
      400,
    );
    expect(badTransit.field).toBe('bankTransitNumber');
    expect(await padsOf(unitId)).toEqual(before);
  });
});

describe('the PAD authorization and its first debit (the 20th of the month before)', () => {
  it('refuses a PAD without the account holder’s authorization (400, field authorized); nothing is saved', async () => {
    const unitId = t.seed.strataUnits.eps305;
    const before = await padsOf(unitId);
    for (const authorized of [undefined, false]) {
      const refused = await t.request({
        method: 'POST',
        url: '/api/preAuthorizedDebit',
        as: 'unitowner2',
        payload: { ...bank, authorized, strataUnitId: unitId, strataOwnerId: t.seed.strataOwners.eps305 },
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({
        message: 'Please confirm that you authorize the pre-authorized debits.',
        field: 'authorized',
      });
    }
    expect(await padsOf(unitId)).toEqual(before);
  });

  it('answers the first debit: next month’s first when given by the 20th, else the first of the month after', () => {
    const vancouver = (iso: string) => firstDebitDate(new Date(iso), 'America/Vancouver');
    expect(vancouver('2026-12-03T18:00:00Z')).toBe('2027-01-01');
    // 23:59 on the 20th in Vancouver is the 21st in UTC: still on time.
    expect(vancouver('2026-12-21T07:59:00Z')).toBe('2027-01-01');
    expect(vancouver('2026-12-21T08:01:00Z')).toBe('2027-02-01');
    expect(vancouver('2027-01-31T20:00:00Z')).toBe('2027-03-01');
    // The same moment is the 21st in Tokyo: the month after.
    expect(firstDebitDate(new Date('2026-12-20T16:00:00Z'), 'America/Vancouver')).toBe('2027-01-01');
    expect(firstDebitDate(new Date('2026-12-20T16:00:00Z'), 'Asia/Tokyo')).toBe('2027-02-01');
  });

  it('gives each PAD its first debit date, today’s rule applied to when it was given', async () => {
    const unitId = t.seed.strataUnits.lms401;
    const ownerId = await addCurrentOwner(unitId, 'Lena Fischer');
    const admin = await sdk.as('strataadmin');
    const pad = await ok(
      admin.POST('/preAuthorizedDebit', {
        body: { ...bank, authorized: true, strataUnitId: unitId, strataOwnerId: ownerId },
      }),
    );
    expect(pad.firstDebitDate).toBe(firstDebitDate(new Date(pad.createdAt), 'America/Vancouver'));
    expect(pad.firstDebitDate > pad.createdAt.slice(0, 10)).toBe(true);
    expect(pad.firstDebitDate.endsWith('-01')).toBe(true);
  });
});

describe('deletePreAuthorizedDebit', () => {
  it('deletes the PAD; extra payments that used it keep their record without it', async () => {
    const unitId = t.seed.strataUnits.eps1204;
    const ownerId = await addCurrentOwner(unitId, 'Omar Haddad');
    const padId = await addPad(unitId, ownerId);
    const admin = await sdk.as('strataadmin');
    const extra = await ok(admin.POST('/strataExtraPayments', { body: extraInput(unitId) }));
    expect(extra.preAuthorizedDebitId).toBe(padId);
    const { response } = await admin.DELETE('/preAuthorizedDebit/{id}', { params: { path: { id: padId } } });
    expect(response.status).toBe(204);
    expect(await padsOf(unitId)).toEqual([]);
    const [kept] = await extrasOf(unitId);
    expect(kept).toMatchObject({ id: extra.id, preAuthorizedDebitId: null, oneTimePayment: 1200 });
  });

  it('answers 404 for an unknown PAD and for someone else’s, and 403 to a building login; nothing is deleted', async () => {
    const padId = t.seed.preAuthorizedDebits.bcs101;
    await expectFailure(
      (await sdk.as('strataadmin')).DELETE('/preAuthorizedDebit/{id}', { params: { path: { id: 999999 } } }),
      404,
    );
    await expectFailure(
      (await sdk.as('unitowner2')).DELETE('/preAuthorizedDebit/{id}', { params: { path: { id: padId } } }),
      404,
    );
    await expectFailure(
      (await sdk.as('BCS1234')).DELETE('/preAuthorizedDebit/{id}', { params: { path: { id: padId } } }),
      403,
    );
    expect((await padsOf(t.seed.strataUnits.bcs101)).map((p) => p.id)).toEqual([padId]);
  });
});

describe('createMonthlyPayment', () => {
  it('creates the unit’s current payment with the total computed on the server, to the cent', async () => {
    const unitId = t.seed.strataUnits.eps306;
    await addPad(unitId, await addCurrentOwner(unitId, 'Grace Wong'));
    const created = await ok(
      (await sdk.as('strataadmin')).POST('/strataMonthlyPayment', {
        body: {
          strataFees: 450.1,
          parkingFees: 35.2,
          otherFees: 12.05,
          paymentStartDate: '2027-02-01',
          strataUnitId: unitId,
        },
      }),
    );
    expect(created).toMatchObject({
      strataFees: 450.1,
      parkingFees: 35.2,
      otherFees: 12.05,
      totalFees: 497.35,
      archived: false,
      paymentStartDate: '2027-02-01',
    });
    const saved = await paymentsOf(unitId);
    expect(saved.map((p) => [p.id, p.totalFees, p.archived])).toEqual([[created.id, 497.35, false]]);
  });

  it('counts left-out fees as 0 and accepts a matching totalFees', async () => {
    const unitId = t.seed.strataUnits.bcs202;
    await addPad(unitId, await addCurrentOwner(unitId, 'Ivy Chen'));
    const created = await ok(
      (await sdk.as('superadmin')).POST('/strataMonthlyPayment', {
        body: { strataFees: 19.99, totalFees: 19.99, paymentStartDate: '2027-03-01', strataUnitId: unitId },
      }),
    );
    expect(created).toMatchObject({ parkingFees: 0, otherFees: 0, totalFees: 19.99 });
  });

  it('refuses a negative fee (400 naming the fee), and saves nothing', async () => {
    const unitId = t.seed.strataUnits.bcs202;
    const before = await paymentsOf(unitId);
    for (const body of [
      { strataFees: -400, paymentStartDate: '2027-02-01', strataUnitId: unitId },
      { strataFees: 400, parkingFees: -20, paymentStartDate: '2027-02-01', strataUnitId: unitId },
    ]) {
      const error = await expectFailure(
        (await sdk.as('superadmin')).POST('/strataMonthlyPayment', { body }),
        400,
        body.strataFees < 0 ? 'strataFees must be >= 0.' : 'parkingFees must be >= 0.',
      );
      expect(error.field).toBe(body.strataFees < 0 ? 'strataFees' : 'parkingFees');
    }
    expect(await paymentsOf(unitId)).toEqual(before);
  });

  it('refuses: a current payment exists, no PAD, a wrong total, 3 decimals, a secondary user; nothing is saved', async () => {
    const admin = await sdk.as('strataadmin');
    const bcs101 = t.seed.strataUnits.bcs101;
    const noPadUnit = t.seed.strataUnits.bcs201;
    const before = { bcs101: await paymentsOf(bcs101), noPad: await paymentsOf(noPadUnit) };
    await expectFailure(
      admin.POST('/strataMonthlyPayment', {
        body: { strataFees: 400, paymentStartDate: '2027-02-01', strataUnitId: bcs101 },
      }),
      409,
      'Error Creating Monthly Payment: this unit already has a monthly payment. Replace it instead.',
    );
    await expectFailure(
      admin.POST('/strataMonthlyPayment', {
        body: { strataFees: 400, paymentStartDate: '2027-02-01', strataUnitId: noPadUnit },
      }),
      409,
      'Monthly Payment proceeds only if a PAD exists',
    );
    const mismatch = await expectFailure(
      admin.POST('/strataMonthlyPayment', {
        body: {
          strataFees: 400,
          parkingFees: 20,
          totalFees: 410,
          paymentStartDate: '2027-02-01',
          strataUnitId: noPadUnit,
        },
      }),
      400,
      'totalFees must equal strataFees + parkingFees + otherFees',
    );
    expect(mismatch.field).toBe('totalFees');
    const decimals = await expectFailure(
      admin.POST('/strataMonthlyPayment', {
        body: { strataFees: 400.125, paymentStartDate: '2027-02-01', strataUnitId: noPadUnit },
      }),
      400,
    );
    expect(decimals.field).toBe('strataFees');
    await expectFailure(
      (await sdk.as('unitowner2')).POST('/strataMonthlyPayment', {
        body: { strataFees: 400, paymentStartDate: '2027-02-01', strataUnitId: bcs101 },
      }),
      404,
    );
    expect({ bcs101: await paymentsOf(bcs101), noPad: await paymentsOf(noPadUnit) }).toEqual(before);
  });
});

describe('replaceMonthlyPayment', () => {
  it('archives the current payment and creates the new one together', async () => {
    const unitId = t.seed.strataUnits.bcs101;
    const oldId = t.seed.monthlyPayments.bcs101Current;
    const created = await ok(
      (await sdk.as('unitowner')).POST('/strataMonthlyPayment/replace/{monthlyPaymentId}', {
        params: { path: { monthlyPaymentId: oldId } },
        body: {
          strataFees: 465,
          parkingFees: 35,
          otherFees: 0,
          paymentStartDate: '2027-02-01',
          strataUnitId: unitId,
        },
      }),
    );
    expect(created).toMatchObject({ totalFees: 500, archived: false, strataUnitId: unitId });
    const rows = await paymentsOf(unitId);
    expect(rows.filter((p) => !p.archived).map((p) => p.id)).toEqual([created.id]);
    expect(rows.find((p) => p.id === oldId)?.archived).toBe(true);
  });

  it('refuses a replaced payment (409), another unit (400), no PAD (409), a secondary user (404); nothing changes', async () => {
    const admin = await sdk.as('strataadmin');
    const bcs101 = t.seed.strataUnits.bcs101;
    const before = await paymentsOf(bcs101);
    await expectFailure(
      admin.POST('/strataMonthlyPayment/replace/{monthlyPaymentId}', {
        params: { path: { monthlyPaymentId: t.seed.monthlyPayments.bcs101Archived } },
        body: { strataFees: 470, paymentStartDate: '2027-02-01', strataUnitId: bcs101 },
      }),
      409,
      'Error Replacing Monthly Payment: this monthly payment has already been replaced.',
    );
    const current = before.find((p) => !p.archived);
    if (!current) throw new Error('bcs101 has no current payment');
    const otherUnit = await expectFailure(
      admin.POST('/strataMonthlyPayment/replace/{monthlyPaymentId}', {
        params: { path: { monthlyPaymentId: current.id } },
        body: { strataFees: 470, paymentStartDate: '2027-02-01', strataUnitId: t.seed.strataUnits.eps305 },
      }),
      400,
    );
    expect(otherUnit.field).toBe('strataUnitId');
    await expectFailure(
      (await sdk.as('unitowner2')).POST('/strataMonthlyPayment/replace/{monthlyPaymentId}', {
        params: { path: { monthlyPaymentId: current.id } },
        body: { strataFees: 470, paymentStartDate: '2027-02-01', strataUnitId: bcs101 },
      }),
      404,
    );
    await expectFailure(
      admin.POST('/strataMonthlyPayment/replace/{monthlyPaymentId}', {
        params: { path: { monthlyPaymentId: 999999 } },
        body: { strataFees: 470, paymentStartDate: '2027-02-01', strataUnitId: bcs101 },
      }),
      404,
    );
    expect(await paymentsOf(bcs101)).toEqual(before);

    // A unit whose PAD was deleted keeps its payment but cannot replace it.
    const unitId = t.seed.strataUnits.lms401;
    const padId = await addPad(unitId, await addCurrentOwner(unitId, 'Hugo Martin'));
    const payment = await ok(
      admin.POST('/strataMonthlyPayment', {
        body: { strataFees: 300, paymentStartDate: '2027-02-01', strataUnitId: unitId },
      }),
    );
    await ok(admin.DELETE('/preAuthorizedDebit/{id}', { params: { path: { id: padId } } }));
    await expectFailure(
      admin.POST('/strataMonthlyPayment/replace/{monthlyPaymentId}', {
        params: { path: { monthlyPaymentId: payment.id } },
        body: { strataFees: 310, paymentStartDate: '2027-03-01', strataUnitId: unitId },
      }),
      409,
      'Monthly Payment proceeds only if a PAD exists',
    );
    expect((await paymentsOf(unitId)).map((p) => [p.id, p.archived])).toEqual([[payment.id, false]]);
  });
});
