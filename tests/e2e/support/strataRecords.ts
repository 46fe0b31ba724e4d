// Records the strata document, import and form suites look up or set up through the API (the run's data is shared by
// parallel tests, so each test finds seeded records by name and creates its own when it changes anything).
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import {
  createStrataDocument,
  listStrataDocumentCategories,
  listStrataProperties,
  listStrataPropertyDocuments,
  listStrataUnitDocuments,
  listStrataUnitsOfProperty,
  uploadStrataDocumentFile,
} from '@portal/sdk/operations';
import { accounts } from './accounts.ts';
import { apiAs, onePagePdf } from './rentalRecords.ts';
import { fileOf, sdkOf } from './sdk.ts';

export { apiAs };

/** The test with `strataApi`: the API signed in as the strata administrator, disposed after the test. */
export const test = base.extend<{ strataApi: APIRequestContext }>({
  strataApi: async ({ baseURL }, use) => {
    const api = await apiAs(accounts.strataadmin, baseURL);
    await use(api);
    await api.dispose();
  },
});

/** The id of the first row that is `found`; `missing` names what was not there. */
function idIn<Row extends { id: number }>(
  rows: Row[],
  found: (row: Row) => boolean,
  missing: string,
): number {
  const row = rows.find(found);
  if (!row) throw new Error(missing);
  return row.id;
}

/** A building's id from its name (active buildings). */
export async function buildingId(api: APIRequestContext, buildingName: string): Promise<number> {
  const { data } = await listStrataProperties({ client: sdkOf(api), throwOnError: true });
  return idIn(data, (building) => building.buildingName === buildingName, `No building ${buildingName}`);
}

/** A unit's id from its building and number. */
export async function unitId(api: APIRequestContext, building: number, unitNumber: string): Promise<number> {
  const { data } = await listStrataUnitsOfProperty({
    client: sdkOf(api),
    path: { id: building },
    query: { archived: false },
    throwOnError: true,
  });
  return idIn(
    data,
    (unit) => unit.unitNumber === unitNumber,
    `No unit ${unitNumber} in building ${building}`,
  );
}

/** The documents (archived or not) of a building or a unit. */
async function documentsOf(
  api: APIRequestContext,
  kind: 'building' | 'unit',
  owner: number,
  archived: boolean,
): Promise<{ id: number; title: string }[]> {
  const request = {
    client: sdkOf(api),
    path: { id: owner },
    query: { archived },
    throwOnError: true,
  } as const;
  return kind === 'building'
    ? (await listStrataPropertyDocuments(request)).data
    : (await listStrataUnitDocuments(request)).data;
}

/** A strata document's id from its title, among the documents (archived or not) of a building or a unit. */
async function documentId(
  api: APIRequestContext,
  kind: 'building' | 'unit',
  owner: number,
  title: string,
  archived: boolean,
): Promise<number> {
  return idIn(
    await documentsOf(api, kind, owner, archived),
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
  const client = sdkOf(api);
  const { data: categories } = await listStrataDocumentCategories({ client, throwOnError: true });
  const category = categories[0];
  if (!category) throw new Error('No strata document category');
  const { data: record } = await createStrataDocument({
    client,
    body: {
      title,
      strataPropertyId: building,
      strataDocumentCategoryId: category.id,
      fileName: `${title}.pdf`,
    },
    throwOnError: true,
  });
  await uploadStrataDocumentFile({
    client,
    path: { id: record.id },
    body: { file: fileOf(`${title}.pdf`, 'application/pdf', onePagePdf(title)) },
    throwOnError: true,
  });
  return record.id;
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
