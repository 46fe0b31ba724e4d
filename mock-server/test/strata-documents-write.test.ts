// Strata property documents (tag strataDocuments) through the generated SDK, what changes them: create, upload (PDF by
// content, 20 MB, one file), update, archive, restore and delete (archived only), each with its failures. Categories,
// lists, get and the file: strata-documents-read.test.ts; unit documents: strata-unit-documents.test.ts; the
// Document Date: strata-documents-date.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { companyTimeZone } from '../src/config.ts';
import { strataDocuments } from '../src/db/schema.ts';
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
      documentDate: todayDate(new Date(), companyTimeZone(t.app.services.options)),
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
