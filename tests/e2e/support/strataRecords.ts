// Records the strata document, import and form suites look up or set up through the API (the run's data is shared by
// parallel tests, so each test finds seeded records by name and creates its own when it changes anything).
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { accounts } from './accounts.ts';
import { apiAs, onePagePdf } from './rentalRecords.ts';

export { apiAs };

/** The test with `strataApi`: the API signed in as the strata administrator, disposed after the test. */
export const test = base.extend<{ strataApi: APIRequestContext }>({
  strataApi: async ({ baseURL }, use) => {
    const api = await apiAs(accounts.strataadmin, baseURL);
    await use(api);
    await api.dispose();
  },
});

interface Named {
  id: number;
}

/** The id of the first record of the list at `path` that is `found`; `missing` names what was not there. */
async function idIn<Row extends Named>(
  api: APIRequestContext,
  path: string,
  found: (row: Row) => boolean,
  missing: string,
): Promise<number> {
  const response = await api.get(path);
  expect(response.status()).toBe(200);
  const row = ((await response.json()) as Row[]).find(found);
  if (!row) throw new Error(missing);
  return row.id;
}

/** A building's id from its name (active buildings). */
export function buildingId(api: APIRequestContext, buildingName: string): Promise<number> {
  return idIn<Named & { buildingName: string }>(
    api,
    'strataProperty',
    (building) => building.buildingName === buildingName,
    `No building ${buildingName}`,
  );
}

/** A unit's id from its building and number. */
export function unitId(api: APIRequestContext, building: number, unitNumber: string): Promise<number> {
  return idIn<Named & { unitNumber: string }>(
    api,
    `strataUnit/strataProperty/${building}?archived=false`,
    (unit) => unit.unitNumber === unitNumber,
    `No unit ${unitNumber} in building ${building}`,
  );
}

/** Where each kind of strata document is listed, under the id of its building or unit. */
const documentLists = {
  building: 'strataDocuments/property',
  unit: 'strataUnitDocument/strataUnit',
} as const;

/** A strata document's id from its title, among the documents (archived or not) of a building or a unit. */
function documentId(
  api: APIRequestContext,
  kind: keyof typeof documentLists,
  owner: number,
  title: string,
  archived: boolean,
): Promise<number> {
  return idIn<Named & { title: string }>(
    api,
    `${documentLists[kind]}/${owner}?archived=${archived}`,
    (document) => document.title === title,
    `No document ${title} in ${kind} ${owner}`,
  );
}

/** A building document's id from its title (archived or not). */
export const propertyDocumentId = (
  api: APIRequestContext,
  building: number,
  title: string,
  archived = false,
) => documentId(api, 'building', building, title, archived);

/** A unit document's id from its title (archived or not). */
export const unitDocumentId = (api: APIRequestContext, unit: number, title: string, archived = false) =>
  documentId(api, 'unit', unit, title, archived);

/** A building document with a one-page PDF, filed through the API; answers its id. */
export async function createPropertyDocument(
  api: APIRequestContext,
  building: number,
  title: string,
): Promise<number> {
  const categories = (await (await api.get('strataDocumentCategories/all')).json()) as Named[];
  const category = categories[0];
  if (!category) throw new Error('No strata document category');
  const record = await api.post('strataDocuments', {
    data: {
      title,
      strataPropertyId: building,
      strataDocumentCategoryId: category.id,
      fileName: `${title}.pdf`,
    },
  });
  expect(record.status(), await record.text()).toBe(201);
  const { id } = (await record.json()) as Named;
  const upload = await api.put(`strataDocuments/upload/${id}`, {
    multipart: { file: { name: `${title}.pdf`, mimeType: 'application/pdf', buffer: onePagePdf(title) } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  return id;
}

export { onePagePdf };

/** A unit's id from its building's name and its number. */
export async function unitOf(
  api: APIRequestContext,
  buildingName: string,
  unitNumber: string,
): Promise<number> {
  return unitId(api, await buildingId(api, buildingName), unitNumber);
}

/** The PDF viewer has drawn the first page: "Page 1 of N". */
export async function expectFirstPdfPage(page: Page) {
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 15_000 });
}
