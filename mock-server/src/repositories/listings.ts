// Listings of rental properties and their images (PropertyListing, PropertyListingImage) as the contract has them.
import type { PropertyListing, PropertyListingImage } from '@portal/sdk/types';
import { and, asc, count, desc, eq, getTableColumns, inArray, ne, type SQL } from 'drizzle-orm';
import { apiPrefix } from '../contract.ts';
import type { Db } from '../db/client.ts';
import { listingImages, listings, properties } from '../db/schema.ts';

type ImageRow = typeof listingImages.$inferSelect;

export function toImage(row: ImageRow): PropertyListingImage {
  return {
    id: row.id,
    listingId: row.listingId,
    originalPath: row.originalPath,
    sort: row.sort,
    url: `${apiPrefix}/propertyListingImage/file/${row.id}`,
    contentType: row.contentType as PropertyListingImage['contentType'],
  };
}

const imageOrder = [asc(listingImages.sort), asc(listingImages.id)];

/** A listing row with its property's number, address and state. */
function selectListings(db: Db) {
  return db
    .select({
      ...getTableColumns(listings),
      rmNumber: properties.rmNumber,
      address: properties.address,
      propertyArchived: properties.archived,
    })
    .from(listings)
    .innerJoin(properties, eq(properties.id, listings.propertyId));
}
export type ListingRow = Awaited<ReturnType<ReturnType<typeof selectListings>['where']>>[number];

/** Listings as the contract has them, each with its images by sort. */
export async function withImages(db: Db, rows: ListingRow[]): Promise<PropertyListing[]> {
  const ids = rows.map((r) => r.id);
  const images =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(listingImages)
          .where(inArray(listingImages.listingId, ids))
          .orderBy(...imageOrder);
  return rows.map(
    ({
      propertyArchived: _propertyArchived,
      createdAt: _createdAt,
      archivedWithProperty: _with,
      ...listing
    }) => ({
      ...listing,
      images: images.filter((image) => image.listingId === listing.id).map(toImage),
    }),
  );
}

/** One listing as the contract has it, with its images. */
export async function listingOut(db: Db, row: ListingRow): Promise<PropertyListing> {
  const [listing] = await withImages(db, [row]);
  if (!listing) throw new Error('The listing was not mapped');
  return listing;
}

export async function findListing(db: Db, id: number): Promise<ListingRow | undefined> {
  const [row] = await selectListings(db).where(eq(listings.id, id)).limit(1);
  return row;
}

/** The active or archived listings of a property, newest first, with their images. */
export async function listPropertyListings(
  db: Db,
  propertyId: number,
  archived: boolean,
): Promise<PropertyListing[]> {
  const rows = await selectListings(db)
    .where(and(eq(listings.propertyId, propertyId), eq(listings.archived, archived)))
    .orderBy(desc(listings.createdAt), desc(listings.id));
  return withImages(db, rows);
}

/** The columns a listing input sets (propertyId is fixed at creation). */
export type ListingValues = Omit<typeof listings.$inferInsert, 'id' | 'propertyId' | 'createdAt'>;

/** A new listing of the property; its id. */
export async function insertListing(db: Db, propertyId: number, values: ListingValues): Promise<number> {
  const [created] = await db
    .insert(listings)
    .values({ ...values, propertyId })
    .returning({ id: listings.id });
  if (!created) throw new Error('The new listing was not returned');
  return created.id;
}

export async function updateListing(db: Db, id: number, values: ListingValues): Promise<void> {
  await db.update(listings).set(values).where(eq(listings.id, id));
}

/** Deletes a listing with its images (foreign key cascade); the storage keys of the image files, to remove after. */
export function deleteListing(db: Db, id: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const images = await tx
      .select({ key: listingImages.originalPath })
      .from(listingImages)
      .where(eq(listingImages.listingId, id));
    await tx.delete(listings).where(eq(listings.id, id));
    return images.map((i) => i.key);
  });
}

/** The images of a listing by sort. */
export async function listListingImages(db: Db, listingId: number): Promise<PropertyListingImage[]> {
  const images = await db
    .select()
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId))
    .orderBy(...imageOrder);
  return images.map(toImage);
}

/** An image row with whether its listing and property are archived, by its id (and its listing's); or undefined. */
export async function findImage(db: Db, imageId: number, listingId?: number) {
  const where: SQL | undefined =
    listingId === undefined
      ? eq(listingImages.id, imageId)
      : and(eq(listingImages.id, imageId), eq(listingImages.listingId, listingId));
  const [row] = await db
    .select({
      image: listingImages,
      listingArchived: listings.archived,
      propertyArchived: properties.archived,
    })
    .from(listingImages)
    .innerJoin(listings, eq(listings.id, listingImages.listingId))
    .innerJoin(properties, eq(properties.id, listings.propertyId))
    .where(where)
    .limit(1);
  return row;
}

export async function insertImage(
  db: Db,
  values: typeof listingImages.$inferInsert,
): Promise<PropertyListingImage> {
  const [image] = await db.insert(listingImages).values(values).returning();
  if (!image) throw new Error('The new image was not returned');
  return toImage(image);
}

/** Sets an image's place in its listing; the image as it is now, or undefined when it is gone. */
export async function updateImageSort(db: Db, id: number, sort: number) {
  const [image] = await db.update(listingImages).set({ sort }).where(eq(listingImages.id, id)).returning();
  return image && toImage(image);
}

/** How many other images the image's listing has. */
export async function countOtherImages(db: Db, image: { id: number; listingId: number }): Promise<number> {
  const [others] = await db
    .select({ n: count() })
    .from(listingImages)
    .where(and(eq(listingImages.listingId, image.listingId), ne(listingImages.id, image.id)));
  return others?.n ?? 0;
}

export async function deleteImage(db: Db, id: number): Promise<void> {
  await db.delete(listingImages).where(eq(listingImages.id, id));
}
