// Strata property documents and their categories (tag strataDocuments) through the generated SDK, what is read:
// categories (shared and a building's own folders, the unit "Forms" category), the building's list, a document and
// its file (inline or attachment), each with its failures. Create, upload, update, archive, restore and delete:
// strata-documents-write.test.ts; unit documents: strata-unit-documents.test.ts.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);

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
