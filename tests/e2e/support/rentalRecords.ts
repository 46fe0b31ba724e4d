// Records the rental suites set up and check through the API, so each test works on owners and properties of its own
// (the run's data is shared by parallel tests) and only the flow under test goes through the screens. Every call goes
// through the SDK's generated functions over apiAs's request context (sdk.ts): `const api = await apiAs(accounts.admin,
// baseURL)`, then `createOwner(api, …)`.
import fs from 'node:fs';
import { deflateSync } from 'node:zlib';
import { type APIRequestContext, test as base, request } from '@playwright/test';
import {
  archiveProperty as archivePropertyOperation,
  createDocument as createDocumentOperation,
  createOwnerProfile,
  createPropertyListing,
  createProperty as createPropertyOperation,
  createUser,
  getProperty as getPropertyOperation,
  listDocumentTypes,
  listListingImages,
  listOwnerProfiles,
  listOwnerProperties,
  listPropertyDocuments,
  listPropertyListings,
  restoreProperty as restorePropertyOperation,
  uploadDocumentFile,
  uploadListingImage,
} from '@portal/sdk/operations';
import type { PropertyInput } from '@portal/sdk/types';

export type {
  OwnerProfileSummary,
  Property,
  PropertyInput,
  PropertyListing,
  PropertyListingImage,
  PropertySummary,
} from '@portal/sdk/types';

import { type Account, accounts, storageStateOf } from './accounts.ts';
import { fileOf, sdkOf } from './sdk.ts';
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
  const client = sdkOf(api);
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${uniqueSuffix()}@example.ca`;
  const { data: user } = await createUser({
    client,
    query: { role: 'Owner', userName: email },
    body: { email, password: 'Portal#2026', portal: 'residential' },
    throwOnError: true,
  });
  const { data: profile } = await createOwnerProfile({
    client,
    body: {
      userId: user.id,
      name,
      address: '4410 Dunbar Street',
      city: 'Vancouver',
      province: 'BC',
      postal: 'V6S 2G2',
      countryId: 1,
      phone: '604-555-0161',
    },
    throwOnError: true,
  });
  return { id: profile.id, userId: user.id, name, email };
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
  const client = sdkOf(api);
  const rmNumber = `RM${String(ownerId).padStart(3, '0')}${Math.floor(Math.random() * 900 + 100)}`;
  const { data: property } = await createPropertyOperation({
    client,
    body: {
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
    throwOnError: true,
  });
  await createPropertyListing({
    client,
    body: { propertyId: property.id, description: `Garden suite of ${rmNumber}`, price: 2150 },
    throwOnError: true,
  });
  return { id: property.id, rmNumber };
}

/** A new owner with one property of its own that has one listing. */
export async function createOwnerWithListedProperty(api: APIRequestContext) {
  const owner = await createOwner(api);
  return { owner, property: await createPropertyWithListing(api, owner.id) };
}

/** The status of a GET of any path, for checks that something is gone or out of reach (whatever the operation). */
export async function statusOf(api: APIRequestContext, path: string): Promise<number> {
  return (await api.get(path)).status();
}

export async function owners(api: APIRequestContext) {
  return (await listOwnerProfiles({ client: sdkOf(api), throwOnError: true })).data;
}

export async function ownerIdByName(api: APIRequestContext, name: string): Promise<number> {
  const owner = (await owners(api)).find((candidate) => candidate.name === name);
  if (!owner) throw new Error(`No owner named ${name}`);
  return owner.id;
}

export async function ownerProperties(api: APIRequestContext, ownerId: number) {
  return (await listOwnerProperties({ client: sdkOf(api), path: { ownerId }, throwOnError: true })).data;
}

export async function getProperty(api: APIRequestContext, id: number) {
  return (await getPropertyOperation({ client: sdkOf(api), path: { id }, throwOnError: true })).data;
}

/** A property of the owner, at a made-up but valid address, numbered so parallel tests never collide. */
export async function createProperty(
  api: APIRequestContext,
  ownerId: number,
  label: string,
  changes: Partial<PropertyInput> = {},
) {
  const number = uniqueDigits(7);
  const { data } = await createPropertyOperation({
    client: sdkOf(api),
    body: {
      ownerId,
      rmNumber: `CM${number}`,
      contractType: 'CM',
      address: `${number} ${label} Street, Burnaby, BC V5H 2E2`,
      street: `${number} ${label} Street`,
      city: 'Burnaby',
      province: 'BC',
      postal: 'V5H 2E2',
      ...changes,
    },
    throwOnError: true,
  });
  return data;
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

export async function archiveProperty(api: APIRequestContext, id: number) {
  return (await archivePropertyOperation({ client: sdkOf(api), path: { id }, throwOnError: true })).data;
}

export async function restoreProperty(api: APIRequestContext, id: number) {
  return (await restorePropertyOperation({ client: sdkOf(api), path: { id }, throwOnError: true })).data;
}

export async function propertyListings(api: APIRequestContext, propertyId: number) {
  return (await listPropertyListings({ client: sdkOf(api), path: { propertyId }, throwOnError: true })).data;
}

export async function createListing(api: APIRequestContext, propertyId: number, description: string) {
  const { data } = await createPropertyListing({
    client: sdkOf(api),
    body: { propertyId, description, price: 1995 },
    throwOnError: true,
  });
  return data;
}

export async function uploadImage(
  api: APIRequestContext,
  listingId: number,
  image: { name: string; buffer: Buffer },
  sortOrder: number,
) {
  const { data } = await uploadListingImage({
    client: sdkOf(api),
    path: { listingId },
    body: { file: fileOf(image.name, 'image/png', image.buffer), sortOrder },
    throwOnError: true,
  });
  return data;
}

export async function listingImages(api: APIRequestContext, listingId: number) {
  return (await listListingImages({ client: sdkOf(api), path: { listingId }, throwOnError: true })).data;
}

export async function propertyDocuments(api: APIRequestContext, propertyId: number) {
  return (await listPropertyDocuments({ client: sdkOf(api), path: { id: propertyId }, throwOnError: true }))
    .data;
}

/** A document record with its PDF, for an owner or a property. */
export async function createDocument(
  api: APIRequestContext,
  target: { ownerId: number } | { propertyId: number },
  fileName: string,
  pdf: Buffer = onePagePdf(fileName),
): Promise<number> {
  const client = sdkOf(api);
  const { data: types } = await listDocumentTypes({ client, throwOnError: true });
  const kind = 'ownerId' in target ? 'owner' : 'property';
  const type = types.find((candidate) => candidate.appliesTo === kind);
  if (!type) throw new Error(`No ${kind} document type`);
  const { data: record } = await createDocumentOperation({
    client,
    body: { ...target, documentTypeId: type.id, fileName, documentDate: '2026-10-31' },
    throwOnError: true,
  });
  await uploadDocumentFile({
    client,
    path: { id: record.id },
    body: { file: fileOf(fileName, 'application/pdf', pdf) },
    throwOnError: true,
  });
  return record.id;
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
