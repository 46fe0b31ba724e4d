// Strata property and unit documents (PDF) and their categories (tag: strataDocuments).
// A record is created first and its PDF uploaded next; archiving a unit document moves its file to the archive folder
// (strata spec 4); only archived documents can be deleted, and deleting takes the file with it.
import * as shared from '@portal/sdk/messages';
import type { components } from '@portal/sdk/types';
import { and, asc, desc, eq, getTableColumns, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  strataDocumentCategories,
  strataDocuments,
  strataProperties,
  strataUnitDocumentCategories,
  strataUnitDocuments,
  strataUnits,
} from '../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { sendStoredFile } from '../http/files.ts';
import { defineHandlers } from '../http/handlers.ts';
import { FileNotFoundError, type FileStorage, type StorageArea } from '../storage/file-storage.ts';
import { isoDateTime, isStrataAdmin, readPdfUpload, todayDate } from './strata-document-helpers.ts';

type Schemas = components['schemas'];

export const messages = {
  ...shared.strataDocumentMessages,
  notThisBuildingsCategory: "The type of document is not one of this building's categories.",
  archiveBeforeDelete: 'Archive the document before deleting it.',
  archivedForAdminsOnly: 'Only strata administrators can see archived documents.',
} as const;

const unitDocumentAreas = {
  active: 'unit-documents',
  archived: 'archived/unit-documents',
} as const satisfies Record<string, StorageArea>;

// ---------------------------------------------------------------- reading records as the contract has them

const strataDocumentColumns = {
  ...getTableColumns(strataDocuments),
  category: {
    id: strataDocumentCategories.id,
    name: strataDocumentCategories.name,
    strataPropertyId: strataDocumentCategories.strataPropertyId,
  },
};

type StrataDocumentRow = typeof strataDocuments.$inferSelect & {
  category: Schemas['StrataDocumentCategory'];
};

function toStrataDocument(row: StrataDocumentRow): Schemas['StrataDocument'] {
  return {
    id: row.id,
    title: row.title,
    strataPropertyId: row.strataPropertyId,
    strataDocumentCategoryId: row.strataDocumentCategoryId,
    strataDocumentCategory: row.category,
    fileName: row.fileName,
    documentDate: row.documentDate ?? todayDate(row.createdAt),
    path: row.path,
    description: row.description,
    hasFile: row.path !== null,
    archived: row.archived,
    createdAt: isoDateTime(row.createdAt),
  };
}

async function findStrataDocumentRow(db: Db | Tx, id: number): Promise<StrataDocumentRow | undefined> {
  const [row] = await db
    .select(strataDocumentColumns)
    .from(strataDocuments)
    .innerJoin(
      strataDocumentCategories,
      eq(strataDocumentCategories.id, strataDocuments.strataDocumentCategoryId),
    )
    .where(eq(strataDocuments.id, id))
    .limit(1);
  return row;
}

/** The strata property document as the contract has it; 404 when there is none. */
async function getStrataDocumentOr404(db: Db | Tx, id: number): Promise<Schemas['StrataDocument']> {
  const row = await findStrataDocumentRow(db, id);
  if (!row) throw notFound();
  return toStrataDocument(row);
}

const strataUnitDocumentColumns = {
  ...getTableColumns(strataUnitDocuments),
  category: { id: strataUnitDocumentCategories.id, name: strataUnitDocumentCategories.name },
};

type StrataUnitDocumentRow = typeof strataUnitDocuments.$inferSelect & {
  category: Schemas['StrataUnitDocumentCategory'];
};

function toStrataUnitDocument(row: StrataUnitDocumentRow): Schemas['StrataUnitDocument'] {
  return {
    id: row.id,
    title: row.title,
    strataUnitId: row.strataUnitId,
    strataUnitDocumentCategoryId: row.strataUnitDocumentCategoryId,
    strataUnitDocumentCategory: row.category,
    fileName: row.fileName,
    documentDate: row.documentDate ?? todayDate(row.createdAt),
    path: row.path,
    description: row.description,
    hasFile: row.path !== null,
    archived: row.archived,
    createdAt: isoDateTime(row.createdAt),
  };
}

