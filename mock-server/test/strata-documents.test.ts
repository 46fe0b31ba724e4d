// Strata property and unit documents and their categories (tag strataDocuments) through the generated SDK: categories
// (shared and a building's own folders, the unit "Forms" category), create, upload (PDF by content, 20 MB, one file),
// update, archive (unit files move to the archive folder), restore, delete (archived only) and the file itself
// (inline or attachment), each with its failures.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { strataDocuments, strataUnitDocuments } from '../src/db/schema.ts';
import { todayDate } from '../src/repositories/dates.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'uploads', name));
const storedFile = (key: string) => path.join(t.dataDir, 'files', key);

async function pdfBytes(title: string): Promise<Uint8Array<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.addPage([612, 792]);
  return new Uint8Array(await pdf.save());
}
const pdfFile = async (title: string, name: string) =>
  new File([await pdfBytes(title)], name, { type: 'application/pdf' });

const strataDocumentRow = async (id: number) =>
  (await db().select().from(strataDocuments).where(eq(strataDocuments.id, id)))[0];
const unitDocumentRow = async (id: number) =>
  (await db().select().from(strataUnitDocuments).where(eq(strataUnitDocuments.id, id)))[0];

describe('listStrataDocumentCategories', () => {
  it('lists the shared categories by name, and a building’s own folders after them when asked', async () => {
    const admin = await sdk.as('strataadmin');
    const shared = await ok(admin.GET('/strataDocumentCategories/all'));
    expect(shared.map((c) => [c.name, c.strataPropertyId])).toEqual([
      ['Bylaws', null],
      ['Financial Statements', null],
      ['Insurance', null],
      ['Minutes', null],
      ['Notices', null],
    ]);
    const bcs = t.seed.strataProperties.bcs;
    const withFolders = await ok(
      (await sdk.as('BCS1234')).GET('/strataDocumentCategories/all', {
        params: { query: { strataPropertyId: bcs } },
      }),
    );
    expect(withFolders.at(-1)).toEqual({
      id: t.seed.strataDocumentCategories['Bayshore Renovations'],
      name: 'Renovations',
      strataPropertyId: bcs,
    });
    expect(withFolders).toHaveLength(6);
  });

  it('does not show another building’s folders, and refuses rental roles and a malformed id', async () => {
    const eps = await sdk.as('EPS5678');
    // Another building's folders: 404 (x-owner), as for a building that does not exist.
    await expectFailure(
      eps.GET('/strataDocumentCategories/all', {
        params: { query: { strataPropertyId: t.seed.strataProperties.bcs } },
      }),
      404,
    );
    const shared = await ok(eps.GET('/strataDocumentCategories/all'));
    expect(shared.map((c) => c.name)).not.toContain('Renovations');
    await expectFailure((await sdk.as('owner')).GET('/strataDocumentCategories/all'), 403);
    const res = await t.request({
      method: 'GET',
      url: '/api/strataDocumentCategories/all?strataPropertyId=abc',
      as: 'strataadmin',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('strataPropertyId');
  });
});

describe('listStrataUnitDocumentCategories', () => {
  it('lists the unit categories by name, Forms included', async () => {
    const list = await ok((await sdk.as('unitowner')).GET('/strataUnitDocumentCategory'));
    expect(list).toEqual([
      { id: t.seed.strataUnitDocumentCategories.Correspondence, name: 'Correspondence' },
      { id: t.seed.strataUnitDocumentCategories.Forms, name: 'Forms' },
      { id: t.seed.strataUnitDocumentCategories.General, name: 'General' },
    ]);
  });

  it('refuses anonymous callers and rental roles', async () => {
    await expectFailure(sdk.anonymous().GET('/strataUnitDocumentCategory'), 401);
    await expectFailure((await sdk.as('admin')).GET('/strataUnitDocumentCategory'), 403);
  });
});

describe('listStrataPropertyDocuments', () => {
  it('lists a building’s active documents newest first, and the archived ones to admins', async () => {
    const bcs = t.seed.strataProperties.bcs;
    const login = await sdk.as('BCS1234');
    const active = await ok(login.GET('/strataDocuments/property/{id}', { params: { path: { id: bcs } } }));
    expect(active.map((d) => d.title)).toEqual([
      'Water Shut-off Notice',
      'Operating Budget 2027',
      'Insurance Certificate 2026-2027',
      'Lobby Renovation Plan',
      'AGM Minutes 2026',
      'Consolidated Bylaws',
    ]);
    expect(active[0]).toMatchObject({
      strataPropertyId: bcs,
      strataDocumentCategory: { name: 'Notices', strataPropertyId: null },
      hasFile: true,
      archived: false,
      documentDate: '2026-11-28',
    });
    const archived = await ok(
      (await sdk.as('strataadmin')).GET('/strataDocuments/property/{id}', {
        params: { path: { id: bcs }, query: { archived: true } },
      }),
    );
    expect(archived.map((d) => [d.title, d.archived])).toEqual([['AGM Minutes 2024', true]]);
  });

  it('answers 403 to archived=true from a building login, 404 for another building or an unknown one', async () => {
    const bcs = t.seed.strataProperties.bcs;
    await expectFailure(
      (await sdk.as('BCS1234')).GET('/strataDocuments/property/{id}', {
        params: { path: { id: bcs }, query: { archived: true } },
      }),
      403,
      'Only strata administrators can see archived documents.',
    );
    await expectFailure(
      (await sdk.as('EPS5678')).GET('/strataDocuments/property/{id}', { params: { path: { id: bcs } } }),
      404,
    );
    await expectFailure(
      (await sdk.as('strataadmin')).GET('/strataDocuments/property/{id}', {
        params: { path: { id: 999999 } },
      }),
      404,
    );
  });
});

describe('getStrataDocument', () => {
  it('answers a document of the caller’s building', async () => {
    const doc = await ok(
      (await sdk.as('unitowner')).GET('/strataDocuments/{id}', {
        params: { path: { id: t.seed.strataDocuments.bcsBylaws } },
      }),
    );
    expect(doc).toMatchObject({
      title: 'Consolidated Bylaws',
      fileName: 'BCS1234-Consolidated-Bylaws.pdf',
      documentDate: '2025-03-14',
      description: 'Bylaws as amended at the 2025 AGM',
      strataDocumentCategory: { name: 'Bylaws' },
      hasFile: true,
    });
    expect(doc.path).toMatch(/^strata-documents\/[0-9a-f-]{36}\.pdf$/);
  });

  it('hides archived documents from owners and other buildings’ documents (404)', async () => {
    const owner = await sdk.as('unitowner');
    await expectFailure(
      owner.GET('/strataDocuments/{id}', { params: { path: { id: t.seed.strataDocuments.bcsArchived } } }),
      404,
    );
    await expectFailure(
      (await sdk.as('EPS5678')).GET('/strataDocuments/{id}', {
        params: { path: { id: t.seed.strataDocuments.bcsBylaws } },
      }),
      404,
    );
    const archived = await ok(
      (await sdk.as('superadmin')).GET('/strataDocuments/{id}', {
        params: { path: { id: t.seed.strataDocuments.bcsArchived } },
      }),
    );
    expect(archived.archived).toBe(true);
  });
});

describe('createStrataDocument and uploadStrataDocumentFile', () => {
  it('creates the record dated today without a file, then stores the uploaded PDF under its own name', async () => {
    const admin = await sdk.as('strataadmin');
    const created = await ok(
      admin.POST('/strataDocuments', {
        body: {
          title: 'Elevator Upgrade Plan',
          strataPropertyId: t.seed.strataProperties.bcs,
          strataDocumentCategoryId: t.seed.strataDocumentCategories['Bayshore Renovations'] ?? 0,
          fileName: 'draft.pdf',
          description: 'Council proposal',
        },
      }),
    );
    expect(created).toMatchObject({
      title: 'Elevator Upgrade Plan',
      documentDate: todayDate(),
      fileName: 'draft.pdf',
      hasFile: false,
      path: null,
      strataDocumentCategory: { name: 'Renovations' },
    });
    const uploaded = await ok(
      admin.PUT('/strataDocuments/upload/{id}', {
        params: { path: { id: created.id } },
        body: { file: await pdfFile('Elevator', 'Elevator Upgrade 2027.pdf') },
      }),
    );
    expect(uploaded).toEqual({ id: created.id, fileName: 'Elevator Upgrade 2027.pdf' });
    const reread = await ok(admin.GET('/strataDocuments/{id}', { params: { path: { id: created.id } } }));
    expect(reread).toMatchObject({ hasFile: true, fileName: 'Elevator Upgrade 2027.pdf' });
    expect(fs.existsSync(storedFile(reread.path ?? ''))).toBe(true);

    // A replacement file takes the old one's place, and the old file is removed.
    const firstPath = reread.path ?? '';
    await ok(
      admin.PUT('/strataDocuments/upload/{id}', {
        params: { path: { id: created.id } },
        body: { file: await pdfFile('Elevator v2', 'Elevator v2.pdf') },
      }),
    );
    const replaced = await strataDocumentRow(created.id);
    expect(replaced?.fileName).toBe('Elevator v2.pdf');
    expect(replaced?.path).not.toBe(firstPath);
    expect(fs.existsSync(storedFile(firstPath))).toBe(false);
  });

  it('refuses another building’s folder (400), an unknown building (404) and a missing type; nothing is saved', async () => {
    const admin = await sdk.as('strataadmin');
    const before = (await db().select().from(strataDocuments)).length;
    await expectFailure(
      admin.POST('/strataDocuments', {
        body: {
          title: 'Wrong folder',
          strataPropertyId: t.seed.strataProperties.eps,
          strataDocumentCategoryId: t.seed.strataDocumentCategories['Bayshore Renovations'] ?? 0,
        },
      }),
      400,
      "The type of document is not one of this building's categories.",
    );
    await expectFailure(
      admin.POST('/strataDocuments', {
        body: {
          title: 'No building',
          strataPropertyId: 999999,
          strataDocumentCategoryId: t.seed.strataDocumentCategories.Bylaws ?? 0,
        },
      }),
      404,
    );
    const missing = await t.request({
      method: 'POST',
      url: '/api/strataDocuments',
      as: 'strataadmin',
      payload: { title: 'No type', strataPropertyId: t.seed.strataProperties.bcs },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('strataDocumentCategoryId');
    await expectFailure(
      (await sdk.as('BCS1234')).POST('/strataDocuments', {
        body: {
          title: 'Not an admin',
          strataPropertyId: t.seed.strataProperties.bcs,
          strataDocumentCategoryId: t.seed.strataDocumentCategories.Bylaws ?? 0,
        },
      }),
      403,
    );
    expect((await db().select().from(strataDocuments)).length).toBe(before);
  });

  it('refuses uploads that are not one PDF: disguised (415), none or several (400), unknown record (404)', async () => {
    const admin = await sdk.as('strataadmin');
    const id = t.seed.strataDocuments.epsBylaws;
    const before = await strataDocumentRow(id);
    await expectFailure(
      admin.PUT('/strataDocuments/upload/{id}', {
        params: { path: { id } },
        body: { file: new File([fixture('text-named.pdf')], 'text-named.pdf', { type: 'application/pdf' }) },
      }),
      415,
      'Only PDF files can be uploaded.',
    );
    const two = new FormData();
    two.append('file', await pdfFile('One', 'one.pdf'));
    two.append('file', await pdfFile('Two', 'two.pdf'));
    await expectFailure(
      admin.PUT('/strataDocuments/upload/{id}', {
        params: { path: { id } },
        body: two as unknown as { file: Blob },
      }),
      400,
      'Too many files selected, please only choose one file to re-upload',
    );
    const none = new FormData();
    none.append('note', 'no file here');
    await expectFailure(
      admin.PUT('/strataDocuments/upload/{id}', {
        params: { path: { id } },
        body: none as unknown as { file: Blob },
      }),
      400,
      'Please select a file!',
    );
    await expectFailure(
      admin.PUT('/strataDocuments/upload/{id}', {
        params: { path: { id: 999999 } },
        body: { file: await pdfFile('x', 'x.pdf') },
      }),
      404,
    );
    expect(await strataDocumentRow(id)).toEqual(before);
  });

  it('answers 413 to a PDF over 20 MB and keeps the old file', async () => {
    const id = t.seed.strataDocuments.epsBylaws;
    const before = await strataDocumentRow(id);
    const big = Buffer.alloc(20 * 1024 * 1024 + 10, 0x20);
    Buffer.from('%PDF-1.7\n').copy(big);
    const admin = await sdk.as('strataadmin');
    await expectFailure(
      admin.PUT('/strataDocuments/upload/{id}', {
        params: { path: { id } },
        body: { file: new File([big], 'big.pdf', { type: 'application/pdf' }) },
      }),
      413,
      'The file is larger than 20 MB. PDF documents can be at most 20 MB.',
    );
    expect(await strataDocumentRow(id)).toEqual(before);
  });
});

describe('updateStrataDocument', () => {
  it('changes title, type and description; leaving the description out keeps it', async () => {
    const admin = await sdk.as('strataadmin');
    const id = t.seed.strataDocuments.bcsBylaws;
    const updated = await ok(
      admin.PUT('/strataDocuments/update', {
        body: {
          id,
          title: 'Bylaws (consolidated 2025)',
          strataDocumentCategoryId: t.seed.strataDocumentCategories.Notices ?? 0,
        },
      }),
    );
    expect(updated).toMatchObject({
      title: 'Bylaws (consolidated 2025)',
      strataDocumentCategory: { name: 'Notices' },
      description: 'Bylaws as amended at the 2025 AGM',
    });
    const cleared = await ok(
      admin.PUT('/strataDocuments/update', {
        body: {
          id,
          title: 'Consolidated Bylaws',
          strataDocumentCategoryId: t.seed.strataDocumentCategories.Bylaws ?? 0,
          description: null,
        },
      }),
    );
    expect(cleared.description).toBeNull();
    expect((await strataDocumentRow(id))?.title).toBe('Consolidated Bylaws');
  });

  it('refuses another building’s folder (400), an unknown document (404) and a blank title; nothing changes', async () => {
    const admin = await sdk.as('strataadmin');
    const id = t.seed.strataDocuments.epsBylaws;
    const before = await strataDocumentRow(id);
    await expectFailure(
      admin.PUT('/strataDocuments/update', {
        body: {
          id,
          title: 'Moved',
          strataDocumentCategoryId: t.seed.strataDocumentCategories['Bayshore Renovations'] ?? 0,
        },
      }),
      400,
      "The type of document is not one of this building's categories.",
    );
    await expectFailure(
      admin.PUT('/strataDocuments/update', {
        body: {
          id: 999999,
          title: 'Ghost',
          strataDocumentCategoryId: t.seed.strataDocumentCategories.Bylaws ?? 0,
        },
      }),
      404,
    );
    const blank = await expectFailure(
      admin.PUT('/strataDocuments/update', {
        body: { id, title: '', strataDocumentCategoryId: t.seed.strataDocumentCategories.Bylaws ?? 0 },
      }),
      400,
    );
    expect(blank.field).toBe('title');
    expect(await strataDocumentRow(id)).toEqual(before);
  });
});

describe('archiveStrataDocument, restoreStrataDocument and deleteStrataDocument', () => {
  it('archives, restores, and deletes an archived document with its file', async () => {
    const admin = await sdk.as('strataadmin');
    const created = await ok(
      admin.POST('/strataDocuments', {
        body: {
          title: 'Old Notice',
          strataPropertyId: t.seed.strataProperties.eps,
          strataDocumentCategoryId: t.seed.strataDocumentCategories.Notices ?? 0,
          documentDate: '2020-01-02',
        },
      }),
    );
    await ok(
      admin.PUT('/strataDocuments/upload/{id}', {
        params: { path: { id: created.id } },
        body: { file: await pdfFile('Old', 'old.pdf') },
      }),
    );
    const archived = await ok(
      admin.PUT('/strataDocuments/archive/{id}', { params: { path: { id: created.id } } }),
    );
    expect(archived.archived).toBe(true);
    // Archiving again changes nothing.
    expect(
      (await ok(admin.PUT('/strataDocuments/archive/{id}', { params: { path: { id: created.id } } })))
        .archived,
    ).toBe(true);
    const restored = await ok(
      admin.PUT('/strataDocuments/restore/{id}', { params: { path: { id: created.id } } }),
    );
    expect(restored.archived).toBe(false);
    expect((await strataDocumentRow(created.id))?.archived).toBe(false);

    await ok(admin.PUT('/strataDocuments/archive/{id}', { params: { path: { id: created.id } } }));
    const file = storedFile((await strataDocumentRow(created.id))?.path ?? '');
    expect(fs.existsSync(file)).toBe(true);
    const { response } = await admin.DELETE('/strataDocuments/delete/{id}', {
      params: { path: { id: created.id } },
    });
    expect(response.status).toBe(204);
    expect(await strataDocumentRow(created.id)).toBeUndefined();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('refuses to delete an active document (409), unknown ids (404) and non-admins (403)', async () => {
    const admin = await sdk.as('strataadmin');
    const id = t.seed.strataDocuments.epsBylaws;
    await expectFailure(
      admin.DELETE('/strataDocuments/delete/{id}', { params: { path: { id } } }),
      409,
      'Archive the document before deleting it.',
    );
    expect(await strataDocumentRow(id)).toBeDefined();
    await expectFailure(
      admin.PUT('/strataDocuments/archive/{id}', { params: { path: { id: 999999 } } }),
      404,
    );
    await expectFailure(
      admin.PUT('/strataDocuments/restore/{id}', { params: { path: { id: 999999 } } }),
      404,
    );
    await expectFailure(
      (await sdk.as('EPS5678')).PUT('/strataDocuments/archive/{id}', { params: { path: { id } } }),
      403,
    );
    expect((await strataDocumentRow(id))?.archived).toBe(false);
  });
});

describe('getStrataDocumentFile', () => {
  it('streams the PDF inline, or as an attachment with download=true, with a safe file name', async () => {
    const owner = await sdk.as('unitowner2');
    const id = t.seed.strataDocuments.bcsBylaws;
    const inline = await owner.GET('/strataDocuments/{id}/file', {
      params: { path: { id } },
      parseAs: 'arrayBuffer',
    });
    expect(inline.response.headers.get('content-type')).toBe('application/pdf');
    expect(inline.response.headers.get('content-disposition')).toMatch(/^inline; filename="[^"]+\.pdf"/);
    const bytes = new Uint8Array(inline.data as ArrayBuffer);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const download = await owner.GET('/strataDocuments/{id}/file', {
      params: { path: { id }, query: { download: true } },
      parseAs: 'arrayBuffer',
    });
    expect(download.response.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
  });

  it('answers 404 for another building, an archived document (owners) and a record without a file', async () => {
    await expectFailure(
      (await sdk.as('EPS5678')).GET('/strataDocuments/{id}/file', {
        params: { path: { id: t.seed.strataDocuments.bcsBylaws } },
        parseAs: 'arrayBuffer',
      }),
      404,
    );
    await expectFailure(
      (await sdk.as('BCS1234')).GET('/strataDocuments/{id}/file', {
        params: { path: { id: t.seed.strataDocuments.bcsArchived } },
        parseAs: 'arrayBuffer',
      }),
      404,
    );
    const admin = await sdk.as('strataadmin');
    const empty = await ok(
      admin.POST('/strataDocuments', {
        body: {
          title: 'No file yet',
          strataPropertyId: t.seed.strataProperties.bcs,
          strataDocumentCategoryId: t.seed.strataDocumentCategories.Minutes ?? 0,
        },
      }),
    );
    await expectFailure(
      admin.GET('/strataDocuments/{id}/file', { params: { path: { id: empty.id } }, parseAs: 'arrayBuffer' }),
      404,
      'The file has not been uploaded yet.',
    );
  });
});

// ---------------------------------------------------------------- unit documents

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
