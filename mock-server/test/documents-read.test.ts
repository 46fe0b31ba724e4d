// Rental documents (tag documents) through the generated SDK, what is read: types, get, lists per property and per
// owner, and the download, each with its failures. Create, upload, update and delete: documents-write.test.ts;
// folders: documents-folders.test.ts.
import { describe, expect, it } from 'vitest';
import { rentalDocuments } from './helpers/documents.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const { type, createDocument } = rentalDocuments(t, sdk);

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
