// The bylaw forms (tag strataDocuments, extension) through the generated SDK: complaint and dispute, each checked,
// rendered as a PDF (read back with pdf-lib) and filed as a unit document with its submission, a refused form filing
// nothing; and the form PDF's layout over several pages. The owner's other forms: strata-forms-owner.test.ts.
import type { BylawComplaintForm, BylawDisputeForm } from '@portal/sdk/types';
import { desc } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { strataFormSubmissions } from '../src/db/schema.ts';
import { renderFormPdf } from '../src/pdf/form-pdf.ts';
import { formFiling, pdfText } from './helpers/strata-forms.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const { filed, checkFiled } = formFiling(t, sdk);

const complaint: BylawComplaintForm = {
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

const dispute: BylawDisputeForm = {
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