async function findStrataUnitDocumentRow(
  db: Db | Tx,
  id: number,
): Promise<StrataUnitDocumentRow | undefined> {
  const [row] = await db
    .select(strataUnitDocumentColumns)
    .from(strataUnitDocuments)
    .innerJoin(
      strataUnitDocumentCategories,
      eq(strataUnitDocumentCategories.id, strataUnitDocuments.strataUnitDocumentCategoryId),
    )
    .where(eq(strataUnitDocuments.id, id))
    .limit(1);
  return row;
}

/** The strata unit document as the contract has it (also the answer of the strata forms); 404 when there is none. */
export async function getStrataUnitDocumentOr404(
  db: Db | Tx,
  id: number,
): Promise<Schemas['StrataUnitDocument']> {
  const row = await findStrataUnitDocumentRow(db, id);
  if (!row) throw notFound();
  return toStrataUnitDocument(row);
}

/** A building's document category: a shared one or one of its own folders. */
async function checkBuildingCategory(db: Db | Tx, buildingId: number, categoryId: number): Promise<void> {
  const [category] = await db
    .select({ strataPropertyId: strataDocumentCategories.strataPropertyId })
    .from(strataDocumentCategories)
    .where(eq(strataDocumentCategories.id, categoryId))
    .limit(1);
  if (!category) throw notFound('The type of document does not exist.');
  if (category.strataPropertyId !== null && category.strataPropertyId !== buildingId) {
    throw badRequest(messages.notThisBuildingsCategory, 'strataDocumentCategoryId');
  }
}

async function checkUnitCategory(db: Db | Tx, categoryId: number): Promise<void> {
  const [category] = await db
    .select({ id: strataUnitDocumentCategories.id })
    .from(strataUnitDocumentCategories)
    .where(eq(strataUnitDocumentCategories.id, categoryId))
    .limit(1);
  if (!category) throw notFound('The type of document does not exist.');
}

/** Deletes a file whose record is gone or replaced; a leftover file must not fail the request that replaced it. */
async function deleteQuietly(storage: FileStorage, key: string | null): Promise<void> {
  if (!key) return;
  try {
    await storage.delete(key);
  } catch {
    // An orphaned file costs disk space only; the record no longer points at it.
  }
}

