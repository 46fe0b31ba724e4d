// Rental documents (tag documents) through the generated SDK, what changes them: create (record first), PDF upload by
// content (20 MB), update, and delete with the file, each with its failures. Types, get, lists and the download:
// documents-read.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documents } from '../src/db/schema.ts';
import { documentPdf, encodePng } from '../src/seed/files.ts';
import { type DocumentInput, file, rentalDocuments } from './helpers/documents.ts';
import { multipart } from './helpers/multipart.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const { type, documentInput, createDocument, uploadPdf } = rentalDocuments(t, sdk);

const png = encodePng(4, 4, () => [200, 10, 10]);
const storedFile = (key: string) => path.join(t.dataDir, 'files', key);
const documentCount = async () => (await db().select({ id: documents.id }).from(documents)).length;

describe('createDocument and uploadDocumentFile', () => {
  it('creates the record first (no file), then stores the PDF; the download gives the same bytes', async () => {
    const admin = await sdk.as('admin');
    const { data: created, response } = await admin.POST('/documents', { body: documentInput() });
    expect(response.status).toBe(201);
    expect(created).toMatchObject({
      propertyId: t.seed.properties.owner[0],
      ownerId: null,
      fileName: 'Notice to End Tenancy.pdf',
      title: 'Notice to End Tenancy.pdf',
      documentDate: '2026-11-01',
      path: null,
      hasFile: false,
      documentType: { name: 'Tenancy Notice' },
    });
    const id = Number(created?.id);
    // The answer is the record as its read gives it.
    expect(created).toEqual(await ok(admin.GET('/documents/{id}', { params: { path: { id } } })));
    const pdf = await documentPdf('Notice to End Tenancy', '2026-11-01', ['Two months notice.']);
    const uploaded = await uploadPdf(id, pdf, 'C:\\scans\\notice.pdf');
    expect(uploaded).toMatchObject({
      id,
      hasFile: true,
      path: expect.stringMatching(/^documents\/[0-9a-f-]{36}\.pdf$/),
    });
    expect(fs.readFileSync(storedFile(String(uploaded.path)))).toEqual(Buffer.from(pdf));
    const { data, response: download } = await admin.GET('/documents/{id}/file', {
      params: { path: { id } },
      parseAs: 'arrayBuffer',
    });
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(
      /^inline; filename="Notice to End Tenancy.pdf"/,
    );
    expect(Buffer.from(data as ArrayBuffer)).toEqual(Buffer.from(pdf));
  });

  it('creates an owner document with an owner-only type', async () => {
    const created = await createDocument({
      propertyId: null,
      ownerId: t.seed.ownerProfiles.owner2,
      documentTypeId: type('Financial Statements'),
      fileName: 'Owner Statement November 2026',
    });
    expect(created).toMatchObject({
      ownerId: t.seed.ownerProfiles.owner2,
      ownerName: 'Rajiv Sandhu',
      propertyRmNumber: null,
    });
  });

  it('refuses a record for neither or both, a type that does not suit, unknown records; nothing saved', async () => {
    const admin = await sdk.as('admin');
    const before = await documentCount();
    const cases: [Partial<DocumentInput>, number, string?][] = [
      [{ propertyId: null, ownerId: null }, 400, 'Please select a property'],
      [
        { ownerId: t.seed.ownerProfiles.owner },
        400,
        'A document belongs to a property or an owner, not both.',
      ],
      [{ documentTypeId: type('Correspondence') }, 400, 'This document type cannot be used here.'],
      [
        { propertyId: null, ownerId: t.seed.ownerProfiles.owner },
        400,
        'This document type cannot be used here.',
      ],
      [{ documentTypeId: 999999 }, 404, 'The document type was not found.'],
      [{ documentTypeId: 999999, propertyId: 999999 }, 404, 'The document type was not found.'],
      [{ propertyId: 999999 }, 404, 'The property was not found.'],
      [
        { propertyId: null, ownerId: 999999, documentTypeId: type('Correspondence') },
        404,
        'The owner was not found.',
      ],
    ];
    for (const [overrides, status, message] of cases) {
      await expectFailure(admin.POST('/documents', { body: documentInput(overrides) }), status, message);
    }
    const date = await expectFailure(
      admin.POST('/documents', { body: documentInput({ documentDate: '2026-13-45' }) }),
      400,
    );
    expect(date.field).toBe('documentDate');
    expect(await documentCount()).toBe(before);
  });

  it('replaces an earlier file and removes it from the storage', async () => {
    const created = await createDocument();
    const first = await uploadPdf(created.id, await documentPdf('First', '', ['one']));
    const second = await uploadPdf(created.id, await documentPdf('Second', '', ['two']));
    expect(second.path).not.toBe(first.path);
    expect(fs.existsSync(storedFile(String(first.path)))).toBe(false);
    expect(fs.existsSync(storedFile(String(second.path)))).toBe(true);
  });

  it('refuses a non-PDF (415), an oversize PDF (413), two files or none (400), an unknown record (404)', async () => {
    const created = await createDocument();
    const admin = await sdk.as('admin');
    const put = (bytes: Uint8Array, name: string) =>
      admin.PUT('/documents/upload/{id}', {
        params: { path: { id: created.id } },
        body: { file: file(bytes, name) },
      });
    await expectFailure(put(png, 'statement.pdf'), 415, 'Only PDF files can be uploaded.');
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(20 * 1024 * 1024)]);
    await expectFailure(
      put(big, 'big.pdf'),
      413,
      'The file is larger than 20 MB. PDF documents can be at most 20 MB.',
    );
    const pdf = await documentPdf('A', '', ['a']);
    const two = new FormData();
    two.append('file', file(pdf, 'a.pdf'));
    two.append('file', file(pdf, 'b.pdf'));
    const twoFiles = await t.request({
      method: 'PUT',
      url: `/api/documents/upload/${created.id}`,
      as: 'admin',
      ...(await multipart(two)),
    });
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().message).toBe('Please choose only one file!');
    const none = await t.request({
      method: 'PUT',
      url: `/api/documents/upload/${created.id}`,
      as: 'admin',
      ...(await multipart(new FormData())),
    });
    expect(none.statusCode).toBe(400);
    await expectFailure(
      admin.PUT('/documents/upload/{id}', {
        params: { path: { id: 999999 } },
        body: { file: file(pdf, 'a.pdf') },
      }),
      404,
    );
    const reread = await ok(admin.GET('/documents/{id}', { params: { path: { id: created.id } } }));
    expect(reread).toMatchObject({ hasFile: false, path: null });
  });
});

