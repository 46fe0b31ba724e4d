// What the listing tests share: a small PNG, a file to upload, the body of a new listing, creating one and uploading
// an image as admin, and where its images are (rows and stored files).
import path from 'node:path';
import type { PropertyListingInput } from '@portal/sdk/types';
import { eq } from 'drizzle-orm';
import { listingImages } from '../../src/db/schema.ts';
import { encodePng } from '../../src/seed/files.ts';
import { ok, type Sdk } from './strata-sdk.ts';
import type { TestApp } from './test-app.ts';

type ListingInput = PropertyListingInput;

export const png = encodePng(8, 6, (x, y) => [x * 30, y * 40, 120]);

export const file = (bytes: Buffer, name: string, type = 'application/octet-stream') =>
  new File([new Uint8Array(bytes)], name, { type });

/** Listings of a test file's app. */
export function rentalListings(t: TestApp, sdk: Sdk) {
  const db = () => t.app.services.db;

  function listingInput(overrides: Partial<ListingInput> = {}): ListingInput {
    return {
      propertyId: t.seed.properties.owner[1],
      description: 'Trout Lake house, fall 2026',
      text: '<p>Fenced yard and a double garage.</p>',
      price: 4250,
      deposit: 2125,
      available: true,
      furnished: false,
      recentlyRented: false,
      moveInFee: false,
      moveInDeposit: true,
      moveOutFee: false,
      numberOfParkingSpots: true,
      ...overrides,
    };
  }

  async function createListing(overrides: Partial<ListingInput> = {}) {
    return ok((await sdk.as('admin')).POST('/propertyListing', { body: listingInput(overrides) }));
  }

  async function upload(listingId: number, bytes: Buffer, name: string, sortOrder: number) {
    return ok(
      (await sdk.as('admin')).POST('/propertyListingImage/{listingId}', {
        params: { path: { listingId } },
        body: { file: file(bytes, name), sortOrder },
      }),
    );
  }

  const storedFile = (key: string) => path.join(t.dataDir, 'files', key);
  const imageRows = async (listingId: number) =>
    db().select().from(listingImages).where(eq(listingImages.listingId, listingId));

  return { listingInput, createListing, upload, storedFile, imageRows };
}