export const handlers = defineHandlers({
  // ---------------------------------------------------------------- categories

  async listStrataDocumentCategories({ db, query }) {
    // x-owner: a building login or unit owner names only a building of its own.
    const buildingId = query.strataPropertyId === undefined ? null : Number(query.strataPropertyId);
    const withFolders = buildingId !== null;
    const rows = await db
      .select({
        id: strataDocumentCategories.id,
        name: strataDocumentCategories.name,
        strataPropertyId: strataDocumentCategories.strataPropertyId,
      })
      .from(strataDocumentCategories)
      .where(
        withFolders && buildingId !== null
          ? or(
              isNull(strataDocumentCategories.strataPropertyId),
              eq(strataDocumentCategories.strataPropertyId, buildingId),
            )
          : isNull(strataDocumentCategories.strataPropertyId),
      )
      // Shared categories first, then the building's folders, each group by name.
      .orderBy(
        sql`${strataDocumentCategories.strataPropertyId} IS NOT NULL`,
        asc(sql`lower(${strataDocumentCategories.name})`),
        asc(strataDocumentCategories.id),
      );
    return rows;
  },

  async listStrataUnitDocumentCategories({ db }) {
    return db
      .select({ id: strataUnitDocumentCategories.id, name: strataUnitDocumentCategories.name })
      .from(strataUnitDocumentCategories)
      .orderBy(asc(sql`lower(${strataUnitDocumentCategories.name})`), asc(strataUnitDocumentCategories.id));
  },

  // ---------------------------------------------------------------- strata property documents

  async listStrataPropertyDocuments({ db, params, query, user }) {
    const archived = query.archived === true;
    if (archived && !isStrataAdmin(user.role)) throw forbidden(messages.archivedForAdminsOnly);
    const buildingId = Number(params.id);
    const [building] = await db
      .select({ id: strataProperties.id })
      .from(strataProperties)
      .where(eq(strataProperties.id, buildingId))
      .limit(1);
    if (!building) throw notFound();
    const rows = await db
      .select(strataDocumentColumns)
      .from(strataDocuments)
      .innerJoin(
        strataDocumentCategories,
        eq(strataDocumentCategories.id, strataDocuments.strataDocumentCategoryId),
      )
      .where(and(eq(strataDocuments.strataPropertyId, buildingId), eq(strataDocuments.archived, archived)))
      .orderBy(sql`${strataDocuments.documentDate} DESC NULLS LAST`, desc(strataDocuments.id));
    return rows.map(toStrataDocument);
  },

  async getStrataDocument({ db, params, user }) {
    const document = await getStrataDocumentOr404(db, Number(params.id));
    if (document.archived && !isStrataAdmin(user.role)) throw notFound();
    return document;
  },

  async createStrataDocument({ db, body, reply }) {
    const input = body as Schemas['StrataDocumentInput'];
    if (!input.strataPropertyId || !input.strataDocumentCategoryId) {
      throw badRequest(
        messages.propertyDocumentBlank,
        input.strataPropertyId ? 'strataDocumentCategoryId' : 'strataPropertyId',
      );
    }
    const [building] = await db
      .select({ id: strataProperties.id })
      .from(strataProperties)
      .where(eq(strataProperties.id, input.strataPropertyId))
      .limit(1);
    if (!building) throw notFound('The strata property does not exist.');
    await checkBuildingCategory(db, building.id, input.strataDocumentCategoryId);
    const [created] = await db
      .insert(strataDocuments)
      .values({
        strataPropertyId: building.id,
        strataDocumentCategoryId: input.strataDocumentCategoryId,
        title: input.title,
        fileName: input.fileName ?? '',
        documentDate: input.documentDate ?? todayDate(),
        description: input.description ?? null,
      })
      .returning({ id: strataDocuments.id });
    if (!created) throw new Error('The new strata document was not returned');
    reply.code(201);
    return getStrataDocumentOr404(db, created.id);
  },

  async uploadStrataDocumentFile({ db, storage, params, request }) {
    const id = Number(params.id);
    const [existing] = await db
      .select({ path: strataDocuments.path })
      .from(strataDocuments)
      .where(eq(strataDocuments.id, id))
      .limit(1);
    if (!existing) throw notFound();
    const upload = await readPdfUpload(request, storage, 'strata-documents');
    const { stored } = upload;
    try {
      const [updated] = await db
        .update(strataDocuments)
        .set({ path: stored.key, fileName: upload.fileName, contentType: upload.mimeType, size: stored.size })
        .where(eq(strataDocuments.id, id))
        .returning({ id: strataDocuments.id, fileName: strataDocuments.fileName });
      if (!updated) throw notFound();
      await deleteQuietly(storage, existing.path);
      return updated;
    } catch (error) {
      await deleteQuietly(storage, stored.key);
      throw error;
    }
  },

  async updateStrataDocument({ db, body }) {
    const input = body as Schemas['StrataDocumentUpdate'];
    const [existing] = await db
      .select({ strataPropertyId: strataDocuments.strataPropertyId })
      .from(strataDocuments)
      .where(eq(strataDocuments.id, input.id))
      .limit(1);
    if (!existing) throw notFound();
    await checkBuildingCategory(db, existing.strataPropertyId, input.strataDocumentCategoryId);
    await db
      .update(strataDocuments)
      .set({
        title: input.title,
        strataDocumentCategoryId: input.strataDocumentCategoryId,
        // null clears the description; leaving it out keeps it.
        ...(input.description !== undefined && { description: input.description }),
      })
      .where(eq(strataDocuments.id, input.id));
    return getStrataDocumentOr404(db, input.id);
  },

  async archiveStrataDocument({ db, params }) {
    const id = Number(params.id);
    await db.update(strataDocuments).set({ archived: true }).where(eq(strataDocuments.id, id));
    return getStrataDocumentOr404(db, id);
  },

  async restoreStrataDocument({ db, params }) {
    const id = Number(params.id);
    await db.update(strataDocuments).set({ archived: false }).where(eq(strataDocuments.id, id));
    return getStrataDocumentOr404(db, id);
  },

  async deleteStrataDocument({ db, storage, params }) {
    const id = Number(params.id);
    const [existing] = await db
      .select({ archived: strataDocuments.archived })
      .from(strataDocuments)
      .where(eq(strataDocuments.id, id))
      .limit(1);
    if (!existing) throw notFound();
    if (!existing.archived) throw conflict(messages.archiveBeforeDelete);
    // The condition on archived guards against a restore between the check and the delete.
    const [deleted] = await db
      .delete(strataDocuments)
      .where(and(eq(strataDocuments.id, id), eq(strataDocuments.archived, true)))
      .returning({ path: strataDocuments.path });
    if (!deleted) throw conflict(messages.archiveBeforeDelete);
    await deleteQuietly(storage, deleted.path);
    return undefined;
  },

  async getStrataDocumentFile({ db, storage, params, query, reply, user }) {
    const row = await findStrataDocumentRow(db, Number(params.id));
    if (!row || (row.archived && !isStrataAdmin(user.role))) throw notFound();
    return sendStoredFile(
      { reply, storage },
      {
        key: row.path,
        fileName: row.fileName || `${row.title}.pdf`,
        contentType: row.contentType ?? 'application/pdf',
        disposition: query.download === true ? 'attachment' : 'inline',
      },
    );
  },

  // ---------------------------------------------------------------- strata unit documents

  async createStrataUnitDocument({ db, body, reply }) {
    const input = body as Schemas['StrataUnitDocumentInput'];
    if (!input.strataUnitId || !input.strataUnitDocumentCategoryId) {
      throw badRequest(
        messages.unitDocumentBlank,
        input.strataUnitId ? 'strataUnitDocumentCategoryId' : 'strataUnitId',
      );
    }
    const [unit] = await db
      .select({ id: strataUnits.id })
      .from(strataUnits)
      .where(eq(strataUnits.id, input.strataUnitId))
      .limit(1);
    if (!unit) throw notFound('The strata unit does not exist.');
    await checkUnitCategory(db, input.strataUnitDocumentCategoryId);
    const [created] = await db
      .insert(strataUnitDocuments)
      .values({
        strataUnitId: unit.id,
        strataUnitDocumentCategoryId: input.strataUnitDocumentCategoryId,
        title: input.title,
        fileName: input.fileName ?? '',
        documentDate: input.documentDate ?? todayDate(),
        description: input.description ?? null,
      })
      .returning({ id: strataUnitDocuments.id });
    if (!created) throw new Error('The new strata unit document was not returned');
    reply.code(201);
    return getStrataUnitDocumentOr404(db, created.id);
  },

  async uploadStrataUnitDocumentFile({ db, storage, params, request }) {
    const id = Number(params.id);
    const [existing] = await db
      .select({ path: strataUnitDocuments.path, archived: strataUnitDocuments.archived })
      .from(strataUnitDocuments)
      .where(eq(strataUnitDocuments.id, id))
      .limit(1);
    if (!existing) throw notFound();
    // An archived document's file lives in the archive folder, so restore finds it there.
    const area = existing.archived ? unitDocumentAreas.archived : unitDocumentAreas.active;
    const upload = await readPdfUpload(request, storage, area);
    const { stored } = upload;
    try {
      const [updated] = await db
        .update(strataUnitDocuments)
        .set({ path: stored.key, fileName: upload.fileName, contentType: upload.mimeType, size: stored.size })
        .where(eq(strataUnitDocuments.id, id))
        .returning({ id: strataUnitDocuments.id, fileName: strataUnitDocuments.fileName });
      if (!updated) throw notFound();
      await deleteQuietly(storage, existing.path);
      return updated;
    } catch (error) {
      await deleteQuietly(storage, stored.key);
      throw error;
    }
  },

  async getStrataUnitDocument({ db, params, user }) {
    const document = await getStrataUnitDocumentOr404(db, Number(params.id));
    if (document.archived && !isStrataAdmin(user.role)) throw notFound();
    return document;
  },

  async deleteStrataUnitDocument({ db, storage, params }) {
    const id = Number(params.id);
    const [existing] = await db
      .select({ archived: strataUnitDocuments.archived })
      .from(strataUnitDocuments)
      .where(eq(strataUnitDocuments.id, id))
      .limit(1);
    if (!existing) throw notFound();
    if (!existing.archived) throw conflict(messages.archiveBeforeDelete);
    const [deleted] = await db
      .delete(strataUnitDocuments)
      .where(and(eq(strataUnitDocuments.id, id), eq(strataUnitDocuments.archived, true)))
      .returning({ path: strataUnitDocuments.path });
    if (!deleted) throw conflict(messages.archiveBeforeDelete);
    await deleteQuietly(storage, deleted.path);
    return undefined;
  },

  async listStrataUnitDocuments({ db, params, query, user }) {
    const archived = query.archived === true;
    if (archived && !isStrataAdmin(user.role)) throw forbidden(messages.archivedForAdminsOnly);
    const unitId = Number(params.id);
    const [unit] = await db
      .select({ id: strataUnits.id })
      .from(strataUnits)
      .where(eq(strataUnits.id, unitId))
      .limit(1);
    if (!unit) throw notFound();
    const rows = await db
      .select(strataUnitDocumentColumns)
      .from(strataUnitDocuments)
      .innerJoin(
        strataUnitDocumentCategories,
        eq(strataUnitDocumentCategories.id, strataUnitDocuments.strataUnitDocumentCategoryId),
      )
      .where(and(eq(strataUnitDocuments.strataUnitId, unitId), eq(strataUnitDocuments.archived, archived)))
      .orderBy(sql`${strataUnitDocuments.documentDate} DESC NULLS LAST`, desc(strataUnitDocuments.id));
    return rows.map(toStrataUnitDocument);
  },

  async updateStrataUnitDocument({ db, params, body }) {
    const id = Number(params.id);
    const input = body as Schemas['StrataUnitDocumentUpdate'];
    const [existing] = await db
      .select({ id: strataUnitDocuments.id })
      .from(strataUnitDocuments)
      .where(eq(strataUnitDocuments.id, id))
      .limit(1);
    if (!existing) throw notFound();
    await checkUnitCategory(db, input.strataUnitDocumentCategoryId);
    await db
      .update(strataUnitDocuments)
      .set({
        title: input.title,
        strataUnitDocumentCategoryId: input.strataUnitDocumentCategoryId,
        ...(input.documentDate !== undefined && { documentDate: input.documentDate }),
        ...(input.description !== undefined && { description: input.description }),
      })
      .where(eq(strataUnitDocuments.id, id));
    return getStrataUnitDocumentOr404(db, id);
  },

  async archiveStrataUnitDocument({ db, storage, params }) {
    return moveUnitDocument(db, storage, Number(params.id), true);
  },

  async restoreStrataUnitDocument({ db, storage, params }) {
    return moveUnitDocument(db, storage, Number(params.id), false);
  },

  async getStrataUnitDocumentFile({ db, storage, params, query, reply, user }) {
    const row = await findStrataUnitDocumentRow(db, Number(params.id));
    if (!row || (row.archived && !isStrataAdmin(user.role))) throw notFound();
    return sendStoredFile(
      { reply, storage },
      {
        key: row.path,
        fileName: row.fileName || `${row.title}.pdf`,
        contentType: row.contentType ?? 'application/pdf',
        disposition: query.download === true ? 'attachment' : 'inline',
      },
    );
  },
});

