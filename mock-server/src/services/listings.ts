// Listings of rental properties and their images (tag: listings). Archived listings are read only; image files
// live in the file storage under server-generated names and are streamed only through getListingImageFile.

import type { PropertyListingInput } from '@portal/sdk/types';
import type { Db } from '../db/client.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { sendStoredFile } from '../http/files.ts';
import { defineHandlers } from '../http/handlers.ts';
import { storeUpload } from '../http/uploads.ts';
import { trimSpace } from '../http/validation.ts';
import {
  countOtherImages,
  deleteImage,
  deleteListing,
  findImage,
  findListing,
  insertImage,
  insertListing,
  type ListingRow,
  type ListingValues,
  listingOut,
  listListingImages,
  listPropertyListings,
  updateImageSort,
  updateListing,
} from '../repositories/listings.ts';
import { findPropertyState } from '../repositories/properties.ts';
import { sanitizeRichText } from './rich-text.ts';

export const listingMessages = {
  notFound: 'The listing was not found.',
  imageNotFound: 'The image was not found.',
  propertyNotFound: 'The property was not found.',
  editArchived: 'Restore the property before editing its listings.',
  lastImage: 'A listing needs at least one image. Add another image before deleting this one.',
  otherProperty: 'A listing cannot move to another property.',
} as const;

const extensions: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

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

async function requireImage(db: Db, imageId: unknown, listingId?: unknown) {
  const found = await findImage(db, Number(imageId), listingId === undefined ? undefined : Number(listingId));
  if (!found) throw notFound(listingMessages.imageNotFound);
  return found;
}

async function requireProperty(db: Db, id: number, role: string) {
  const property = await findPropertyState(db, id);
  if (!property || (role === 'owner' && property.archived)) throw notFound(listingMessages.propertyNotFound);
  return property;
}

/** The columns a listing input sets (propertyId is fixed at creation). */
function listingValues(input: PropertyListingInput): ListingValues {
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
    return listPropertyListings(db, property.id, false);
  },

  async listArchivedPropertyListings({ params, db, user }) {
    const property = await requireProperty(db, Number(params.propertyId), user.role);
    return listPropertyListings(db, property.id, true);
  },

  async getPropertyListing({ params, db, user }) {
    return listingOut(db, await requireListing(db, params.id, user.role));
  },

  async createPropertyListing({ body, db, reply }) {
    const input = body;
    const property = await findPropertyState(db, input.propertyId);
    if (!property || property.archived) throw notFound(listingMessages.propertyNotFound);
    const id = await insertListing(db, property.id, listingValues(input));
    const row = await findListing(db, id);
    if (!row) throw new Error('The new listing was not returned');
    reply.code(201);
    return listingOut(db, row);
  },

  async updatePropertyListing({ params, body, db }) {
    const row = await requireListing(db, params.id);
    const input = body;
    if (input.propertyId !== row.propertyId) throw badRequest(listingMessages.otherProperty, 'propertyId');
    if (row.archived) throw conflict(listingMessages.editArchived);
    await updateListing(db, row.id, listingValues(input));
    return listingOut(db, await requireListing(db, row.id));
  },

  async deletePropertyListing({ params, db, storage }) {
    const row = await requireListing(db, params.id);
    // The images go with the listing; their files once the rows are gone.
    const files = await deleteListing(db, row.id);
    await Promise.all(files.map((key) => storage.delete(key)));
    return { message: 'Listing deleted.' };
  },

  async listListingImages({ params, db, user }) {
    const row = await requireListing(db, params.listingId, user.role);
    return listListingImages(db, row.id);
  },

  async uploadListingImage({ params, db, storage, request, reply }) {
    const row = await requireListing(db, params.listingId);
    if (row.archived) throw conflict(listingMessages.editArchived);
    const upload = await storeUpload(request, 'image', storage, 'listing-images');
    const sort = Number(upload.fields.sortOrder ?? 0);
    const { stored } = upload;
    try {
      const image = await insertImage(db, {
        listingId: row.id,
        originalPath: stored.key,
        fileName: upload.fileName,
        contentType: upload.mimeType,
        size: stored.size,
        sort,
      });
      reply.code(201);
      return image;
    } catch (error) {
      // No row, no file: a failed insert (e.g. the listing deleted meanwhile) leaves nothing behind.
      await storage.delete(stored.key);
      throw error;
    }
  },

  async updateListingImageSort({ body, db }) {
    const input = body;
    const found = await requireImage(db, input.id);
    if (found.listingArchived) throw conflict(listingMessages.editArchived);
    const image = await updateImageSort(db, found.image.id, input.sort);
    if (!image) throw notFound(listingMessages.imageNotFound);
    return image;
  },

  async deleteListingImage({ params, db, storage }) {
    const found = await requireImage(db, params.imageId, params.listingId);
    if (found.listingArchived) throw conflict(listingMessages.editArchived);
    // Spec 4: a listing is saved only with an image; its last one cannot go (upload the new one first).
    if ((await countOtherImages(db, found.image)) === 0) throw conflict(listingMessages.lastImage);
    await deleteImage(db, found.image.id);
    await storage.delete(found.image.originalPath);
    return { message: 'Image deleted.' };
  },

  async getListingImageFile(ctx) {
    const found = await requireImage(ctx.db, ctx.params.imageId);
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
