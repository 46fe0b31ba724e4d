// Rental documents (PDF) and folders (tag: documents). A document belongs to a property or to an owner profile; its
// record is created first and the PDF uploaded against it (rental spec 4). Files live in the file storage under
// server-generated names and are streamed only through downloadDocumentFile.

import * as shared from '@portal/sdk/messages';
import type { components } from '@portal/sdk/types';
import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  documents,
  documentTypes,
  folders,
  ownerProfiles,
  properties,
  strataDocumentCategories,
  strataProperties,
} from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { sendStoredFile } from '../http/files.ts';
import { defineHandlers } from '../http/handlers.ts';
import { storeUpload } from '../http/uploads.ts';
import { trimSpace } from '../http/validation.ts';
import { pgErrorCode } from '../plugins/errors.ts';

type Document = components['schemas']['Document'];
type DocumentTypeTarget = components['schemas']['DocumentType']['appliesTo'];

export const documentMessages = {
  notFound: 'The document was not found.',
  typeNotFound: 'The document type was not found.',
  propertyNotFound: 'The property was not found.',
  ownerNotFound: 'The owner was not found.',
  selectProperty: shared.documentMessages.selectProperty,
  notBoth: 'A document belongs to a property or an owner, not both.',
  typeNotHere: 'This document type cannot be used here.',
  folderExists: 'A folder with this name already exists for this property.',
} as const;

function selectDocuments(db: Db) {
  return db
    .select({
      document: documents,
      type: documentTypes,
      propertyRmNumber: properties.rmNumber,
      propertyArchived: properties.archived,
      ownerName: ownerProfiles.name,
      ownerArchived: ownerProfiles.archived,
    })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
    .leftJoin(properties, eq(properties.id, documents.propertyId))
    .leftJoin(ownerProfiles, eq(ownerProfiles.id, documents.ownerId));
}
type DocumentRow = Awaited<ReturnType<ReturnType<typeof selectDocuments>['where']>>[number];

function toDocument(row: DocumentRow): Document {
  const { document, type } = row;
  return {
    id: document.id,
    propertyId: document.propertyId,
    ownerId: document.ownerId,
    documentTypeId: document.documentTypeId,
    documentType: { id: type.id, name: type.name, appliesTo: type.appliesTo },
    fileName: document.fileName,
    title: document.title,
    documentDate: document.documentDate ?? document.createdAt.toISOString().slice(0, 10),
    path: document.path,
    hasFile: document.path !== null,
    propertyRmNumber: document.propertyId === null ? null : (row.propertyRmNumber ?? null),
    ownerName: document.ownerId === null ? null : (row.ownerName ?? null),
  };
}

/** What an owner may see of a document their x-owner rule let them reach: not when archived, or archived with. */
function hiddenFromOwner(row: DocumentRow): boolean {
  return row.document.archived || row.propertyArchived === true || row.ownerArchived === true;
}

async function requireDocument(db: Db, id: unknown, role?: string): Promise<DocumentRow> {
  const [row] = await selectDocuments(db)
    .where(eq(documents.id, Number(id)))
    .limit(1);
  if (!row || (role === 'owner' && hiddenFromOwner(row))) throw notFound(documentMessages.notFound);
  return row;
}

/** Newest documentDate first; undated ones last. */
const documentOrder = [sql`${documents.documentDate} DESC NULLS LAST`, desc(documents.id)];

async function listDocuments(db: Db, where: SQL | undefined, role: string): Promise<Document[]> {
  const conditions = [where];
  if (role === 'owner') conditions.push(eq(documents.archived, false));
  const rows = await selectDocuments(db)
    .where(and(...conditions))
    .orderBy(...documentOrder);
  return rows.map(toDocument);
}

async function requireType(db: Db, id: number) {
  const [type] = await db.select().from(documentTypes).where(eq(documentTypes.id, id)).limit(1);
  if (!type) throw notFound(documentMessages.typeNotFound);
  return type;
}

function assertTypeSuits(type: { appliesTo: DocumentTypeTarget }, target: DocumentTypeTarget): void {
  if (type.appliesTo !== target) throw badRequest(documentMessages.typeNotHere, 'documentTypeId');
}

/** The name a downloaded PDF is saved under: the document's name, ending in .pdf. */
function downloadName(fileName: string): string {
  return /\.pdf$/i.test(fileName) ? fileName : `${fileName}.pdf`;
}

