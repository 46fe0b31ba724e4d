// Bad uploads, against the real handlers: every case answers a clear 4xx that names the problem, and leaves the
// database (every table's rows, compared by content) and the stored files exactly as they were.
//   - PDF over 20 MB, image over 10 MB, CSV over 5 MB (413); a text file named .pdf, an executable named .jpg or
//     .csv, a PDF named .png (415); no file (400);
//   - an owner import whose rows are bad (400 with every problem by row number; the good rows are not saved either).
// The callers are allowed ones. Requests go through inject(). Bad JSON bodies and parameters:
// bad-input-contract.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractOperations, loadContract } from '../src/contract.ts';
import { buildingPhoto, documentPdf, photoStyles } from '../src/seed/files.ts';
import type { DemoAccount } from '../src/seed.ts';
import { isObject, multipartBody } from './fixtures/contract-requests.ts';
import { errorBody, useUnchanged } from './helpers/bad-input.ts';
import { useTestApp } from './helpers/test-app.ts';

const contract = loadContract();
const operations = [...contractOperations(contract).values()];
const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'uploads', name));
const MB = 1024 * 1024;

const t = useTestApp();
const { sendUnchanged } = useUnchanged(t, operations);

// ------------------------------------------------------------------ uploads

interface UploadTarget {
  operationId: string;
  kind: 'pdf' | 'image' | 'csv';
  as: DemoAccount;
  url: () => string;
  /** The form's other required fields. */
  fields: Record<string, string>;
}

const uploadTargets: UploadTarget[] = [
  {
    operationId: 'uploadDocumentFile',
    kind: 'pdf',
    as: 'admin',
    url: () => `/api/documents/upload/${t.seed.documents.ownerProperty}`,
    fields: {},
  },
  {
    operationId: 'uploadStrataDocumentFile',
    kind: 'pdf',
    as: 'strataadmin',
    url: () => `/api/strataDocuments/upload/${t.seed.strataDocuments.bcsBylaws}`,
    fields: {},
  },
  {
    operationId: 'uploadStrataUnitDocumentFile',
    kind: 'pdf',
    as: 'strataadmin',
    url: () => `/api/strataUnitDocument/upload/${t.seed.strataUnitDocuments.bcs101}`,
    fields: {},
  },
  {
    operationId: 'uploadListingImage',
    kind: 'image',
    as: 'admin',
    url: () => `/api/propertyListingImage/${t.seed.listings.owner[0]}`,
    fields: { sortOrder: '1' },
  },
  { operationId: 'importOwners', kind: 'csv', as: 'strataadmin', url: () => '/api/importOwners', fields: {} },
];

/** The words a 413 / 415 answer must contain for each kind: its limit, and the types it takes. */
const kindWords = {
  pdf: { tooLarge: /20 MB/, wrongType: /PDF/ },
  image: { tooLarge: /10 MB/, wrongType: /JPEG|PNG|WebP|image/i },
  // Strata spec 5 gives the owner import one message for a file that is not a CSV.
  csv: { tooLarge: /5 MB/, wrongType: /CSV|Only one file can be uploaded at a time/ },
} as const;

const pdf = await documentPdf('Bylaws', 'Test', ['A real PDF, made bigger for the size limit.']);
const photoStyle = photoStyles[0];
if (!photoStyle) throw new Error('the seed has no photo styles');
const png = buildingPhoto(photoStyle);
const csvRow =
  'BCS1234,501,41,Jordan Lee,jordan.lee@example.ca,501-1650 Bayshore Drive,,,Vancouver,BC,Canada,V6G 3K2\n';
const csvHeader =
  'strataPlanNumber,unitNumber,lotNumber,nameOnTitle,email,addressLine1,addressLine2,addressLine3,city,stateOrProvince,country,postalCode\n';

/** A real file of the kind, padded past the kind's limit (the limit is checked while the file streams in). */
function oversize(kind: UploadTarget['kind']): { bytes: Buffer; name: string; type: string } {
  switch (kind) {
    case 'pdf':
      return {
        bytes: Buffer.concat([pdf, Buffer.alloc(20 * MB + 1024, 0x20)]),
        name: 'big.pdf',
        type: 'application/pdf',
      };
    case 'image':
      return {
        bytes: Buffer.concat([png, Buffer.alloc(10 * MB + 1024)]),
        name: 'big.png',
        type: 'image/png',
      };
    case 'csv': {
      const rows = Math.ceil((5 * MB + 1024) / csvRow.length);
      return { bytes: Buffer.from(csvHeader + csvRow.repeat(rows)), name: 'owners.csv', type: 'text/csv' };
    }
  }
}

