// The five strata forms (tag strataDocuments, extension) through the generated SDK: each is checked, rendered as a PDF
// (read back here with pdf-lib: page count, title metadata and the text drawn) and filed as a unit document in the
// unit's "Forms" category with its submission; a refused form files nothing.
import fs from 'node:fs';
import path from 'node:path';
import type { components } from '@portal/sdk/types';
import { count, desc, eq } from 'drizzle-orm';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { preAuthorizedDebits, strataFormSubmissions, strataUnitDocuments } from '../src/db/schema.ts';
import { renderFormPdf } from '../src/pdf/form-pdf.ts';
import { todayDate } from '../src/repositories/dates.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;

/** The strings a PDF's pages draw (pdf-lib writes standard-font text as hex strings shown with Tj), page by page. */
async function pdfText(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const strings: string[] = [];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        strings.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
      }
    }
    return strings;
  });
}

/** Counts of what filing writes: unit documents, submissions and stored unit files. */
async function filed() {
  const [documents] = await db().select({ n: count() }).from(strataUnitDocuments);
  const [submissions] = await db().select({ n: count() }).from(strataFormSubmissions);
  const folder = path.join(t.dataDir, 'files', 'unit-documents');
  const files = fs.existsSync(folder) ? fs.readdirSync(folder).length : 0;
  return { documents: documents?.n, submissions: submissions?.n, files };
}

/** Checks the answer of a filed form, downloads its PDF and returns the PDF's text and the saved submission. */
async function checkFiled(
  document: { id: number; title: string; fileName: string; strataUnitId: number },
  title: string,
  slug: string,
  unitNumber: string,
) {
  const today = todayDate();
  expect(document).toMatchObject({
    title,
    strataUnitDocumentCategory: { name: 'Forms' },
    fileName: `${slug}-unit-${unitNumber}-${today}.pdf`,
    documentDate: today,
    description: `${title} filed through the portal.`,
    hasFile: true,
    archived: false,
  });
  const admin = await sdk.as('strataadmin');
  const file = await admin.GET('/strataUnitDocument/{id}/file', {
    params: { path: { id: document.id } },
    parseAs: 'arrayBuffer',
  });
  expect(file.response.headers.get('content-type')).toBe('application/pdf');
  const bytes = new Uint8Array(file.data as ArrayBuffer);
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getTitle()).toBe(title);
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  const pages = await pdfText(bytes);
  expect(pages).toHaveLength(pdf.getPageCount());
  const [submission] = await db()
    .select()
    .from(strataFormSubmissions)
    .where(eq(strataFormSubmissions.strataUnitDocumentId, document.id));
  expect(submission?.strataUnitId).toBe(document.strataUnitId);
  return { text: pages.flat(), pages, submission };
}

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

const complaint: components['schemas']['BylawComplaintForm'] = {
  violationCategory: 'Noise Violations',
  violationSubcategory: 'music',
  sourceUnitNumber: '201',
  additionalInfo: 'Loud music most weekends after 10 pm, coming through the ceiling.',
  complainantType: 1,
  date: '2026-11-21',
  sig1: 'Daniel Okafor',
  contactInfo: { firstName: 'Daniel', lastName: 'Okafor', cellPhone: '778-555-0193' },
  violations: [
    { date: '2026-11-14', from: '10:30 pm', to: '1:15 am' },
    { date: '2026-11-15', from: '11:00 pm', to: '12:40 am' },
  ],
};

describe('createBylawComplaintForm', () => {
  it('files the complaint with its violations table, the subcategory saved as listed', async () => {
    const document = await ok(
      (await sdk.as('unitowner')).POST('/strataUnit/{id}/forms/bylawComplaint', {
        params: { path: { id: t.seed.strataUnits.bcs101 } },
        body: complaint,
      }),
    );
    const { text, submission } = await checkFiled(document, 'Bylaw Complaint', 'bylaw-complaint', '101');
    expect(text).toEqual(
      expect.arrayContaining([
        'Noise Violations',
        'Music',
        '10:30 pm',
        '12:40 am',
        'Owner',
        'An infraction letter will follow within five business days.',
      ]),
    );
    expect(submission?.data).toMatchObject({
      violationSubcategory: 'Music',
      contactInfo: { firstName: 'Daniel', buildingName: 'Bayshore Commons', strataPlanNumber: 'BCS1234' },
    });
  });

  it('takes a free-text subcategory for Other', async () => {
    const document = await ok(
      (await sdk.as('strataadmin')).POST('/strataUnit/{id}/forms/bylawComplaint', {
        params: { path: { id: t.seed.strataUnits.bcs101 } },
        body: { ...complaint, violationCategory: 'Other', violationSubcategory: 'Drone flying past windows' },
      }),
    );
    const { text } = await checkFiled(document, 'Bylaw Complaint', 'bylaw-complaint', '101');
    expect(text).toEqual(expect.arrayContaining(['SPECIFY', 'Drone flying past windows']));
  });

  it('refuses a subcategory of another category, 201 words, 6 violation rows; nothing is filed', async () => {
    const before = await filed();
    const owner = await sdk.as('unitowner');
    const id = t.seed.strataUnits.bcs101;
    const wrong = await expectFailure(
      owner.POST('/strataUnit/{id}/forms/bylawComplaint', {
        params: { path: { id } },
        body: { ...complaint, violationSubcategory: 'Oil Spill' },
      }),
      400,
      'Choose a subcategory of the violation category.',
    );
    expect(wrong.field).toBe('violationSubcategory');
    const long = await expectFailure(
      owner.POST('/strataUnit/{id}/forms/bylawComplaint', {
        params: { path: { id } },
        body: { ...complaint, additionalInfo: Array.from({ length: 201 }, (_, i) => `w${i}`).join(' ') },
      }),
      400,
      'Additional info is limited to 200 words.',
    );
    expect(long.field).toBe('additionalInfo');
    const rows = await expectFailure(
      owner.POST('/strataUnit/{id}/forms/bylawComplaint', {
        params: { path: { id } },
        body: { ...complaint, violations: Array.from({ length: 6 }, () => ({ date: '2026-11-14' })) },
      }),
      400,
    );
    expect(rows.field).toBe('violations');
    expect(await filed()).toEqual(before);
  });
});

