// Rental documents and folders (tag documents) through the generated SDK: types, get, create (record first), PDF
// upload by content (20 MB), update, lists per property and per owner, delete with the file, download, and folders,
// each with its failures.
import fs from 'node:fs';
import path from 'node:path';
import type { components } from '@portal/sdk/types';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, folders, strataDocumentCategories } from '../src/db/schema.ts';
import { documentPdf, encodePng } from '../src/seed/files.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;

type DocumentInput = components['schemas']['DocumentInput'];

const png = encodePng(4, 4, () => [200, 10, 10]);
const file = (bytes: Uint8Array, name: string, type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type });
const type = (name: string) => t.seed.documentTypes[name] ?? 0;
const storedFile = (key: string) => path.join(t.dataDir, 'files', key);
const documentCount = async () => (await db().select({ id: documents.id }).from(documents)).length;

function documentInput(overrides: Partial<DocumentInput> = {}): DocumentInput {
  return {
    propertyId: t.seed.properties.owner[0],
    ownerId: null,
    documentTypeId: type('Tenancy Notice'),
    fileName: 'Notice to End Tenancy.pdf',
    documentDate: '2026-11-01',
    ...overrides,
  };
}

async function createDocument(overrides: Partial<DocumentInput> = {}) {
  return ok((await sdk.as('admin')).POST('/documents', { body: documentInput(overrides) }));
}

async function uploadPdf(id: number, bytes: Uint8Array, name = 'scan.pdf') {
  return ok(
    (await sdk.as('admin')).PUT('/documents/upload/{id}', {
      params: { path: { id } },
      body: { file: file(bytes, name) },
    }),
  );
}

