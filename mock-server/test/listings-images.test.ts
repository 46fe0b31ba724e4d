// Listing images (tag listings) through the generated SDK: upload (JPEG, PNG or WebP by content, 10 MB), reorder,
// delete and streaming, each with its failures. The listings themselves: listings-crud.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingImages } from '../src/db/schema.ts';
import { file, png, rentalListings } from './helpers/listings.ts';
import { multipart } from './helpers/multipart.ts';
import { expectFailure, ok, useSdk } from './helpers/strata-sdk.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();
const sdk = useSdk(t);
const db = () => t.app.services.db;
const { createListing, upload, storedFile, imageRows } = rentalListings(t, sdk);

/** The start of a JPEG (SOI, JFIF APP0) and its end: what a content check recognizes. */
const jpeg = Buffer.concat([
  Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  ]),
  Buffer.alloc(64),
  Buffer.from([0xff, 0xd9]),
]);
const webp = (() => {
  const body = Buffer.concat([Buffer.from('WEBPVP8 '), Buffer.alloc(40)]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF'), size, body]);
})();
const pdfBytes = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe('listing images', () => {
  it('uploads JPEG, PNG and WebP by content under server-generated names, listed by sort', async () => {
    const created = await createListing();
    const second = await upload(created.id, png, '../../etc/evil name.png', 1);
    const first = await upload(created.id, jpeg, 'front.jpg', 0);
    const third = await upload(created.id, webp, 'kitchen.webp', 2);
    expect([first.contentType, second.contentType, third.contentType]).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    expect(second.originalPath).toMatch(/^listing-images\/[0-9a-f-]{36}\.png$/);
    expect(fs.readFileSync(storedFile(second.originalPath))).toEqual(png);
    const listed = await ok(
      (await sdk.as('admin')).GET('/propertyListingImage/{listingId}', {
        params: { path: { listingId: created.id } },
      }),
    );
    expect(listed.map((i) => i.id)).toEqual([first.id, second.id, third.id]);
  });

  it('refuses a disguised file (415), an oversize one (413), no file or no sortOrder (400); nothing saved', async () => {
    const created = await createListing();
    const admin = await sdk.as('admin');
    const post = (body: { file: File; sortOrder: number }) =>
      admin.POST('/propertyListingImage/{listingId}', { params: { path: { listingId: created.id } }, body });
    await expectFailure(
      post({ file: file(pdfBytes, 'photo.png', 'image/png'), sortOrder: 0 }),
      415,
      'Only JPEG, PNG or WebP images can be uploaded.',
    );
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    await expectFailure(
      post({ file: file(big, 'huge.png', 'image/png'), sortOrder: 0 }),
      413,
      'The image is larger than 10 MB. Images can be at most 10 MB.',
    );
    const noFile = new FormData();
    noFile.append('sortOrder', '0');
    const withoutFile = await t.request({
      method: 'POST',
      url: `/api/propertyListingImage/${created.id}`,
      as: 'admin',
      ...(await multipart(noFile)),
    });
    expect(withoutFile.statusCode).toBe(400);
    expect(withoutFile.json().message).toBe('Please select a file!');
    const noSort = new FormData();
    noSort.append('file', file(png, 'a.png'));
    const missingSort = await t.request({
      method: 'POST',
      url: `/api/propertyListingImage/${created.id}`,
      as: 'admin',
      ...(await multipart(noSort)),
    });
    expect(missingSort.statusCode).toBe(400);
    expect(missingSort.json().field).toBe('sortOrder');
    expect(await imageRows(created.id)).toEqual([]);
    const files = fs.readdirSync(path.join(t.dataDir, 'files', 'listing-images'));
    const known = new Set(
      (await db().select().from(listingImages)).map((i) => path.basename(i.originalPath)),
    );
    expect(files.filter((f) => !known.has(f))).toEqual([]);
  });

  it('refuses images for an archived listing (409) and an unknown one (404)', async () => {
    await expectFailure(
      (await sdk.as('admin')).POST('/propertyListingImage/{listingId}', {
        params: { path: { listingId: t.seed.listings.archivedOfOwner } },
        body: { file: file(png, 'a.png'), sortOrder: 3 },
      }),
      409,
    );
    await expectFailure(
      (await sdk.as('admin')).POST('/propertyListingImage/{listingId}', {
        params: { path: { listingId: 999999 } },
        body: { file: file(png, 'a.png'), sortOrder: 3 },
      }),
      404,
    );
    expect(await imageRows(t.seed.listings.archivedOfOwner)).toHaveLength(1);
  });

  it('saves a new sort position; the gallery order follows', async () => {
    const created = await createListing();
    const a = await upload(created.id, png, 'a.png', 0);
    const b = await upload(created.id, png, 'b.png', 1);
    const admin = await sdk.as('admin');
    const moved = await ok(
      admin.PUT('/propertyListingImage/updateSortOrder', { body: { id: a.id, sort: 2 } }),
    );
    expect(moved).toMatchObject({ id: a.id, sort: 2 });
    const listing = await ok(admin.GET('/propertyListing/{id}', { params: { path: { id: created.id } } }));
    expect(listing.images.map((i) => i.id)).toEqual([b.id, a.id]);
  });

  it('answers 404 for an unknown image and 400 for a negative position; nothing moves', async () => {
    const admin = await sdk.as('admin');
    await expectFailure(
      admin.PUT('/propertyListingImage/updateSortOrder', { body: { id: 999999, sort: 1 } }),
      404,
    );
    const imageId = t.seed.listingImages.owner[0] ?? 0;
    const bad = await expectFailure(
      admin.PUT('/propertyListingImage/updateSortOrder', { body: { id: imageId, sort: -1 } }),
      400,
    );
    expect(bad.field).toBe('sort');
    const [row] = await db().select().from(listingImages).where(eq(listingImages.id, imageId));
    expect(row?.sort).toBe(0);
  });

  it('deletes an image with its file; an image of another listing answers 404 and stays', async () => {
    const created = await createListing();
    const image = await upload(created.id, png, 'a.png', 0);
    const kept = await upload(created.id, png, 'b.png', 1);
    const admin = await sdk.as('admin');
    const otherImage = t.seed.listingImages.owner2[0] ?? 0;
    await expectFailure(
      admin.DELETE('/propertyListingImage/delete/{imageId}/{listingId}', {
        params: { path: { imageId: otherImage, listingId: created.id } },
      }),
      404,
    );
    expect(await db().select().from(listingImages).where(eq(listingImages.id, otherImage))).toHaveLength(1);
    const result = await ok(
      admin.DELETE('/propertyListingImage/delete/{imageId}/{listingId}', {
        params: { path: { imageId: image.id, listingId: created.id } },
      }),
    );
    expect(result).toEqual({ message: 'Image deleted.' });
    expect((await imageRows(created.id)).map((row) => row.id)).toEqual([kept.id]);
    expect(fs.existsSync(storedFile(image.originalPath))).toBe(false);
  });

  it('refuses to delete the last image of a listing (409): a listing keeps at least one', async () => {
    const created = await createListing();
    const only = await upload(created.id, png, 'only.png', 0);
    await expectFailure(
      (await sdk.as('admin')).DELETE('/propertyListingImage/delete/{imageId}/{listingId}', {
        params: { path: { imageId: only.id, listingId: created.id } },
      }),
      409,
      'A listing needs at least one image. Add another image before deleting this one.',
    );
    expect((await imageRows(created.id)).map((row) => row.id)).toEqual([only.id]);
  });

  it('streams an image to admins and to the owner of an active listing, inline, with its type', async () => {
    const imageId = t.seed.listingImages.owner[0] ?? 0;
    const [row] = await db().select().from(listingImages).where(eq(listingImages.id, imageId));
    for (const account of ['admin', 'owner'] as const) {
      const { data, response } = await (await sdk.as(account)).GET('/propertyListingImage/file/{imageId}', {
        params: { path: { imageId } },
        parseAs: 'arrayBuffer',
      });
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('content-disposition')).toBe(
        `inline; filename="listing-image-${imageId}.png"; filename*=UTF-8''listing-image-${imageId}.png`,
      );
      expect(Buffer.from(data as ArrayBuffer)).toEqual(
        fs.readFileSync(storedFile(String(row?.originalPath))),
      );
    }
  });

  it("answers 404 to an owner for another owner's image or an archived listing's, and for an unknown image", async () => {
    const owner = await sdk.as('owner');
    const [archivedImage] = await imageRows(t.seed.listings.archivedOfOwner);
    for (const imageId of [t.seed.listingImages.owner2[0] ?? 0, archivedImage?.id ?? 0]) {
      await expectFailure(
        owner.GET('/propertyListingImage/file/{imageId}', {
          params: { path: { imageId } },
          parseAs: 'arrayBuffer',
        }),
        404,
      );
    }
    await expectFailure(
      (await sdk.as('admin')).GET('/propertyListingImage/file/{imageId}', {
        params: { path: { imageId: 999999 } },
        parseAs: 'arrayBuffer',
      }),
      404,
    );
  });

  it("lets an owner list their own listing's images only", async () => {
    const owner = await sdk.as('owner');
    const own = await ok(
      owner.GET('/propertyListingImage/{listingId}', {
        params: { path: { listingId: t.seed.listings.owner[1] } },
      }),
    );
    expect(own.map((i) => i.sort)).toEqual([0, 1]);
    await expectFailure(
      owner.GET('/propertyListingImage/{listingId}', {
        params: { path: { listingId: t.seed.listings.owner2[0] } },
      }),
      404,
    );
  });
});