const dispute: components['schemas']['BylawDisputeForm'] = {
  dateOfLetter: '2026-11-10',
  violationFine: '$200.00',
  relationship: 'Registered owner',
  complainantType: 1,
  disputeOnBehalfOf: 2,
  willAttendMeeting: 1,
  additionalInfo: Array.from({ length: 200 }, (_, i) => (i % 12 === 11 ? 'weekend.' : 'word')).join(' '),
  date: '2026-11-21',
  sig1: 'Sophie Nguyen',
  contactInfo: { firstName: 'Sophie', lastName: 'Nguyen', unitNumber: '305' },
};

describe('createBylawDisputeForm', () => {
  it('files the dispute with exactly 200 words of grounds and the council meeting answer', async () => {
    const document = await ok(
      (await sdk.as('unitowner2')).POST('/strataUnit/{id}/forms/bylawDispute', {
        params: { path: { id: t.seed.strataUnits.eps305 } },
        body: dispute,
      }),
    );
    const { text } = await checkFiled(document, 'Bylaw Dispute', 'bylaw-dispute', '305');
    expect(text).toEqual(
      expect.arrayContaining([
        '$200.00',
        'Registered owner',
        'Tenant',
        'Yes',
        'GROUNDS OF THE DISPUTE',
        'Edmonds Park Square',
      ]),
    );
    const [latest] = await db()
      .select()
      .from(strataFormSubmissions)
      .orderBy(desc(strataFormSubmissions.id))
      .limit(1);
    expect(latest).toMatchObject({ kind: 'bylawDispute', strataUnitDocumentId: document.id });
  });

  it('refuses 201 words, a willAttendMeeting other than 1 or 2, and a secondary user; nothing is filed', async () => {
    const before = await filed();
    const owner = await sdk.as('unitowner2');
    const id = t.seed.strataUnits.eps305;
    await expectFailure(
      owner.POST('/strataUnit/{id}/forms/bylawDispute', {
        params: { path: { id } },
        body: { ...dispute, additionalInfo: `${dispute.additionalInfo} more` },
      }),
      400,
      'Additional info is limited to 200 words.',
    );
    const attend = await t.request({
      method: 'POST',
      url: `/api/strataUnit/${id}/forms/bylawDispute`,
      as: 'unitowner2',
      payload: { ...dispute, willAttendMeeting: 3 },
    });
    expect(attend.statusCode).toBe(400);
    expect(attend.json().field).toBe('willAttendMeeting');
    await expectFailure(
      owner.POST('/strataUnit/{id}/forms/bylawDispute', {
        params: { path: { id: t.seed.strataUnits.bcs101 } },
        body: dispute,
      }),
      404,
    );
    expect(await filed()).toEqual(before);
  });
});

describe('renderFormPdf', () => {
  it('flows a long form onto further pages with "Page x of y", and draws text the fonts lack as close letters', async () => {
    const bytes = await renderFormPdf({
      title: 'Bylaw Complaint',
      subtitle: 'Bayshore Commons · Unit 101',
      author: 'test',
      filedOn: '2026-11-21',
      sections: Array.from({ length: 6 }, (_, i) => ({
        heading: `Section ${i + 1}`,
        blocks: [
          {
            kind: 'fields' as const,
            fields: Array.from({ length: 10 }, (_, j) => ({
              label: `Field ${j + 1}`,
              value: `Łukasz Zoë 王 ${i}-${j}`,
            })),
          },
        ],
      })),
      signatures: { sig1: 'Łukasz Nowak', date: '2026-11-21' },
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    const pages = await pdfText(bytes);
    const total = pdf.getPageCount();
    expect(pages.map((strings, index) => strings.includes(`Page ${index + 1} of ${total}`))).toEqual(
      pages.map(() => true),
    );
    expect(pages.flat()).toContain('Lukasz Zoë ? 0-0');
  });
});