/** Content that is not of the kind, named and declared as the kind. */
function disguised(
  kind: UploadTarget['kind'],
): { label: string; bytes: Buffer; name: string; type: string }[] {
  const program = fixture('program-named.jpg');
  const text = fixture('text-named.pdf');
  switch (kind) {
    case 'pdf':
      return [
        { label: 'a text file named .pdf', bytes: text, name: 'minutes.pdf', type: 'application/pdf' },
        { label: 'an executable named .pdf', bytes: program, name: 'statement.pdf', type: 'application/pdf' },
        { label: 'a PNG image named .pdf', bytes: png, name: 'scan.pdf', type: 'application/pdf' },
      ];
    case 'image':
      return [
        { label: 'an executable named .jpg', bytes: program, name: 'program-named.jpg', type: 'image/jpeg' },
        { label: 'a text file named .png', bytes: text, name: 'photo.png', type: 'image/png' },
        { label: 'a PDF named .jpg', bytes: pdf, name: 'photo.jpg', type: 'image/jpeg' },
      ];
    case 'csv':
      return [
        { label: 'an executable named .csv', bytes: program, name: 'owners.csv', type: 'text/csv' },
        { label: 'a PNG image named .csv', bytes: png, name: 'owners.csv', type: 'text/csv' },
        { label: 'a PDF named .csv', bytes: pdf, name: 'owners.csv', type: 'text/csv' },
      ];
  }
}

async function upload(target: UploadTarget, file: { bytes: Buffer; name: string; type: string } | null) {
  const op = operations.find((o) => o.operationId === target.operationId);
  if (!op) throw new Error(`the contract has no ${target.operationId}`);
  // Without a file: a form with the other fields only.
  const { payload, contentType } = multipartBody(target.fields, file);
  return sendUnchanged(
    { method: op.method, url: target.url(), payload, headers: { 'content-type': contentType } },
    target.as,
  );
}

describe.each(uploadTargets.map((target) => [`${target.operationId} (${target.kind})`, target] as const))(
  'upload %s',
  (_name, target) => {
    it(`answers 413 to a file over the ${target.kind} limit`, async () => {
      const res = await upload(target, oversize(target.kind));
      expect(res.statusCode, res.body).toBe(413);
      expect(errorBody(res).message).toMatch(kindWords[target.kind].tooLarge);
    });

    it.each(disguised(target.kind).map((file) => [file.label, file] as const))(
      'answers 415 to %s',
      async (_label, file) => {
        const res = await upload(target, file);
        expect(res.statusCode, res.body).toBe(415);
        expect(errorBody(res).message).toMatch(kindWords[target.kind].wrongType);
      },
    );

    it('answers 400 to a form without a file', async () => {
      const res = await upload(target, null);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorBody(res).message).toMatch(/file/i);
    });
  },
);

// ------------------------------------------------------------------ owner import: bad rows

describe('owner import with bad rows', () => {
  const importTarget = uploadTargets.find((u) => u.operationId === 'importOwners');
  if (!importTarget) throw new Error('no import target');

  it('answers 400 "Error importing owners" with every bad row by number, and saves none of the good rows', async () => {
    const res = await upload(importTarget, {
      bytes: fixture('owners-bad-rows.csv'),
      name: 'owners.csv',
      type: 'text/csv',
    });
    expect(res.statusCode, res.body).toBe(400);
    const body: unknown = res.json();
    if (!isObject(body) || !Array.isArray(body.errors)) throw new Error(`no errors list: ${res.body}`);
    expect(body.message).toBe('Error importing owners');
    const problems = body.errors.filter(isObject);
    // Lines of the file, the header being line 1; lines 2 and 9 are good and must not be reported.
    expect([...new Set(problems.map((p) => p.row))].sort()).toEqual([3, 4, 5, 6, 7, 8]);
    const columnsOf = (row: number) => problems.filter((p) => p.row === row).map((p) => p.column);
    expect(columnsOf(3)).toContain('postalCode');
    expect(columnsOf(4)).toContain('strataPlanNumber');
    expect(columnsOf(5)).toContain('email');
    expect(columnsOf(6)).toContain('nameOnTitle');
    expect(problems.filter((p) => p.row === 7).map((p) => p.message)).toContain(
      'No duplicate Lot Number or Unit Numbers are allowed.',
    );
    // A row with the wrong number of cells is a problem of the whole row.
    expect(columnsOf(8)).toContain(null);
    for (const p of problems) expect(String(p.message).trim()).not.toBe('');
  });

  it('answers 400 naming the missing column when the header lacks one', async () => {
    const header = csvHeader.replace(',postalCode', '');
    const row = csvRow.replace(/,V6G 3K2\n$/, '\n');
    const res = await upload(importTarget, {
      bytes: Buffer.from(header + row),
      name: 'owners.csv',
      type: 'text/csv',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorBody(res).message).toContain('postalCode');
  });
});