/** A multipart body and its content type, for inject() (cases the SDK's typed client cannot send). */
async function multipart(form: FormData) {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

describe('listDocumentTypes (GET /documents/documentTypes)', () => {
  it('lists the types by name with what each applies to', async () => {
    const types = await ok((await sdk.as('owner')).GET('/documents/documentTypes'));
    expect(types.map((d) => [d.name, d.appliesTo])).toEqual([
      ['Correspondence', 'owner'],
      ['Financial Statements', 'owner'],
      ['Inspection Report', 'property'],
      ['Insurance Certificate', 'property'],
      ['Lease Agreement', 'property'],
      ['Tenancy Notice', 'property'],
    ]);
  });

  it('refuses anonymous callers (401) and strata roles (403)', async () => {
    await expectFailure(sdk.anonymous().GET('/documents/documentTypes'), 401);
    await expectFailure((await sdk.as('strataadmin')).GET('/documents/documentTypes'), 403);
  });
});

describe('getDocument (GET /documents/{id})', () => {
  it('answers a document with its type, property number and file state; an owner their own', async () => {
    const admin = await sdk.as('admin');
    const doc = await ok(
      admin.GET('/documents/{id}', { params: { path: { id: t.seed.documents.ownerProperty } } }),
    );
    expect(doc).toEqual({
      id: t.seed.documents.ownerProperty,
      propertyId: t.seed.properties.owner[0],
      ownerId: null,
      documentTypeId: type('Lease Agreement'),
      documentType: { id: type('Lease Agreement'), name: 'Lease Agreement', appliesTo: 'property' },
      fileName: 'Lease-Agreement-2026.pdf',
      title: 'Lease Agreement 2026',
      documentDate: '2026-02-01',
      path: expect.stringMatching(/^documents\/[0-9a-f-]{36}\.pdf$/),
      hasFile: true,
      propertyRmNumber: 'RM0011',
      ownerName: null,
    });
    const owner = await sdk.as('owner');
    expect(await ok(owner.GET('/documents/{id}', { params: { path: { id: doc.id } } }))).toEqual(doc);
    const own = await ok(
      owner.GET('/documents/{id}', { params: { path: { id: t.seed.documents.ownerOwn } } }),
    );
    expect(own).toMatchObject({
      ownerId: t.seed.ownerProfiles.owner,
      ownerName: 'Margaret Chen',
      propertyId: null,
    });
  });

  it("answers 404 to an owner for another owner's documents, and for an unknown id", async () => {
    const owner = await sdk.as('owner');
    for (const id of [t.seed.documents.owner2Property, t.seed.documents.owner2Own]) {
      await expectFailure(owner.GET('/documents/{id}', { params: { path: { id } } }), 404);
    }
    await expectFailure(
      (await sdk.as('admin')).GET('/documents/{id}', { params: { path: { id: 999999 } } }),
      404,
    );
  });
});

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
      [{ documentTypeId: 999999 }, 404],
      [{ propertyId: 999999 }, 404],
      [{ propertyId: null, ownerId: 999999, documentTypeId: type('Correspondence') }, 404],
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

describe('listPropertyDocuments and listOwnerDocuments', () => {
  it("lists a property's documents newest first, for admins and the property's owner", async () => {
    const propertyId = t.seed.properties.owner[1];
    await createDocument({ propertyId, fileName: 'Older.pdf', documentDate: '2020-01-01' });
    await createDocument({ propertyId, fileName: 'Newest.pdf', documentDate: '2027-01-01' });
    const admin = await ok(
      (await sdk.as('admin')).GET('/documents/property/{id}/all', { params: { path: { id: propertyId } } }),
    );
    expect(admin.map((d) => d.documentDate)).toEqual([...admin.map((d) => d.documentDate)].sort().reverse());
    expect(admin[0]?.fileName).toBe('Newest.pdf');
    expect(admin.every((d) => d.propertyId === propertyId)).toBe(true);
    const owner = await ok(
      (await sdk.as('owner')).GET('/documents/property/{id}/all', { params: { path: { id: propertyId } } }),
    );
    expect(owner.map((d) => d.id)).toEqual(admin.map((d) => d.id));
  });

  it("lists the documents of an owner by the owner's user id, for admins and the owner", async () => {
    const admin = await ok(
      (await sdk.as('admin')).GET('/documents/owner/{id}/all', {
        params: { path: { id: t.seed.users.owner } },
      }),
    );
    expect(admin.map((d) => d.id)).toContain(t.seed.documents.ownerOwn);
    expect(admin.every((d) => d.ownerId === t.seed.ownerProfiles.owner && d.propertyId === null)).toBe(true);
    const own = await ok(
      (await sdk.as('owner')).GET('/documents/owner/{id}/all', {
        params: { path: { id: t.seed.users.owner } },
      }),
    );
    expect(own).toEqual(admin);
  });

  it("answers 404 for unknown records, a user without a profile, and to an owner for another's", async () => {
    const admin = await sdk.as('admin');
    await expectFailure(admin.GET('/documents/property/{id}/all', { params: { path: { id: 999999 } } }), 404);
    await expectFailure(
      admin.GET('/documents/owner/{id}/all', { params: { path: { id: t.seed.users.admin } } }),
      404,
    );
    const owner = await sdk.as('owner');
    await expectFailure(
      owner.GET('/documents/property/{id}/all', { params: { path: { id: t.seed.properties.owner2[0] } } }),
      404,
    );
    await expectFailure(
      owner.GET('/documents/owner/{id}/all', { params: { path: { id: t.seed.users.owner2 } } }),
      404,
    );
  });
});

describe('downloadDocumentFile (GET /documents/{id}/file)', () => {
  it('sends the PDF as an attachment on request, to admins and the owner', async () => {
    const { data, response } = await (await sdk.as('owner')).GET('/documents/{id}/file', {
      params: { path: { id: t.seed.documents.ownerOwn }, query: { download: true } },
      parseAs: 'arrayBuffer',
    });
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Owner-Statement-2026-10.pdf"; filename*=UTF-8''Owner-Statement-2026-10.pdf`,
    );
    expect(
      Buffer.from(data as ArrayBuffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it("answers 404 before the upload, for another owner's document, and for an unknown id", async () => {
    const created = await createDocument();
    const admin = await sdk.as('admin');
    await expectFailure(
      admin.GET('/documents/{id}/file', { params: { path: { id: created.id } }, parseAs: 'arrayBuffer' }),
      404,
      'The file has not been uploaded yet.',
    );
    await expectFailure(
      (await sdk.as('owner')).GET('/documents/{id}/file', {
        params: { path: { id: t.seed.documents.owner2Own } },
        parseAs: 'arrayBuffer',
      }),
      404,
    );
    await expectFailure(
      admin.GET('/documents/{id}/file', { params: { path: { id: 999999 } }, parseAs: 'arrayBuffer' }),
      404,
    );
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

describe('createDirectory (POST /directory)', () => {
  it('creates a folder of a rental property (admin) and of a strata building (strataAdmin)', async () => {
    const { data, response } = await (await sdk.as('admin')).POST('/directory', {
      body: { name: ' Inspections ', type: 'property', propertyId: t.seed.properties.owner[0] },
    });
    expect(response.status).toBe(201);
    expect(data).toEqual({
      id: expect.any(Number),
      name: 'Inspections',
      type: 'property',
      propertyId: t.seed.properties.owner[0],
    });
    const [folder] = await db()
      .select()
      .from(folders)
      .where(eq(folders.id, Number(data?.id)));
    expect(folder?.name).toBe('Inspections');
    const strata = await ok(
      (await sdk.as('strataadmin')).POST('/directory', {
        body: {
          name: 'Insurance Certificates',
          type: 'strataProperty',
          propertyId: t.seed.strataProperties.eps,
        },
      }),
    );
    const [category] = await db()
      .select()
      .from(strataDocumentCategories)
      .where(eq(strataDocumentCategories.id, strata.id));
    expect(category).toMatchObject({
      name: 'Insurance Certificates',
      strataPropertyId: t.seed.strataProperties.eps,
    });
  });

  it('refuses a name already used (409), the other side for a role (403), an unknown property (404)', async () => {
    const admin = await sdk.as('admin');
    const strataadmin = await sdk.as('strataadmin');
    const folderCount = async () => (await db().select().from(folders)).length;
    const before = await folderCount();
    const message = 'A folder with this name already exists for this property.';
    await expectFailure(
      admin.POST('/directory', {
        body: { name: 'INSURANCE', type: 'property', propertyId: t.seed.properties.owner[0] },
      }),
      409,
      message,
    );
    await expectFailure(
      strataadmin.POST('/directory', {
        body: { name: 'renovations', type: 'strataProperty', propertyId: t.seed.strataProperties.bcs },
      }),
      409,
      message,
    );
    // A shared category shows among every building's, so a building's folder may not repeat it.
    await expectFailure(
      strataadmin.POST('/directory', {
        body: { name: 'Bylaws', type: 'strataProperty', propertyId: t.seed.strataProperties.bcs },
      }),
      409,
      message,
    );
    await expectFailure(
      admin.POST('/directory', {
        body: { name: 'Other', type: 'strataProperty', propertyId: t.seed.strataProperties.bcs },
      }),
      403,
    );
    await expectFailure(
      strataadmin.POST('/directory', {
        body: { name: 'Other', type: 'property', propertyId: t.seed.properties.owner[0] },
      }),
      403,
    );
    await expectFailure(
      admin.POST('/directory', { body: { name: 'Other', type: 'property', propertyId: 999999 } }),
      404,
    );
    const blank = await expectFailure(
      admin.POST('/directory', {
        body: { name: '   ', type: 'property', propertyId: t.seed.properties.owner[0] },
      }),
      400,
    );
    expect(blank.field).toBe('name');
    expect(await folderCount()).toBe(before);
    const buildingFolders = await db()
      .select()
      .from(strataDocumentCategories)
      .where(
        and(eq(strataDocumentCategories.name, 'Other'), isNull(strataDocumentCategories.strataPropertyId)),
      );
    expect(buildingFolders).toEqual([]);
  });
});
