// The owner's strata forms (tag strataDocuments, extension) through the generated SDK: change of address, owner
// information sheet and PAD form. Each is checked, rendered as a PDF (read back with pdf-lib) and filed as a unit
// document in the unit's "Forms" category with its submission; a refused form files nothing. Bylaw forms and the
// PDF layout: strata-forms-bylaw.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { preAuthorizedDebits } from '../src/db/schema.ts';
import { formFiling } from './helpers/strata-forms.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const { filed, checkFiled } = formFiling(t, sdk);

const contact = {
  firstName: 'Daniel',
  lastName: 'Okafor',
  homePhone: '604-555-0166',
  city: 'Vancouver',
  province: 'BC',
  postalCode: 'V6G 3K2',
  email: 'daniel.okafor@example.ca',
  address: '101-1650 Bayshore Drive',
};

const changeOfAddress = {
  certification1: true,
  certification2: false,
  certification3: false,
  date: '2026-11-21',
  sig1: 'Daniel Okafor',
  buildingInfo: {},
  oldContactInfo: contact,
  newContactInfo: {
    city: 'Burnaby',
    province: 'BC',
    postalCode: 'V5H 2E2',
    address: '4567 Kingsway',
    email: 'd.okafor@example.ca',
  },
};

describe('createChangeOfAddressForm', () => {
  it('files the form as a PDF in the unit’s Forms category, building details filled from the records', async () => {
    const unitId = t.seed.strataUnits.bcs101;
    const document = await ok(
      (await sdk.as('unitowner')).POST('/strataUnit/{id}/forms/changeOfAddress', {
        params: { path: { id: unitId } },
        body: changeOfAddress,
      }),
    );
    const { text, submission } = await checkFiled(
      document,
      'Change of Address & Contact Details',
      'change-of-address',
      '101',
    );
    expect(text).toContain('Change of Address & Contact Details');
    expect(text).toEqual(
      expect.arrayContaining([
        'Bayshore Commons · Unit 101 · Strata plan BCS1234',
        'Building Information',
        'Registered Owner(s) Previous Information',
        'Registered Owner(s) New Information',
        'Certification',
        '4567 Kingsway',
        'Daniel Okafor',
        '2026-11-21',
        'Page 1 of 1',
      ]),
    );
    expect(submission).toMatchObject({
      kind: 'changeOfAddress',
      submittedBy: t.seed.users.unitowner,
      data: {
        certification1: true,
        buildingInfo: {
          buildingName: 'Bayshore Commons',
          buildingAddress: '1650 Bayshore Drive, Vancouver, BC V6G 3K2',
          unitNumber: '101',
          strataLotNumber: '1',
          strataPlanNumber: 'BCS1234',
        },
      },
    });
    // The primary owner sees the filed form among the unit's documents.
    const list = await ok(
      (await sdk.as('unitowner')).GET('/strataUnitDocument/strataUnit/{id}', {
        params: { path: { id: unitId } },
      }),
    );
    expect(list.map((d) => d.id)).toContain(document.id);
  });

  it('refuses no certification, certification 3 from an owner, a secondary user (404); nothing is filed', async () => {
    const before = await filed();
    const owner = await sdk.as('unitowner');
    const id = t.seed.strataUnits.bcs101;
    const none = await expectFailure(
      owner.POST('/strataUnit/{id}/forms/changeOfAddress', {
        params: { path: { id } },
        body: { ...changeOfAddress, certification1: false },
      }),
      400,
      'Select at least one certification.',
    );
    expect(none.field).toBe('certification1');
    await expectFailure(
      owner.POST('/strataUnit/{id}/forms/changeOfAddress', {
        params: { path: { id } },
        body: { ...changeOfAddress, certification3: true },
      }),
      400,
      'Certification 3 is for office use only.',
    );
    await expectFailure(
      (await sdk.as('unitowner2')).POST('/strataUnit/{id}/forms/changeOfAddress', {
        params: { path: { id } },
        body: changeOfAddress,
      }),
      404,
    );
    await expectFailure(
      (await sdk.as('strataadmin')).POST('/strataUnit/{id}/forms/changeOfAddress', {
        params: { path: { id: 999999 } },
        body: changeOfAddress,
      }),
      404,
    );
    expect(await filed()).toEqual(before);
  });

  it('lets an administrator tick certification 3', async () => {
    const document = await ok(
      (await sdk.as('strataadmin')).POST('/strataUnit/{id}/forms/changeOfAddress', {
        params: { path: { id: t.seed.strataUnits.eps305 } },
        body: { ...changeOfAddress, certification1: false, certification3: true },
      }),
    );
    expect(document.strataUnitId).toBe(t.seed.strataUnits.eps305);
  });
});

