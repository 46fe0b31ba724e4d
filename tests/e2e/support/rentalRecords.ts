// Records the rental owner and document suites set up through the API, so each test works on owners of its own
// (the run's data is shared by parallel tests) and only the flow under test goes through the screens.
import fs from 'node:fs';
import { type APIRequestContext, test as base, expect, request } from '@playwright/test';
import { type Account, accounts, storageStateOf } from './accounts.ts';
import { uniqueName, uniqueSuffix } from './unique.ts';

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
export async function createProperty(api: APIRequestContext, ownerId: number): Promise<CreatedProperty> {
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

/** A document record with its PDF, for an owner or a property. */
export async function createDocument(
  api: APIRequestContext,
  target: { ownerId: number } | { propertyId: number },
  fileName: string,
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
    multipart: { file: { name: fileName, mimeType: 'application/pdf', buffer: onePagePdf(fileName) } },
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