/**
 * Archives (or restores) a unit document: its file moves to the archive folder (or back) and the record follows. The
 * row is locked while the file moves, and the file moves back when the record cannot be saved, so record and file
 * never disagree.
 */
async function moveUnitDocument(
  db: Db,
  storage: FileStorage,
  id: number,
  archive: boolean,
): Promise<Schemas['StrataUnitDocument']> {
  const target = archive ? unitDocumentAreas.archived : unitDocumentAreas.active;
  const source = archive ? unitDocumentAreas.active : unitDocumentAreas.archived;
  let moved: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ path: strataUnitDocuments.path, archived: strataUnitDocuments.archived })
        .from(strataUnitDocuments)
        .where(eq(strataUnitDocuments.id, id))
        .for('update');
      if (!existing) throw notFound();
      if (existing.archived === archive) return;
      let newPath: string | null = null;
      if (existing.path) {
        try {
          newPath = moved = await storage.move(existing.path, target);
        } catch (error) {
          // A record whose file is gone keeps no dangling path.
          if (!(error instanceof FileNotFoundError)) throw error;
        }
      }
      await tx
        .update(strataUnitDocuments)
        .set({ archived: archive, path: newPath })
        .where(eq(strataUnitDocuments.id, id));
    });
  } catch (error) {
    if (moved) await storage.move(moved, source);
    throw error;
  }
  return getStrataUnitDocumentOr404(db, id);
}
