// Strata property and unit documents (PDF) and their categories (tag: strataDocuments).
// A record is created first and its PDF uploaded next; archiving a unit document moves its file to the archive folder
// (strata spec 4); only archived documents can be deleted, and deleting takes the file with it. The SQL and mapping
// of both kinds are one module (repositories/strata-documents.ts); these handlers check the caller and the input.
import * as shared from '@portal/sdk/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { SessionUser } from '../http/context.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { sendStoredFile } from '../http/files.ts';
import { defineHandlers } from '../http/handlers.ts';
import {
  attachFile,
  deleteArchivedDocument,
  fileSlot,
  setArchived,
} from '../repositories/strata-document-files.ts';
import {
  buildingDocuments,
  createDocument,
  type DocumentKind,
  documentMessages,
  findDocumentRow,
  getDocumentOr404,
  listBuildingCategories,
  listDocuments,
  listUnitCategories,
  unitDocuments,
  updateDocument,
} from '../repositories/strata-documents.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { isStrataAdmin, readPdfUpload } from './strata-document-helpers.ts';

export const messages = {
  ...shared.strataDocumentMessages,
  notThisBuildingsCategory: documentMessages.notThisBuildingsCategory,
  archiveBeforeDelete: documentMessages.archiveBeforeDelete,
  archivedForAdminsOnly: 'Only strata administrators can see archived documents.',
} as const;

/** Archived documents are the admins' only: a list asks for them (403), a single one is hidden (404). */
function checkArchivedList(archived: boolean, user: SessionUser): void {
  if (archived && !isStrataAdmin(user.role)) throw forbidden(messages.archivedForAdminsOnly);
}

async function getVisible<Doc extends { archived: boolean }>(
  db: Db,
  kind: DocumentKind<Doc>,
  id: number,
  user: SessionUser,
): Promise<Doc> {
  const document = await getDocumentOr404(db, kind, id);
  if (document.archived && !isStrataAdmin(user.role)) throw notFound();
  return document;
}

/** The blank-field refusal of both create forms: the owner first, then the category. */
function requireOwnerAndCategory(
  message: string,
  owner: { field: string; value: number | undefined },
  category: { field: string; value: number | undefined },
): void {
  if (!owner.value || !category.value) throw badRequest(message, owner.value ? category.field : owner.field);
}

async function uploadFile<Doc>(
  { db, storage, request }: { db: Db; storage: FileStorage; request: FastifyRequest },
  kind: DocumentKind<Doc>,
  id: number,
) {
  const slot = await fileSlot(db, kind, id);
  const upload = await readPdfUpload(request, storage, slot.area);
  const { key, size } = upload.stored;
  return attachFile(db, storage, kind, id, slot.path, {
    key,
    size,
    fileName: upload.fileName,
    contentType: upload.mimeType,
  });
}

async function sendFile<Doc>(
  ctx: { db: Db; storage: FileStorage; reply: FastifyReply; user: SessionUser },
  kind: DocumentKind<Doc>,
  id: number,
  download: boolean | undefined,
) {
  const row = await findDocumentRow(ctx.db, kind, id);
  if (!row || (row.archived && !isStrataAdmin(ctx.user.role))) throw notFound();
  return sendStoredFile(ctx, {
    key: row.path,
    fileName: row.fileName || `${row.title}.pdf`,
    contentType: row.contentType ?? 'application/pdf',
    disposition: download === true ? 'attachment' : 'inline',
  });
}

