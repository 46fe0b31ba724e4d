// Rental documents (PDF) and folders (tag: documents). A document belongs to a property or to an owner profile; its
// record is created first and the PDF uploaded against it (rental spec 4). Files live in the file storage under
// server-generated names and are streamed only through downloadDocumentFile.

import * as shared from '@portal/sdk/messages';
import type { DocumentType } from '@portal/sdk/types';
import type { Db } from '../db/client.ts';
import { pgErrorCode } from '../db/errors.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { sendStoredFile } from '../http/files.ts';
import { defineHandlers } from '../http/handlers.ts';
import { answerList } from '../http/list-response.ts';
import { storeUpload } from '../http/uploads.ts';
import { trimSpace } from '../http/validation.ts';
import { documentPosted } from '../notifications/events.ts';
import {
  buildingExists,
  type DocumentRow,
  deleteDocument,
  documentList,
  findDocument,
  findDocumentCreationState,
  findDocumentType,
  insertBuildingFolder,
  insertDocument,
  insertPropertyFolder,
  listDocuments,
  listDocumentTypes,
  replaceDocumentFile,
  toDocument,
  updateDocument,
} from '../repositories/documents.ts';
import { findOwnerState } from '../repositories/owner-profiles.ts';
import { findPropertyState } from '../repositories/properties.ts';

type DocumentTypeTarget = DocumentType['appliesTo'];

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

/** What an owner may see of a document their x-owner rule let them reach: not when archived, or archived with. */
function hiddenFromOwner(row: DocumentRow): boolean {
  return row.document.archived || row.propertyArchived === true || row.ownerArchived === true;
}

async function requireDocument(db: Db, id: unknown, role?: string): Promise<DocumentRow> {
  const row = await findDocument(db, Number(id));
  if (!row || (role === 'owner' && hiddenFromOwner(row))) throw notFound(documentMessages.notFound);
  return row;
}

async function requireType(db: Db, id: number) {
  const type = await findDocumentType(db, id);
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
  async listDocuments({ db, query, reply }) {
    // Newest first unless the table asks for another order.
    return answerList(reply, { ...query, sort: query.sort ?? '-documentDate' }, documentList(db));
  },

  async listDocumentTypes({ db }) {
    return listDocumentTypes(db);
  },

  async getDocument({ params, db, user }) {
    return toDocument(await requireDocument(db, params.id, user.role));
  },

  async createDocument({ body, db, reply }) {
    const input = body;
    const propertyId = input.propertyId ?? null;
    const ownerId = input.ownerId ?? null;
    if (propertyId === null && ownerId === null)
      throw badRequest(documentMessages.selectProperty, 'propertyId');
    if (propertyId !== null && ownerId !== null) throw badRequest(documentMessages.notBoth, 'ownerId');
    // The type and what the document belongs to, read in one statement and refused in the order written here; the
    // answer is the new row with them, as a document's read shows it.
    const state = await findDocumentCreationState(db, input.documentTypeId, { propertyId, ownerId });
    if (!state) throw notFound(documentMessages.typeNotFound);
    const { type } = state;
    assertTypeSuits(type, propertyId !== null ? 'property' : 'owner');
    if (propertyId !== null && state.propertyId === null) throw notFound(documentMessages.propertyNotFound);
    if (ownerId !== null && state.ownerId === null) throw notFound(documentMessages.ownerNotFound);
    const fileName = trimSpace(input.fileName);
    const document = await insertDocument(db, {
      propertyId,
      ownerId,
      documentTypeId: type.id,
      fileName,
      documentDate: input.documentDate,
    });
    reply.code(201);
    return toDocument({
      document,
      type,
      propertyRmNumber: state.propertyRmNumber,
      propertyArchived: state.propertyArchived,
      ownerName: state.ownerName,
      ownerArchived: state.ownerArchived,
    });
  },

  async uploadDocumentFile({ params, db, storage, request, options, user }) {
    const row = await requireDocument(db, params.id);
    const upload = await storeUpload(request, 'pdf', storage, 'documents');
    const { stored } = upload;
    let previous: string | null | undefined;
    try {
      previous = await replaceDocumentFile(
        db,
        row.document.id,
        {
          key: stored.key,
          contentType: upload.mimeType,
          size: stored.size,
        },
        (tx) => documentPosted(tx, options, row.document.id, user.id),
      );
      if (previous === undefined) throw notFound(documentMessages.notFound);
    } catch (error) {
      await storage.delete(stored.key);
      throw error;
    }
    if (previous) await storage.delete(previous);
    return toDocument(await requireDocument(db, row.document.id));
  },

  async updateDocument({ body, db }) {
    const input = body;
    const row = await requireDocument(db, input.id);
    const type = await requireType(db, input.documentTypeId);
    assertTypeSuits(type, row.document.propertyId !== null ? 'property' : 'owner');
    const fileName = trimSpace(input.fileName);
    await updateDocument(db, row.document.id, fileName, type.id);
    return toDocument(await requireDocument(db, row.document.id));
  },

  async listPropertyDocuments({ params, db, user }) {
    const property = await findPropertyState(db, Number(params.id));
    if (!property || (user.role === 'owner' && property.archived)) {
      throw notFound(documentMessages.propertyNotFound);
    }
    return listDocuments(db, { propertyId: property.id }, { activeOnly: user.role === 'owner' });
  },

  async listOwnerDocuments({ params, db, user }) {
    // {id} is the owner's user id (the contract says so for the admin screens as for the owner area).
    const owner = await findOwnerState(db, { userId: Number(params.id) });
    if (!owner || (user.role === 'owner' && owner.archived)) throw notFound('The user has no owner profile.');
    return listDocuments(db, { ownerId: owner.id }, { activeOnly: user.role === 'owner' });
  },

  async deleteDocument({ params, db, storage }) {
    const row = await requireDocument(db, params.id);
    await deleteDocument(db, row.document.id);
    if (row.document.path) await storage.delete(row.document.path);
    return { message: 'Document deleted.' };
  },

  async downloadDocumentFile(ctx) {
    const row = await requireDocument(ctx.db, ctx.params.id, ctx.user.role);
    const download = ctx.query.download === true;
    return sendStoredFile(ctx, {
      key: row.document.path,
      fileName: downloadName(row.document.fileName),
      contentType: row.document.contentType ?? 'application/pdf',
      disposition: download ? 'attachment' : 'inline',
    });
  },

  async createDirectory({ body, db, reply }) {
    const input = body;
    // Which folder types a role may create is the contract's `x-allowed` (admin rental, strataAdmin building).
    const name = trimSpace(input.name);
    try {
      if (input.type === 'property') {
        if (!(await findPropertyState(db, input.propertyId)))
          throw notFound(documentMessages.propertyNotFound);
        const id = await insertPropertyFolder(db, input.propertyId, name);
        if (id === null) throw conflict(documentMessages.folderExists);
        reply.code(201);
        return { id, name, type: 'property' as const, propertyId: input.propertyId };
      }
      if (!(await buildingExists(db, input.propertyId))) throw notFound(documentMessages.propertyNotFound);
      const id = await insertBuildingFolder(db, input.propertyId, name);
      if (id === null) throw conflict(documentMessages.folderExists);
      reply.code(201);
      return { id, name, type: 'strataProperty' as const, propertyId: input.propertyId };
    } catch (error) {
      // Two requests for the same name at once: the unique index decides.
      if (pgErrorCode(error) === '23505') throw conflict(documentMessages.folderExists);
      throw error;
    }
  },
});
