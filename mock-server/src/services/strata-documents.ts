// Strata property and unit documents (PDF) and their categories (tag: strataDocuments).
// A record is created first and its PDF uploaded next; archiving a unit document moves its file to the archive folder
// (strata spec 4); only archived documents can be deleted, and deleting takes the file with it. The SQL and mapping
// of both kinds are one module (repositories/strata-documents.ts); these handlers check the caller and the input.
import * as shared from '@portal/sdk/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AppOptions, companyTimeZone } from '../config.ts';
import type { Db } from '../db/client.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import type { SessionUser } from '../http/context.ts';
import { sendStoredFile } from '../http/files.ts';
import { defineHandlers } from '../http/handlers.ts';
import { buildingDocumentPosted, unitDocumentPosted } from '../notifications/events.ts';
import { todayDate } from '../repositories/dates.ts';
import {
  attachFile,
  deleteArchivedDocument,
  fileSlot,
  saveArchived,
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
  type NewDocument,
  unitDocuments,
  updateDocument,
} from '../repositories/strata-documents.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { setArchived } from './archiving.ts';
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

/** Today (or `days` later) in the company's time zone (COMPANY_TIME_ZONE), where the people who date documents are. */
const companyDay = (options: AppOptions, days = 0) => todayDate(new Date(), companyTimeZone(options), days);

/**
 * A document's date is the day it was made (an AGM's minutes, the meeting's): never in the future. The company's
 * tomorrow passes: the form dates a document by the writer's own today, a day ahead where they are east of the company
 * (the evening in Vancouver is tomorrow in Toronto).
 */
function checkDocumentDate(documentDate: string | undefined, options: AppOptions): void {
  if (documentDate === undefined) return;
  if (documentDate > companyDay(options, 1)) throw badRequest(messages.documentDateInFuture, 'documentDate');
}

/**
 * A new document of either kind, dated today (the company's) unless given; the blank-field refusal of both create
 * forms names the owner first.
 */
async function create<Doc>(
  { db, reply, options }: { db: Db; reply: FastifyReply; options: AppOptions },
  kind: DocumentKind<Doc>,
  blankMessage: string,
  input: Partial<NewDocument> & Omit<NewDocument, 'ownerId' | 'categoryId' | 'documentDate'>,
): Promise<Doc> {
  const { ownerId, categoryId } = input;
  if (!ownerId || !categoryId)
    throw badRequest(blankMessage, ownerId ? kind.fields.category : kind.fields.owner);
  const { title, fileName, documentDate, description } = input;
  checkDocumentDate(documentDate, options);
  const document = await createDocument(db, kind, {
    ownerId,
    categoryId,
    title,
    fileName,
    documentDate: documentDate ?? companyDay(options),
    description,
  });
  reply.code(201);
  return document;
}

/** Tells who may read a document that it was filed (its first file), once. */
type AnnounceFiled = (db: Db, options: AppOptions, documentId: number, actorId: number) => Promise<unknown>;

async function uploadFile<Doc>(
  { db, storage, request, options, user }: UploadContext,
  kind: DocumentKind<Doc>,
  id: number,
  announce: AnnounceFiled,
) {
  const slot = await fileSlot(db, kind, id);
  const upload = await readPdfUpload(request, storage, slot.area);
  const { key, size } = upload.stored;
  const attached = await attachFile(db, storage, kind, id, slot.path, {
    key,
    size,
    fileName: upload.fileName,
    contentType: upload.mimeType,
  });
  if (slot.path === null) await announce(db, options, id, user.id);
  return attached;
}

interface UploadContext {
  db: Db;
  storage: FileStorage;
  request: FastifyRequest;
  options: AppOptions;
  user: SessionUser;
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

  async createStrataDocument({ db, body, reply, options }) {
    const { strataPropertyId: ownerId, strataDocumentCategoryId: categoryId, ...fields } = body;
    return create({ db, reply, options }, buildingDocuments, messages.propertyDocumentBlank, {
      ...fields,
      ownerId,
      categoryId,
    });
  },

  async uploadStrataDocumentFile({ db, storage, params, request, options, user }) {
    const context = { db, storage, request, options, user };
    return uploadFile(context, buildingDocuments, Number(params.id), buildingDocumentPosted);
  },

  async updateStrataDocument({ db, body, options }) {
    checkDocumentDate(body.documentDate, options);
    const changes = {
      title: body.title,
      categoryId: body.strataDocumentCategoryId,
      documentDate: body.documentDate,
      description: body.description,
    };
    return updateDocument(db, buildingDocuments, body.id, changes);
  },

  async archiveStrataDocument({ db, storage, params }) {
    return archived(db, storage, buildingDocuments, params.id, true);
  },

  async restoreStrataDocument({ db, storage, params }) {
    return archived(db, storage, buildingDocuments, params.id, false);
  },

  async deleteStrataDocument({ db, storage, params }) {
    await deleteArchivedDocument(db, storage, buildingDocuments, Number(params.id));
    return undefined;
  },

  async getStrataDocumentFile({ db, storage, params, query, reply, user }) {
    return sendFile({ db, storage, reply, user }, buildingDocuments, Number(params.id), query.download);
  },

  // ---------------------------------------------------------------- strata unit documents

  async createStrataUnitDocument({ db, body, reply, options }) {
    const { strataUnitId: ownerId, strataUnitDocumentCategoryId: categoryId, ...fields } = body;
    return create({ db, reply, options }, unitDocuments, messages.unitDocumentBlank, {
      ...fields,
      ownerId,
      categoryId,
    });
  },

  async uploadStrataUnitDocumentFile({ db, storage, params, request, options, user }) {
    const context = { db, storage, request, options, user };
    return uploadFile(context, unitDocuments, Number(params.id), unitDocumentPosted);
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

  async updateStrataUnitDocument({ db, params, body, options }) {
    checkDocumentDate(body.documentDate, options);
    const changes = {
      title: body.title,
      categoryId: body.strataUnitDocumentCategoryId,
      documentDate: body.documentDate,
      description: body.description,
    };
    return updateDocument(db, unitDocuments, Number(params.id), changes);
  },

  async archiveStrataUnitDocument({ db, storage, params }) {
    return archived(db, storage, unitDocuments, params.id, true);
  },

  async restoreStrataUnitDocument({ db, storage, params }) {
    return archived(db, storage, unitDocuments, params.id, false);
  },

  async getStrataUnitDocumentFile({ db, storage, params, query, reply, user }) {
    return sendFile({ db, storage, reply, user }, unitDocuments, Number(params.id), query.download);
  },
});

/** A document archived or restored (its file moved to or from the archive area where the kind keeps one apart). */
async function archived<Doc>(
  db: Db,
  storage: FileStorage,
  kind: DocumentKind<Doc>,
  id: unknown,
  archive: boolean,
) {
  const row = await setArchived(
    {
      find: (rowId) => findDocumentRow(db, kind, rowId),
      save: (rowId, value) => saveArchived(db, storage, kind, rowId, value),
    },
    id,
    archive,
  );
  return kind.toContract(row);
}