describe('createOwnerInformationSheetForm', () => {
  it('files the information sheet with the unit’s stalls, lockers and fobs', async () => {
    const document = await ok(
      (await sdk.as('unitowner2')).POST('/strataUnit/{id}/forms/ownerInformationSheet', {
        params: { path: { id: t.seed.strataUnits.eps305 } },
        body: {
          date: '2026-11-21',
          sig1: 'Sophie Nguyen',
          sig2: 'Minh Nguyen',
          buildingInfo: { buildingName: 'Edmonds Park' },
          unitInfo: { parkingStall1: 'P2-31', locker1: 'L-305', fob1: 'FOB-00451', fob4: 'FOB-00454' },
          registeredOwnerInfo: { firstName: 'Sophie', lastName: 'Nguyen', cellPhone: '778-555-0101' },
          emergencyContactInfo: { firstName: 'Minh', lastName: 'Nguyen', cellPhone: '604-555-0162' },
        },
      }),
    );
    const { text, submission } = await checkFiled(
      document,
      'Information Sheet & Emergency Contact List',
      'information-sheet',
      '305',
    );
    expect(text).toEqual(
      expect.arrayContaining([
        'Unit Information',
        'Parking stalls',
        'P2-31',
        'FOB-00454',
        'Emergency Contact Information',
      ]),
    );
    // A building name that was sent is kept; the fields left out come from the records.
    expect(submission?.data).toMatchObject({
      buildingInfo: {
        buildingName: 'Edmonds Park',
        strataPlanNumber: 'EPS5678',
        unitNumber: '305',
        strataLotNumber: '12',
      },
    });
  });

  it('refuses a blank signature and an over-long stall (400), and a building login (403); nothing is filed', async () => {
    const before = await filed();
    const owner = await sdk.as('unitowner2');
    const body = {
      date: '2026-11-21',
      sig1: '',
      registeredOwnerInfo: { firstName: 'Sophie', lastName: 'Nguyen' },
      emergencyContactInfo: { firstName: 'Minh', lastName: 'Nguyen' },
    };
    const blank = await expectFailure(
      owner.POST('/strataUnit/{id}/forms/ownerInformationSheet', {
        params: { path: { id: t.seed.strataUnits.eps305 } },
        body,
      }),
      400,
    );
    expect(blank.field).toBe('sig1');
    const longStall = await t.request({
      method: 'POST',
      url: `/api/strataUnit/${t.seed.strataUnits.eps305}/forms/ownerInformationSheet`,
      as: 'unitowner2',
      payload: { ...body, sig1: 'Sophie Nguyen', unitInfo: { parkingStall4: 'P'.repeat(51) } },
    });
    expect(longStall.statusCode).toBe(400);
    expect(longStall.json().field).toBe('unitInfo.parkingStall4');
    await expectFailure(
      (await sdk.as('EPS5678')).POST('/strataUnit/{id}/forms/ownerInformationSheet', {
        params: { path: { id: t.seed.strataUnits.eps305 } },
        body: { ...body, sig1: 'Sophie Nguyen' },
      }),
      403,
    );
    expect(await filed()).toEqual(before);
  });
});

const padForm = {
  date: '2026-11-21',
  sig1: 'Daniel Okafor',
  financialInstitutionName: 'Royal Bank of Canada',
  financialInstitutionAddress: '1025 West Georgia Street',
  financialInstitutionCity: 'Vancouver',
  financialInstitutionProvince: 'BC',
  bankTransitNumber: '01230',
  institutionNumber: '003',
  accountNumber: '5012345',
  accountHolderFirstAndLastName: 'Daniel Okafor',
};

describe('createPadForm', () => {
  it('files the PAD form with the 20th-of-the-month note, without creating a PAD record', async () => {
    const document = await ok(
      (await sdk.as('unitowner')).POST('/strataUnit/{id}/forms/pad', {
        params: { path: { id: t.seed.strataUnits.bcs101 } },
        body: padForm,
      }),
    );
    const { text } = await checkFiled(document, 'Pre-Authorized Debit Form', 'pad-form', '101');
    expect(text).toEqual(
      expect.arrayContaining([
        'Royal Bank of Canada',
        '5012345',
        'This form must be received no later than the 20th of the month before the month the debit starts.',
      ]),
    );
    const padRows = await db()
      .select()
      .from(preAuthorizedDebits)
      .where(eq(preAuthorizedDebits.strataUnitId, t.seed.strataUnits.bcs101));
    expect(padRows.map((p) => p.id)).toEqual([t.seed.preAuthorizedDebits.bcs101]);
  });

  it('refuses a missing account number (400) and another unit (404); nothing is filed', async () => {
    const before = await filed();
    const { accountNumber: _left, ...withoutAccount } = padForm;
    const res = await t.request({
      method: 'POST',
      url: `/api/strataUnit/${t.seed.strataUnits.bcs101}/forms/pad`,
      as: 'unitowner',
      payload: withoutAccount,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('accountNumber');
    await expectFailure(
      (await sdk.as('unitowner')).POST('/strataUnit/{id}/forms/pad', {
        params: { path: { id: t.seed.strataUnits.eps305 } },
        body: padForm,
      }),
      404,
    );
    expect(await filed()).toEqual(before);
  });
});