export const handlers = defineHandlers({
  // ---------------------------------------------------------------- categories

  async listStrataDocumentCategories({ db, query }) {
    // x-owner: a building login or unit owner names only a building of its own.
    return listBuildingCategories(
      db,
      query.strataPropertyId === undefined ? null : Number(query.strataPropertyId),
    );
  },

  async listStrataUnitDocumentCategories({ db }) {
    return listUnitCategories(db);
  },

  // ---------------------------------------------------------------- strata property documents

  async listStrataPropertyDocuments({ db, params, query, user }) {
    const archived = query.archived === true;
    checkArchivedList(archived, user);
    return listDocuments(db, buildingDocuments, Number(params.id), archived);
  },

  async getStrataDocument({ db, params, user }) {
    return getVisible(db, buildingDocuments, Number(params.id), user);
  },

  async createStrataDocument({ db, body, reply }) {
    const categoryField = 'strataDocumentCategoryId';
    requireOwnerAndCategory(
      messages.propertyDocumentBlank,
      { field: 'strataPropertyId', value: body.strataPropertyId },
      { field: categoryField, value: body.strataDocumentCategoryId },
    );
    const document = await createDocument(
      db,
      buildingDocuments,
      {
        ownerId: body.strataPropertyId,
        categoryId: body.strataDocumentCategoryId,
        title: body.title,
        fileName: body.fileName,
        documentDate: body.documentDate,
        description: body.description,
      },
      categoryField,
    );
    reply.code(201);
    return document;
  },

  async uploadStrataDocumentFile({ db, storage, params, request }) {
    return uploadFile({ db, storage, request }, buildingDocuments, Number(params.id));
  },

  async updateStrataDocument({ db, body }) {
    const changes = {
      title: body.title,
      categoryId: body.strataDocumentCategoryId,
      description: body.description,
    };
    return updateDocument(db, buildingDocuments, body.id, changes, 'strataDocumentCategoryId');
  },

  async archiveStrataDocument({ db, storage, params }) {
    return setArchived(db, storage, buildingDocuments, Number(params.id), true);
  },

  async restoreStrataDocument({ db, storage, params }) {
    return setArchived(db, storage, buildingDocuments, Number(params.id), false);
  },

  async deleteStrataDocument({ db, storage, params }) {
    await deleteArchivedDocument(db, storage, buildingDocuments, Number(params.id));
    return undefined;
  },

  async getStrataDocumentFile({ db, storage, params, query, reply, user }) {
    return sendFile({ db, storage, reply, user }, buildingDocuments, Number(params.id), query.download);
  },

  // ---------------------------------------------------------------- strata unit documents

  async createStrataUnitDocument({ db, body, reply }) {
    const categoryField = 'strataUnitDocumentCategoryId';
    requireOwnerAndCategory(
      messages.unitDocumentBlank,
      { field: 'strataUnitId', value: body.strataUnitId },
      { field: categoryField, value: body.strataUnitDocumentCategoryId },
    );
    const document = await createDocument(
      db,
      unitDocuments,
      {
        ownerId: body.strataUnitId,
        categoryId: body.strataUnitDocumentCategoryId,
        title: body.title,
        fileName: body.fileName,
        documentDate: body.documentDate,
        description: body.description,
      },
      categoryField,
    );
    reply.code(201);
    return document;
  },

  async uploadStrataUnitDocumentFile({ db, storage, params, request }) {
    return uploadFile({ db, storage, request }, unitDocuments, Number(params.id));
  },

  async getStrataUnitDocument({ db, params, user }) {
    return getVisible(db, unitDocuments, Number(params.id), user);
  },

  async deleteStrataUnitDocument({ db, storage, params }) {
    await deleteArchivedDocument(db, storage, unitDocuments, Number(params.id));
    return undefined;
  },

  async listStrataUnitDocuments({ db, params, query, user }) {
    const archived = query.archived === true;
    checkArchivedList(archived, user);
    return listDocuments(db, unitDocuments, Number(params.id), archived);
  },

  async updateStrataUnitDocument({ db, params, body }) {
    const changes = {
      title: body.title,
      categoryId: body.strataUnitDocumentCategoryId,
      documentDate: body.documentDate,
      description: body.description,
    };
    return updateDocument(db, unitDocuments, Number(params.id), changes, 'strataUnitDocumentCategoryId');
  },

  async archiveStrataUnitDocument({ db, storage, params }) {
    return setArchived(db, storage, unitDocuments, Number(params.id), true);
  },

  async restoreStrataUnitDocument({ db, storage, params }) {
    return setArchived(db, storage, unitDocuments, Number(params.id), false);
  },

  async getStrataUnitDocumentFile({ db, storage, params, query, reply, user }) {
    return sendFile({ db, storage, reply, user }, unitDocuments, Number(params.id), query.download);
  },
});
