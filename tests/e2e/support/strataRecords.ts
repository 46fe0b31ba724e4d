// Records the strata document, import and form suites look up or set up through the API (the run's data is shared by
// parallel tests, so each test finds seeded records by name and creates its own when it changes anything).
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { accounts } from './accounts.ts';
import { apiAs, onePagePdf } from './rentalRecords.ts';

export { apiAs };

interface Named {
  id: number;
}

/** A building's id from its name (active buildings). */
export async function buildingId(api: APIRequestContext, buildingName: string): Promise<number> {
  const response = await api.get('strataProperty');
  expect(response.status()).toBe(200);
  const buildings = (await response.json()) as (Named & { buildingName: string })[];
  const found = buildings.find((building) => building.buildingName === buildingName);
  if (!found) throw new Error(`No building ${buildingName}`);
  return found.id;
}

/** A unit's id from its building and number. */
export async function unitId(api: APIRequestContext, building: number, unitNumber: string): Promise<number> {
  const response = await api.get(`strataUnit/strataProperty/${building}?archived=false`);
  expect(response.status()).toBe(200);
  const units = (await response.json()) as (Named & { unitNumber: string })[];
  const found = units.find((unit) => unit.unitNumber === unitNumber);
  if (!found) throw new Error(`No unit ${unitNumber} in building ${building}`);
  return found.id;
}

/** A building document's id from its title (archived or not). */
export async function propertyDocumentId(
  api: APIRequestContext,
  building: number,
  title: string,
  archived = false,
): Promise<number> {
  const response = await api.get(`strataDocuments/property/${building}?archived=${archived}`);
  expect(response.status()).toBe(200);
  const documents = (await response.json()) as (Named & { title: string })[];
  const found = documents.find((document) => document.title === title);
  if (!found) throw new Error(`No document ${title} in building ${building}`);
  return found.id;
}

/** A unit document's id from its title (archived or not). */
export async function unitDocumentId(
  api: APIRequestContext,
  unit: number,
  title: string,
  archived = false,
): Promise<number> {
  const response = await api.get(`strataUnitDocument/strataUnit/${unit}?archived=${archived}`);
  expect(response.status()).toBe(200);
  const documents = (await response.json()) as (Named & { title: string })[];
  const found = documents.find((document) => document.title === title);
  if (!found) throw new Error(`No document ${title} in unit ${unit}`);
  return found.id;
}

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

/** A strata admin's API session and the id of a unit found by its building's name and its number. */
export async function strataAdminUnit(
  baseURL: string | undefined,
  buildingName: string,
  unitNumber: string,
): Promise<{ api: APIRequestContext; unit: number }> {
  const api = await apiAs(accounts.strataadmin, baseURL);
  return { api, unit: await unitOf(api, buildingName, unitNumber) };
}

/** The PDF viewer has drawn the first page: "Page 1 of N". */
export async function expectFirstPdfPage(page: Page) {
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 15_000 });
}