describe('updateDocument (PUT /documents/update)', () => {
  it("changes a document's title and type", async () => {
    const created = await createDocument();
    const admin = await sdk.as('admin');
    const updated = await ok(
      admin.PUT('/documents/update', {
        body: {
          id: created.id,
          fileName: 'Renewal notice 2027.pdf',
          documentTypeId: type('Lease Agreement'),
        },
      }),
    );
    expect(updated).toMatchObject({
      fileName: 'Renewal notice 2027.pdf',
      title: 'Renewal notice 2027.pdf',
      documentType: { name: 'Lease Agreement' },
    });
    expect(await ok(admin.GET('/documents/{id}', { params: { path: { id: created.id } } }))).toEqual(updated);
  });

  it('refuses a type of the other kind (400), unknown documents or types (404); nothing changes', async () => {
    const created = await createDocument();
    const admin = await sdk.as('admin');
    await expectFailure(
      admin.PUT('/documents/update', {
        body: { id: created.id, fileName: 'x', documentTypeId: type('Financial Statements') },
      }),
      400,
      'This document type cannot be used here.',
    );
    await expectFailure(
      admin.PUT('/documents/update', {
        body: { id: 999999, fileName: 'x', documentTypeId: type('Lease Agreement') },
      }),
      404,
    );
    await expectFailure(
      admin.PUT('/documents/update', { body: { id: created.id, fileName: 'x', documentTypeId: 999999 } }),
      404,
    );
    expect(await ok(admin.GET('/documents/{id}', { params: { path: { id: created.id } } }))).toEqual(created);
  });
});

describe('deleteDocument (DELETE /documents/delete/{id})', () => {
  it('deletes the record and its file', async () => {
    const created = await createDocument();
    const uploaded = await uploadPdf(created.id, await documentPdf('Gone', '', ['soon']));
    const admin = await sdk.as('admin');
    expect(
      await ok(admin.DELETE('/documents/delete/{id}', { params: { path: { id: created.id } } })),
    ).toEqual({
      message: 'Document deleted.',
    });
    await expectFailure(admin.GET('/documents/{id}', { params: { path: { id: created.id } } }), 404);
    expect(fs.existsSync(storedFile(String(uploaded.path)))).toBe(false);
  });

  it('answers 404 for an unknown document and 403 to an owner; nothing is deleted', async () => {
    const before = await documentCount();
    await expectFailure(
      (await sdk.as('admin')).DELETE('/documents/delete/{id}', { params: { path: { id: 999999 } } }),
      404,
    );
    await expectFailure(
      (await sdk.as('owner')).DELETE('/documents/delete/{id}', {
        params: { path: { id: t.seed.documents.ownerOwn } },
      }),
      403,
    );
    expect(await documentCount()).toBe(before);
  });
});
