// Strata unit documents (tag strataDocuments) through the generated SDK: create, upload (PDF by content, 20 MB, one
// file), read and list, update, archive (the file moves to the archive folder), restore, delete (archived only) and
// the file itself, each with its failures. Building documents: strata-documents-read.test.ts and
// strata-documents-write.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { strataUnitDocuments } from '../src/db/schema.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'uploads', name));
const storedFile = (key: string) => path.join(t.dataDir, 'files', key);
const unitDocumentRow = async (id: number) =>
  (await db().select().from(strataUnitDocuments).where(eq(strataUnitDocuments.id, id)))[0];

async function pdfBytes(title: string): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.addPage([612, 792]);
  return new Uint8Array(await pdf.save());
}
const pdfFile = async (title: string, name: string) =>
  new File([await pdfBytes(title)], name, { type: 'application/pdf' });

describe('createStrataUnitDocument and uploadStrataUnitDocumentFile', () => {
  it('creates a unit document and stores its PDF', async () => {
    const admin = await sdk.as('strataadmin');
    const created = await ok(
      admin.POST('/strataUnitDocument', {
        body: {
          title: 'Move-out Inspection',
          strataUnitId: t.seed.strataUnits.eps305,
          strataUnitDocumentCategoryId: t.seed.strataUnitDocumentCategories.General ?? 0,
          documentDate: '2026-11-01',
        },
      }),
    );
    expect(created).toMatchObject({
      strataUnitId: t.seed.strataUnits.eps305,
      strataUnitDocumentCategory: { name: 'General' },
      documentDate: '2026-11-01',
      fileName: '',
      hasFile: false,
      archived: false,
    });
    const uploaded = await ok(
      admin.PUT('/strataUnitDocument/upload/{id}', {
        params: { path: { id: created.id } },
        body: { file: await pdfFile('Move-out', 'move-out-305.pdf') },
      }),
    );
    expect(uploaded).toEqual({ id: created.id, fileName: 'move-out-305.pdf' });
    const row = await unitDocumentRow(created.id);
    expect(row?.path).toMatch(/^unit-documents\//);
    expect(fs.existsSync(storedFile(row?.path ?? ''))).toBe(true);

    // A hostile file name is kept as a plain name only: no path, no header injection in the download.
    const hostile = await ok(
      admin.PUT('/strataUnitDocument/upload/{id}', {
        params: { path: { id: created.id } },
        body: { file: await pdfFile('Hostile', '..\\..\\secret; x.pdf') },
      }),
    );
    expect(hostile.fileName).toBe('secret; x.pdf');
    expect((await unitDocumentRow(created.id))?.path).toMatch(/^unit-documents\/[0-9a-f-]{36}\.pdf$/);
    const file = await admin.GET('/strataUnitDocument/{id}/file', {
      params: { path: { id: created.id } },
      parseAs: 'arrayBuffer',
    });
    expect(file.response.headers.get('content-disposition')).toBe(
      `inline; filename="secret_ x.pdf"; filename*=UTF-8''secret%3B%20x.pdf`,
    );
  });

  it('refuses an unknown unit or category (404), a missing unit (400) and a disguised file (415)', async () => {
    const admin = await sdk.as('strataadmin');
    const before = (await db().select().from(strataUnitDocuments)).length;
    await expectFailure(
      admin.POST('/strataUnitDocument', {
        body: {
          title: 'Ghost unit',
          strataUnitId: 999999,
          strataUnitDocumentCategoryId: t.seed.strataUnitDocumentCategories.General ?? 0,
        },
      }),
      404,
    );
    await expectFailure(
      admin.POST('/strataUnitDocument', {
        body: {
          title: 'Ghost category',
          strataUnitId: t.seed.strataUnits.bcs101,
          strataUnitDocumentCategoryId: 999999,
        },
      }),
      404,
    );
    const missing = await t.request({
      method: 'POST',
      url: '/api/strataUnitDocument',
      as: 'strataadmin',
      payload: {
        title: 'No unit',
        strataUnitDocumentCategoryId: t.seed.strataUnitDocumentCategories.General,
      },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('strataUnitId');
    expect((await db().select().from(strataUnitDocuments)).length).toBe(before);

    const id = t.seed.strataUnitDocuments.eps305;
    const row = await unitDocumentRow(id);
    await expectFailure(
      admin.PUT('/strataUnitDocument/upload/{id}', {
        params: { path: { id } },
        body: { file: new File([fixture('program-named.jpg')], 'photo.pdf', { type: 'application/pdf' }) },
      }),
      415,
    );
    expect(await unitDocumentRow(id)).toEqual(row);
  });
});

describe('getStrataUnitDocument and listStrataUnitDocuments', () => {
  it('lets the primary owner read the unit’s active documents, newest first', async () => {
    const owner = await sdk.as('unitowner');
    const unitId = t.seed.strataUnits.bcs101;
    const list = await ok(
      owner.GET('/strataUnitDocument/strataUnit/{id}', { params: { path: { id: unitId } } }),
    );
    expect(list.map((d) => [d.title, d.documentDate])).toEqual([
      ['Parking Stall Assignment', '2024-08-05'],
      ['Move-in Inspection', '2024-08-01'],
    ]);
    const doc = await ok(
      owner.GET('/strataUnitDocument/{id}', { params: { path: { id: t.seed.strataUnitDocuments.bcs101 } } }),
    );
    expect(doc).toMatchObject({
      title: 'Move-in Inspection',
      strataUnitDocumentCategory: { name: 'General' },
    });
    const archived = await ok(
      (await sdk.as('strataadmin')).GET('/strataUnitDocument/strataUnit/{id}', {
        params: { path: { id: unitId }, query: { archived: true } },
      }),
    );
    expect(archived.map((d) => d.title)).toEqual(['Noise Complaint Response 2025']);
  });

  it('keeps secondary users and other units out (404), archived ones from owners (403/404)', async () => {
    const unitId = t.seed.strataUnits.bcs101;
    const secondary = await sdk.as('unitowner2');
    await expectFailure(
      secondary.GET('/strataUnitDocument/strataUnit/{id}', { params: { path: { id: unitId } } }),
      404,
    );
    await expectFailure(
      secondary.GET('/strataUnitDocument/{id}', {
        params: { path: { id: t.seed.strataUnitDocuments.bcs101 } },
      }),
      404,
    );
    const owner = await sdk.as('unitowner');
    await expectFailure(
      owner.GET('/strataUnitDocument/strataUnit/{id}', {
        params: { path: { id: unitId }, query: { archived: true } },
      }),
      403,
    );
    await expectFailure(
      owner.GET('/strataUnitDocument/{id}', {
        params: { path: { id: t.seed.strataUnitDocuments.bcs101Archived } },
      }),
      404,
    );
    await expectFailure(
      (await sdk.as('strataadmin')).GET('/strataUnitDocument/strataUnit/{id}', {
        params: { path: { id: 999999 } },
      }),
      404,
    );
  });
});

describe('updateStrataUnitDocument', () => {
  it('changes title, type, date and description; fields left out keep their values', async () => {
    const admin = await sdk.as('strataadmin');
    const id = t.seed.strataUnitDocuments.eps305;
    const updated = await ok(
      admin.PUT('/strataUnitDocument/update/{id}', {
        params: { path: { id } },
        body: {
          title: 'Parking Stall Assignment (P2-31)',
          strataUnitDocumentCategoryId: t.seed.strataUnitDocumentCategories.General ?? 0,
          documentDate: '2026-02-12',
        },
      }),
    );
    expect(updated).toMatchObject({
      title: 'Parking Stall Assignment (P2-31)',
      strataUnitDocumentCategory: { name: 'General' },
      documentDate: '2026-02-12',
      description: 'Stall P2-31',
    });
    expect((await unitDocumentRow(id))?.documentDate).toBe('2026-02-12');
  });

  it('refuses an unknown category or document (404) and a bad date (400); nothing changes', async () => {
    const admin = await sdk.as('strataadmin');
    const id = t.seed.strataUnitDocuments.eps305;
    const before = await unitDocumentRow(id);
    await expectFailure(
      admin.PUT('/strataUnitDocument/update/{id}', {
        params: { path: { id } },
        body: { title: 'x', strataUnitDocumentCategoryId: 999999 },
      }),
      404,
    );
    await expectFailure(
      admin.PUT('/strataUnitDocument/update/{id}', {
        params: { path: { id: 999999 } },
        body: { title: 'x', strataUnitDocumentCategoryId: t.seed.strataUnitDocumentCategories.General ?? 0 },
      }),
      404,
    );
    const badDate = await t.request({
      method: 'PUT',
      url: `/api/strataUnitDocument/update/${id}`,
      as: 'strataadmin',
      payload: {
        title: 'x',
        strataUnitDocumentCategoryId: t.seed.strataUnitDocumentCategories.General,
        documentDate: '2026-02-30',
      },
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().field).toBe('documentDate');
    expect(await unitDocumentRow(id)).toEqual(before);
  });
});

describe('archiveStrataUnitDocument, restoreStrataUnitDocument and deleteStrataUnitDocument', () => {
  it('moves the file to the archive folder and back, and deletes an archived document with its file', async () => {
    const admin = await sdk.as('strataadmin');
    const created = await ok(
      admin.POST('/strataUnitDocument', {
        body: {
          title: 'Temporary letter',
          strataUnitId: t.seed.strataUnits.bcs101,
          strataUnitDocumentCategoryId: t.seed.strataUnitDocumentCategories.Correspondence ?? 0,
        },
      }),
    );
    await ok(
      admin.PUT('/strataUnitDocument/upload/{id}', {
        params: { path: { id: created.id } },
        body: { file: await pdfFile('Letter', 'letter.pdf') },
      }),
    );
    const activePath = (await unitDocumentRow(created.id))?.path ?? '';
    const archived = await ok(
      admin.PUT('/strataUnitDocument/archive/{id}', { params: { path: { id: created.id } } }),
    );
    expect(archived.archived).toBe(true);
    expect(archived.path).toMatch(/^archived\/unit-documents\//);
    expect(fs.existsSync(storedFile(activePath))).toBe(false);
    expect(fs.existsSync(storedFile(archived.path ?? ''))).toBe(true);
    // The archived file still opens for admins.
    const file = await admin.GET('/strataUnitDocument/{id}/file', {
      params: { path: { id: created.id } },
      parseAs: 'arrayBuffer',
    });
    expect(file.response.status).toBe(200);

    const restored = await ok(
      admin.PUT('/strataUnitDocument/restore/{id}', { params: { path: { id: created.id } } }),
    );
    expect(restored).toMatchObject({ archived: false, path: activePath });
    expect(fs.existsSync(storedFile(activePath))).toBe(true);

    const rearchived = await ok(
      admin.PUT('/strataUnitDocument/archive/{id}', { params: { path: { id: created.id } } }),
    );
    const { response } = await admin.DELETE('/strataUnitDocument/{id}', {
      params: { path: { id: created.id } },
    });
    expect(response.status).toBe(204);
    expect(await unitDocumentRow(created.id)).toBeUndefined();
    expect(fs.existsSync(storedFile(rearchived.path ?? ''))).toBe(false);
  });

  it('refuses to delete an active document (409) and unknown ids (404); owners may not archive (403)', async () => {
    const admin = await sdk.as('strataadmin');
    const id = t.seed.strataUnitDocuments.bcs101;
    await expectFailure(
      admin.DELETE('/strataUnitDocument/{id}', { params: { path: { id } } }),
      409,
      'Archive the document before deleting it.',
    );
    await expectFailure(
      admin.PUT('/strataUnitDocument/archive/{id}', { params: { path: { id: 999999 } } }),
      404,
    );
    await expectFailure(
      admin.PUT('/strataUnitDocument/restore/{id}', { params: { path: { id: 999999 } } }),
      404,
    );
    await expectFailure(
      (await sdk.as('unitowner')).PUT('/strataUnitDocument/archive/{id}', { params: { path: { id } } }),
      403,
    );
    const row = await unitDocumentRow(id);
    expect(row?.archived).toBe(false);
    expect(fs.existsSync(storedFile(row?.path ?? ''))).toBe(true);
  });
});

describe('getStrataUnitDocumentFile', () => {
  it('streams the unit document to its primary owner, as an attachment with download=true', async () => {
    const res = await (await sdk.as('unitowner')).GET('/strataUnitDocument/{id}/file', {
      params: { path: { id: t.seed.strataUnitDocuments.bcs101 }, query: { download: true } },
      parseAs: 'arrayBuffer',
    });
    expect(res.response.headers.get('content-disposition')).toBe(
      `attachment; filename="Unit-101-Move-in-Inspection.pdf"; filename*=UTF-8''Unit-101-Move-in-Inspection.pdf`,
    );
    expect((await PDFDocument.load(new Uint8Array(res.data as ArrayBuffer))).getTitle()).toBe(
      'Move-in Inspection',
    );
  });

  it('answers 404 to a secondary user and to an owner asking for an archived document', async () => {
    await expectFailure(
      (await sdk.as('unitowner2')).GET('/strataUnitDocument/{id}/file', {
        params: { path: { id: t.seed.strataUnitDocuments.bcs101 } },
        parseAs: 'arrayBuffer',
      }),
      404,
    );
    await expectFailure(
      (await sdk.as('unitowner')).GET('/strataUnitDocument/{id}/file', {
        params: { path: { id: t.seed.strataUnitDocuments.bcs101Archived } },
        parseAs: 'arrayBuffer',
      }),
      404,
    );
  });
});
