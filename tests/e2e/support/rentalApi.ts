// Typed calls for setting up and checking rental records, over the signed-in context of apiAs (rentalRecords.ts),
// so each test of the property and listing screens starts from records of its own (tests run in parallel on one
// seeded server).
import { deflateSync } from 'node:zlib';
import { type APIRequestContext, expect } from '@playwright/test';
import type { components } from '@portal/sdk/types';
import type { Account } from './accounts.ts';
import { apiAs, type CreatedOwner, createOwner } from './rentalRecords.ts';

export type Property = components['schemas']['Property'];
export type PropertyInput = components['schemas']['PropertyInput'];
export type PropertySummary = components['schemas']['PropertySummary'];
export type PropertyListing = components['schemas']['PropertyListing'];
export type PropertyListingImage = components['schemas']['PropertyListingImage'];
export type OwnerProfileSummary = components['schemas']['OwnerProfileSummary'];
export type RentalDocument = components['schemas']['Document'];

export class RentalApi {
  private constructor(private readonly context: APIRequestContext) {}

  /** The API at `${baseURL}/api/` with the account's bearer token (the context of apiAs, with typed calls). */
  static async as(account: Account, baseURL: string | undefined): Promise<RentalApi> {
    return new RentalApi(await apiAs(account, baseURL));
  }

  async dispose() {
    await this.context.dispose();
  }

  private async json<T>(method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown): Promise<T> {
    const response = await this.context[method](path, data === undefined ? {} : { data });
    expect(
      response.ok(),
      `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`,
    ).toBe(true);
    return (await response.json()) as T;
  }

  /** The status of a GET, for checks that something is gone or out of reach. */
  async statusOf(path: string): Promise<number> {
    return (await this.context.get(path)).status();
  }

  owners() {
    return this.json<OwnerProfileSummary[]>('get', 'ownerProfile');
  }

  /** A new owner (account, then profile) of its own, so its property counts belong to one test. */
  createOwner(name: string): Promise<CreatedOwner> {
    return createOwner(this.context, name);
  }

  async ownerIdByName(name: string): Promise<number> {
    const owner = (await this.owners()).find((candidate) => candidate.name === name);
    if (!owner) throw new Error(`No owner named ${name}`);
    return owner.id;
  }

  ownerProperties(ownerId: number) {
    return this.json<PropertySummary[]>('get', `property/ownerList/${ownerId}`);
  }

  property(id: number) {
    return this.json<Property>('get', `property/${id}`);
  }

  async countOfType(ownerId: number, type: string): Promise<number> {
    return (await this.json<{ count: number }>('get', `property/owner/${ownerId}/${type}`)).count;
  }

  /** A property of the owner, at a made-up but valid address, numbered so parallel tests never collide. */
  createProperty(ownerId: number, label: string, changes: Partial<PropertyInput> = {}) {
    const number = `${Date.now() % 100_000}${Math.floor(Math.random() * 90 + 10)}`;
    return this.json<Property>('post', 'property', {
      ownerId,
      rmNumber: `CM${number}`.slice(0, 20),
      contractType: 'CM',
      address: `${number} ${label} Street, Burnaby, BC V5H 2E2`,
      street: `${number} ${label} Street`,
      city: 'Burnaby',
      province: 'BC',
      postal: 'V5H 2E2',
      ...changes,
    });
  }

  archiveProperty(id: number) {
    return this.json<Property>('put', `property/archive/${id}`);
  }

  restoreProperty(id: number) {
    return this.json<Property>('put', `property/restore/${id}`);
  }

  listings(propertyId: number) {
    return this.json<PropertyListing[]>('get', `propertyListing/list/${propertyId}`);
  }

  listing(id: number) {
    return this.json<PropertyListing>('get', `propertyListing/${id}`);
  }

  createListing(propertyId: number, description: string) {
    return this.json<PropertyListing>('post', 'propertyListing', { propertyId, description, price: 1995 });
  }

  async uploadImage(listingId: number, image: { name: string; buffer: Buffer }, sortOrder: number) {
    const response = await this.context.post(`propertyListingImage/${listingId}`, {
      multipart: {
        file: { name: image.name, mimeType: 'image/png', buffer: image.buffer },
        sortOrder: String(sortOrder),
      },
    });
    expect(response.ok(), `upload: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as PropertyListingImage;
  }

  images(listingId: number) {
    return this.json<PropertyListingImage[]>('get', `propertyListingImage/${listingId}`);
  }

  /** A property document with a PDF (the record first, then the file, as the upload form does). */
  async createPropertyDocument(propertyId: number, fileName: string, pdf: Buffer): Promise<RentalDocument> {
    const types = await this.json<{ id: number; name: string; appliesTo: string }[]>(
      'get',
      'documents/documentTypes',
    );
    const type = types.find((candidate) => candidate.appliesTo === 'property');
    if (!type) throw new Error('No property document type');
    const record = await this.json<RentalDocument>('post', 'documents', {
      propertyId,
      documentTypeId: type.id,
      fileName,
      documentDate: '2026-11-01',
    });
    const response = await this.context.put(`documents/upload/${record.id}`, {
      multipart: { file: { name: fileName, mimeType: 'application/pdf', buffer: pdf } },
    });
    expect(response.ok(), `upload: ${response.status()} ${await response.text()}`).toBe(true);
    return record;
  }

  propertyDocuments(propertyId: number) {
    return this.json<RentalDocument[]>('get', `documents/property/${propertyId}/all`);
  }
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
