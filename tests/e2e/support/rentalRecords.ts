// Records the rental suites set up and check through the API, so each test works on owners and properties of its own
// (the run's data is shared by parallel tests) and only the flow under test goes through the screens. Every call goes
// through apiAs's request context: `const api = await apiAs(accounts.admin, baseURL)`, then `createOwner(api, …)`.
import fs from 'node:fs';
import { deflateSync } from 'node:zlib';
import { type APIRequestContext, test as base, expect, request } from '@playwright/test';
import type { components } from '@portal/sdk/types';
import { type Account, accounts, storageStateOf } from './accounts.ts';
import { uniqueDigits, uniqueName, uniqueSuffix } from './unique.ts';

/** A request context on `${baseURL}/api/` signed in as the account, with the token of its saved sign-in state. */
export async function apiAs(account: Account, baseURL: string | undefined): Promise<APIRequestContext> {
  const state = JSON.parse(fs.readFileSync(storageStateOf(account), 'utf8')) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  const token = state.origins
    .flatMap((origin) => origin.localStorage)
    .find((entry) => entry.name === 'token')?.value;
  if (!baseURL || !token) throw new Error(`No base URL or saved session for ${account.name}`);
  return request.newContext({
    baseURL: `${baseURL}/api/`,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
}

/** The test with `adminApi`: the API signed in as the administrator, disposed after the test. */
export const test = base.extend<{ adminApi: APIRequestContext }>({
  adminApi: async ({ baseURL }, use) => {
    const api = await apiAs(accounts.admin, baseURL);
    await use(api);
    await api.dispose();
  },
});

export interface CreatedOwner {
  id: number;
  userId: number;
  name: string;
  email: string;
}

/**
 * An owner account and profile, as the New Owner screen makes them (the email is the username). The email is unique
 * even when the name is not, so a test may give its owner a plain name.
 */
export async function createOwner(api: APIRequestContext, name = uniqueName('Owner')): Promise<CreatedOwner> {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${uniqueSuffix()}@example.ca`;
  const user = await api.post('user', {
    params: { role: 'Owner', userName: email },
    data: { email, password: 'Portal#2026', portal: 'residential' },
  });
  expect(user.status(), await user.text()).toBe(201);
  const userId = ((await user.json()) as { id: number }).id;
  const profile = await api.post('ownerProfile', {
    data: {
      userId,
      name,
      address: '4410 Dunbar Street',
      city: 'Vancouver',
      province: 'BC',
      postal: 'V6S 2G2',
      countryId: 1,
      phone: '604-555-0161',
    },
  });
  expect(profile.status(), await profile.text()).toBe(201);
  return { id: ((await profile.json()) as { id: number }).id, userId, name, email };
}

export interface CreatedProperty {
  id: number;
  rmNumber: string;
}

/** A property of the owner with one listing. */
export async function createPropertyWithListing(
  api: APIRequestContext,
  ownerId: number,
): Promise<CreatedProperty> {
  const rmNumber = `RM${String(ownerId).padStart(3, '0')}${Math.floor(Math.random() * 900 + 100)}`;
  const property = await api.post('property', {
    data: {
      ownerId,
      rmNumber,
      contractType: 'RM',
      address: '2788 Prince Edward Street, Vancouver, BC V5T 3L1',
      street: '2788 Prince Edward Street',
      city: 'Vancouver',
      province: 'BC',
      postal: 'V5T 3L1',
      countryId: 1,
    },
  });
  expect(property.status(), await property.text()).toBe(201);
  const id = ((await property.json()) as { id: number }).id;
  const listing = await api.post('propertyListing', {
    data: { propertyId: id, description: `Garden suite of ${rmNumber}`, price: 2150 },
  });
  expect(listing.status(), await listing.text()).toBe(201);
  return { id, rmNumber };
}

/** A new owner with one property of its own that has one listing. */
export async function createOwnerWithListedProperty(api: APIRequestContext) {
  const owner = await createOwner(api);
  return { owner, property: await createPropertyWithListing(api, owner.id) };
}

export type Property = components['schemas']['Property'];
export type PropertyInput = components['schemas']['PropertyInput'];
export type PropertySummary = components['schemas']['PropertySummary'];
export type PropertyListing = components['schemas']['PropertyListing'];
export type PropertyListingImage = components['schemas']['PropertyListingImage'];
export type OwnerProfileSummary = components['schemas']['OwnerProfileSummary'];
export type RentalDocument = components['schemas']['Document'];

/** The JSON answer of a call that must succeed (the failure names the call, its status and the server's words). */
async function json<T>(
  api: APIRequestContext,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await api[method](path, data === undefined ? {} : { data });
  expect(
    response.ok(),
    `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`,
  ).toBe(true);
  return (await response.json()) as T;
}

/** The status of a GET, for checks that something is gone or out of reach. */
export async function statusOf(api: APIRequestContext, path: string): Promise<number> {
  return (await api.get(path)).status();
}

export function owners(api: APIRequestContext) {
  return json<OwnerProfileSummary[]>(api, 'get', 'ownerProfile');
}

export async function ownerIdByName(api: APIRequestContext, name: string): Promise<number> {
  const owner = (await owners(api)).find((candidate) => candidate.name === name);
  if (!owner) throw new Error(`No owner named ${name}`);
  return owner.id;
}

export function ownerProperties(api: APIRequestContext, ownerId: number) {
  return json<PropertySummary[]>(api, 'get', `property/ownerList/${ownerId}`);
}

export function getProperty(api: APIRequestContext, id: number) {
  return json<Property>(api, 'get', `property/${id}`);
}

/** A property of the owner, at a made-up but valid address, numbered so parallel tests never collide. */
export function createProperty(
  api: APIRequestContext,
  ownerId: number,
  label: string,
  changes: Partial<PropertyInput> = {},
) {
  const number = uniqueDigits(7);
  return json<Property>(api, 'post', 'property', {
    ownerId,
    rmNumber: `CM${number}`,
    contractType: 'CM',
    address: `${number} ${label} Street, Burnaby, BC V5H 2E2`,
    street: `${number} ${label} Street`,
    city: 'Burnaby',
    province: 'BC',
    postal: 'V5H 2E2',
    ...changes,
  });
}

/** A new owner named `ownerName` with one property of its own (see createProperty). */
export async function createOwnedProperty(
  api: APIRequestContext,
  ownerName: string,
  label: string,
  changes: Partial<PropertyInput> = {},
) {
  const owner = await createOwner(api, ownerName);
  return { owner, property: await createProperty(api, owner.id, label, changes) };
}

export function archiveProperty(api: APIRequestContext, id: number) {
  return json<Property>(api, 'put', `property/archive/${id}`);
}

export function restoreProperty(api: APIRequestContext, id: number) {
  return json<Property>(api, 'put', `property/restore/${id}`);
}

export function propertyListings(api: APIRequestContext, propertyId: number) {
  return json<PropertyListing[]>(api, 'get', `propertyListing/list/${propertyId}`);
}

export function createListing(api: APIRequestContext, propertyId: number, description: string) {
  return json<PropertyListing>(api, 'post', 'propertyListing', { propertyId, description, price: 1995 });
}

export async function uploadImage(
  api: APIRequestContext,
  listingId: number,
  image: { name: string; buffer: Buffer },
  sortOrder: number,
) {
  const response = await api.post(`propertyListingImage/${listingId}`, {
    multipart: {
      file: { name: image.name, mimeType: 'image/png', buffer: image.buffer },
      sortOrder: String(sortOrder),
    },
  });
  expect(response.ok(), `upload: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as PropertyListingImage;
}

export function listingImages(api: APIRequestContext, listingId: number) {
  return json<PropertyListingImage[]>(api, 'get', `propertyListingImage/${listingId}`);
}

export function propertyDocuments(api: APIRequestContext, propertyId: number) {
  return json<RentalDocument[]>(api, 'get', `documents/property/${propertyId}/all`);
}

/** A document record with its PDF, for an owner or a property. */
export async function createDocument(
  api: APIRequestContext,
  target: { ownerId: number } | { propertyId: number },
  fileName: string,
  pdf: Buffer = onePagePdf(fileName),
): Promise<number> {
  const types = (await (await api.get('documents/documentTypes')).json()) as {
    id: number;
    appliesTo: 'owner' | 'property';
  }[];
  const kind = 'ownerId' in target ? 'owner' : 'property';
  const type = types.find((candidate) => candidate.appliesTo === kind);
  if (!type) throw new Error(`No ${kind} document type`);
  const record = await api.post('documents', {
    data: { ...target, documentTypeId: type.id, fileName, documentDate: '2026-10-31' },
  });
  expect(record.status(), await record.text()).toBe(201);
  const id = ((await record.json()) as { id: number }).id;
  const upload = await api.put(`documents/upload/${id}`, {
    multipart: { file: { name: fileName, mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  return id;
}

/** A small valid one-page PDF whose page shows `text` (offsets computed, so pdf.js opens it). */
export function onePagePdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A small PNG of one colour (the server checks images by their content, so they must be real). */
export function pngImage(
  name: string,
  rgb: readonly [number, number, number],
): { name: string; buffer: Buffer } {
  return { name, buffer: solidPng(rgb) };
}

function solidPng([r, g, b]: readonly [number, number, number]): Buffer {
  const size = 8;
  // Each row: filter byte 0, then RGB pixels.
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat()),
  ]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