export const handlers = defineHandlers({
  async listDocumentTypes({ db }) {
    return db.select().from(documentTypes).orderBy(asc(documentTypes.name));
  },

  async getDocument({ params, db, user }) {
    return toDocument(await requireDocument(db, params.id, user.role));
  },

  async createDocument({ body, db, reply }) {
    const input = body as components['schemas']['DocumentInput'];
    const propertyId = input.propertyId ?? null;
    const ownerId = input.ownerId ?? null;
    if (propertyId === null && ownerId === null)
      throw badRequest(documentMessages.selectProperty, 'propertyId');
    if (propertyId !== null && ownerId !== null) throw badRequest(documentMessages.notBoth, 'ownerId');
    const type = await requireType(db, input.documentTypeId);
    assertTypeSuits(type, propertyId !== null ? 'property' : 'owner');
    if (propertyId !== null) {
      const [property] = await db
        .select({ id: properties.id })
        .from(properties)
        .where(eq(properties.id, propertyId));
      if (!property) throw notFound(documentMessages.propertyNotFound);
    } else if (ownerId !== null) {
      const [owner] = await db
        .select({ id: ownerProfiles.id })
        .from(ownerProfiles)
        .where(eq(ownerProfiles.id, ownerId));
      if (!owner) throw notFound(documentMessages.ownerNotFound);
    }
    const fileName = trimSpace(input.fileName);
    const [created] = await db
      .insert(documents)
      .values({
        propertyId,
        ownerId,
        documentTypeId: type.id,
        fileName,
        title: fileName,
        documentDate: input.documentDate,
      })
      .returning({ id: documents.id });
    if (!created) throw new Error('The new document was not returned');
    reply.code(201);
    return toDocument(await requireDocument(db, created.id));
  },

  async uploadDocumentFile({ params, db, storage, request }) {
    const row = await requireDocument(db, params.id);
    const upload = await storeUpload(request, 'pdf', storage, 'documents');
    const { stored } = upload;
    let previous: string | null;
    try {
      previous = await db.transaction(async (tx) => {
        // The row is locked while its path is swapped, so of two uploads at once neither file is left orphaned.
        const [current] = await tx
          .select({ path: documents.path })
          .from(documents)
          .where(eq(documents.id, row.document.id))
          .for('update');
        if (!current) throw notFound(documentMessages.notFound);
        await tx
          .update(documents)
          .set({ path: stored.key, contentType: upload.mimeType, size: stored.size })
          .where(eq(documents.id, row.document.id));
        return current.path;
      });
    } catch (error) {
      await storage.delete(stored.key);
      throw error;
    }
    if (previous) await storage.delete(previous);
    return toDocument(await requireDocument(db, row.document.id));
  },

  async updateDocument({ body, db }) {
    const input = body as components['schemas']['DocumentUpdate'];
    const row = await requireDocument(db, input.id);
    const type = await requireType(db, input.documentTypeId);
    assertTypeSuits(type, row.document.propertyId !== null ? 'property' : 'owner');
    const fileName = trimSpace(input.fileName);
    await db
      .update(documents)
      .set({ fileName, title: fileName, documentTypeId: type.id })
      .where(eq(documents.id, row.document.id));
    return toDocument(await requireDocument(db, row.document.id));
  },

  async listPropertyDocuments({ params, db, user }) {
    const [property] = await db
      .select({ id: properties.id, archived: properties.archived })
      .from(properties)
      .where(eq(properties.id, Number(params.id)));
    if (!property || (user.role === 'owner' && property.archived)) {
      throw notFound(documentMessages.propertyNotFound);
    }
    return listDocuments(db, eq(documents.propertyId, property.id), user.role);
  },

  async listOwnerDocuments({ params, db, user }) {
    // {id} is the owner's user id (the contract says so for the admin screens as for the owner area).
    const [owner] = await db
      .select({ id: ownerProfiles.id, archived: ownerProfiles.archived })
      .from(ownerProfiles)
      .where(eq(ownerProfiles.userId, Number(params.id)));
    if (!owner || (user.role === 'owner' && owner.archived)) throw notFound('The user has no owner profile.');
    return listDocuments(db, eq(documents.ownerId, owner.id), user.role);
  },

  async deleteDocument({ params, db, storage }) {
    const row = await requireDocument(db, params.id);
    await db.delete(documents).where(eq(documents.id, row.document.id));
    if (row.document.path) await storage.delete(row.document.path);
    return { message: 'Document deleted.' };
  },

  async downloadDocumentFile(ctx) {
    const row = await requireDocument(ctx.db, ctx.params.id, ctx.user.role);
    const download = (ctx.query as { download?: boolean }).download === true;
    return sendStoredFile(ctx, {
      key: row.document.path,
      fileName: downloadName(row.document.fileName),
      contentType: row.document.contentType ?? 'application/pdf',
      disposition: download ? 'attachment' : 'inline',
    });
  },

  async createDirectory({ body, db, user, reply }) {
    const input = body as components['schemas']['DirectoryInput'];
    // Which folder types a role may create is the contract's `x-allowed` (admin rental, strataAdmin building).
    const name = trimSpace(input.name);
    try {
      if (input.type === 'property') {
        const [property] = await db
          .select({ id: properties.id })
          .from(properties)
          .where(eq(properties.id, input.propertyId));
        if (!property) throw notFound(documentMessages.propertyNotFound);
        const [taken] = await db
          .select({ id: folders.id })
          .from(folders)
          .where(and(eq(folders.propertyId, property.id), sql`upper(${folders.name}) = upper(${name})`));
        if (taken) throw conflict(documentMessages.folderExists);
        const [folder] = await db
          .insert(folders)
          .values({ name, propertyId: property.id })
          .returning({ id: folders.id });
        if (!folder) throw new Error('The new folder was not returned');
        reply.code(201);
        return { id: folder.id, name, type: 'property' as const, propertyId: property.id };
      }
      const [building] = await db
        .select({ id: strataProperties.id })
        .from(strataProperties)
        .where(eq(strataProperties.id, input.propertyId));
      if (!building) throw notFound(documentMessages.propertyNotFound);
      // The shared categories show among the building's own, so a folder may not repeat their names either.
      const [taken] = await db
        .select({ id: strataDocumentCategories.id })
        .from(strataDocumentCategories)
        .where(
          and(
            or(
              eq(strataDocumentCategories.strataPropertyId, building.id),
              isNull(strataDocumentCategories.strataPropertyId),
            ),
            sql`upper(${strataDocumentCategories.name}) = upper(${name})`,
          ),
        );
      if (taken) throw conflict(documentMessages.folderExists);
      const [category] = await db
        .insert(strataDocumentCategories)
        .values({ name, strataPropertyId: building.id })
        .returning({ id: strataDocumentCategories.id });
      if (!category) throw new Error('The new folder was not returned');
      reply.code(201);
      return { id: category.id, name, type: 'strataProperty' as const, propertyId: building.id };
    } catch (error) {
      // Two requests for the same name at once: the unique index decides.
      if (pgErrorCode(error) === '23505') throw conflict(documentMessages.folderExists);
      throw error;
    }
  },
});
