// Listings of rental properties and their images (tag: listings). Archived listings are read only; image files
// live in the file storage under server-generated names and are streamed only through getListingImageFile.

import type { components } from '@portal/sdk/types';
import { and, asc, count, desc, eq, getTableColumns, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { listingImages, listings, properties } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { sendStoredFile } from '../http/files.ts';
import { defineHandlers } from '../http/handlers.ts';
import { storeUpload } from '../http/uploads.ts';
import { trimSpace } from '../http/validation.ts';
import { apiPrefix } from '../plugins/routes.ts';
import { sanitizeRichText } from './rich-text.ts';

type PropertyListing = components['schemas']['PropertyListing'];
type PropertyListingImage = components['schemas']['PropertyListingImage'];
type PropertyListingInput = components['schemas']['PropertyListingInput'];
type ImageRow = typeof listingImages.$inferSelect;

export const listingMessages = {
  notFound: 'The listing was not found.',
  imageNotFound: 'The image was not found.',
  propertyNotFound: 'The property was not found.',
  editArchived: 'Restore the property before editing its listings.',
  lastImage: 'A listing needs at least one image. Add another image before deleting this one.',
  otherProperty: 'A listing cannot move to another property.',
} as const;

const extensions: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

function toImage(row: ImageRow): PropertyListingImage {
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
type ListingRow = Awaited<ReturnType<ReturnType<typeof selectListings>['where']>>[number];

/** Listings as the contract has them, each with its images by sort. */
async function withImages(db: Db, rows: ListingRow[]): Promise<PropertyListing[]> {
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

async function findListing(db: Db, id: number): Promise<ListingRow | undefined> {
  const [row] = await selectListings(db).where(eq(listings.id, id)).limit(1);
  return row;
}

/**
 * The listing, or 404. An owner (whose x-owner rule already checked the property is theirs) reaches only active
 * listings of active properties.
 */
async function requireListing(db: Db, id: unknown, role?: string): Promise<ListingRow> {
  const row = await findListing(db, Number(id));
  if (!row || (role === 'owner' && (row.archived || row.propertyArchived))) {
    throw notFound(listingMessages.notFound);
  }
  return row;
}

async function requireImage(db: Db, where: SQL | undefined) {
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
  if (!row) throw notFound(listingMessages.imageNotFound);
  return row;
}

async function requireProperty(db: Db, id: number, role: string) {
  const [property] = await db
    .select({ id: properties.id, archived: properties.archived })
    .from(properties)
    .where(eq(properties.id, id))
    .limit(1);
  if (!property || (role === 'owner' && property.archived)) throw notFound(listingMessages.propertyNotFound);
  return property;
}

/** The columns a listing input sets (propertyId is fixed at creation). */
function listingValues(input: PropertyListingInput) {
  const { propertyId: _propertyId, text, description, ...fields } = input;
  return {
    ...fields,
    description: trimSpace(description),
    ...(text !== undefined && { text: sanitizeRichText(text) }),
  };
}

export const handlers = defineHandlers({
  async listPropertyListings({ params, db, user }) {
    const property = await requireProperty(db, Number(params.propertyId), user.role);
    const rows = await selectListings(db)
      .where(and(eq(listings.propertyId, property.id), eq(listings.archived, false)))
      .orderBy(desc(listings.createdAt), desc(listings.id));
    return withImages(db, rows);
  },

  async listArchivedPropertyListings({ params, db, user }) {
    const property = await requireProperty(db, Number(params.propertyId), user.role);
    const rows = await selectListings(db)
      .where(and(eq(listings.propertyId, property.id), eq(listings.archived, true)))
      .orderBy(desc(listings.createdAt), desc(listings.id));
    return withImages(db, rows);
  },

  async getPropertyListing({ params, db, user }) {
    const row = await requireListing(db, params.id, user.role);
    const [listing] = await withImages(db, [row]);
    return listing;
  },

  async createPropertyListing({ body, db, reply }) {
    const input = body;
    const [property] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.id, input.propertyId), eq(properties.archived, false)))
      .limit(1);
    if (!property) throw notFound(listingMessages.propertyNotFound);
    const [created] = await db
      .insert(listings)
      .values({ ...listingValues(input), propertyId: property.id })
      .returning({ id: listings.id });
    const row = created && (await findListing(db, created.id));
    if (!row) throw new Error('The new listing was not returned');
    reply.code(201);
    const [listing] = await withImages(db, [row]);
    return listing;
  },

  async updatePropertyListing({ params, body, db }) {
    const row = await requireListing(db, params.id);
    const input = body;
    if (input.propertyId !== row.propertyId) throw badRequest(listingMessages.otherProperty, 'propertyId');
    if (row.archived) throw conflict(listingMessages.editArchived);
    await db.update(listings).set(listingValues(input)).where(eq(listings.id, row.id));
    const [listing] = await withImages(db, [await requireListing(db, row.id)]);
    return listing;
  },

  async deletePropertyListing({ params, db, storage }) {
    const row = await requireListing(db, params.id);
    // The images go with the listing (foreign key cascade); their files once the rows are gone.
    const files = await db.transaction(async (tx) => {
      const images = await tx
        .select({ key: listingImages.originalPath })
        .from(listingImages)
        .where(eq(listingImages.listingId, row.id));
      await tx.delete(listings).where(eq(listings.id, row.id));
      return images.map((i) => i.key);
    });
    await Promise.all(files.map((key) => storage.delete(key)));
    return { message: 'Listing deleted.' };
  },

  async listListingImages({ params, db, user }) {
    const row = await requireListing(db, params.listingId, user.role);
    const images = await db
      .select()
      .from(listingImages)
      .where(eq(listingImages.listingId, row.id))
      .orderBy(...imageOrder);
    return images.map(toImage);
  },

  async uploadListingImage({ params, db, storage, request, reply }) {
    const row = await requireListing(db, params.listingId);
    if (row.archived) throw conflict(listingMessages.editArchived);
    const upload = await storeUpload(request, 'image', storage, 'listing-images');
    const sort = Number(upload.fields.sortOrder ?? 0);
    const { stored } = upload;
    try {
      const [image] = await db
        .insert(listingImages)
        .values({
          listingId: row.id,
          originalPath: stored.key,
          fileName: upload.fileName,
          contentType: upload.mimeType,
          size: stored.size,
          sort,
        })
        .returning();
      if (!image) throw new Error('The new image was not returned');
      reply.code(201);
      return toImage(image);
    } catch (error) {
      // No row, no file: a failed insert (e.g. the listing deleted meanwhile) leaves nothing behind.
      await storage.delete(stored.key);
      throw error;
    }
  },

  async updateListingImageSort({ body, db }) {
    const input = body;
    const found = await requireImage(db, eq(listingImages.id, input.id));
    if (found.listingArchived) throw conflict(listingMessages.editArchived);
    const [image] = await db
      .update(listingImages)
      .set({ sort: input.sort })
      .where(eq(listingImages.id, found.image.id))
      .returning();
    if (!image) throw notFound(listingMessages.imageNotFound);
    return toImage(image);
  },

  async deleteListingImage({ params, db, storage }) {
    const found = await requireImage(
      db,
      and(
        eq(listingImages.id, Number(params.imageId)),
        eq(listingImages.listingId, Number(params.listingId)),
      ),
    );
    if (found.listingArchived) throw conflict(listingMessages.editArchived);
    // Spec 4: a listing is saved only with an image; its last one cannot go (upload the new one first).
    const [others] = await db
      .select({ n: count() })
      .from(listingImages)
      .where(and(eq(listingImages.listingId, found.image.listingId), ne(listingImages.id, found.image.id)));
    if ((others?.n ?? 0) === 0) throw conflict(listingMessages.lastImage);
    await db.delete(listingImages).where(eq(listingImages.id, found.image.id));
    await storage.delete(found.image.originalPath);
    return { message: 'Image deleted.' };
  },

  async getListingImageFile(ctx) {
    const found = await requireImage(ctx.db, eq(listingImages.id, Number(ctx.params.imageId)));
    if (ctx.user.role === 'owner' && (found.listingArchived || found.propertyArchived)) {
      throw notFound(listingMessages.imageNotFound);
    }
    const { image } = found;
    return sendStoredFile(ctx, {
      key: image.originalPath,
      fileName: `listing-image-${image.id}.${extensions[image.contentType] ?? 'img'}`,
      contentType: image.contentType,
      disposition: 'inline',
    });
  },
});
