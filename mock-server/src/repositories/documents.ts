// Rental documents (Document) and folders as the contract has them: a document of a property or of an owner profile,
// with its type and what it belongs to; a folder of a rental property or of a strata building.
import type { Document } from '@portal/sdk/types';
import { and, asc, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import type { RowsQuery, SqlList, SqlRows } from '../db/list.ts';
import { listExtras } from '../db/list-counts.ts';
import type { ListColumns } from '../db/list-sql.ts';
import { insertPrepared, prepared } from '../db/prepared.ts';
import {
  documents,
  documentTypes,
  folders,
  ownerProfiles,
  properties,
  strataDocumentCategories,
  strataProperties,
} from '../db/schema.ts';

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
export type DocumentRow = Awaited<ReturnType<ReturnType<typeof selectDocuments>['where']>>[number];

export function toDocument(row: DocumentRow): Document {
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

/** A document with its type and what it belongs to (and whether that is archived), or undefined. */
export async function findDocument(db: Db, id: number): Promise<DocumentRow | undefined> {
  const [row] = await prepared(db, 'portal_document_by_id', (handle) =>
    selectDocuments(handle)
      .where(eq(documents.id, sql.placeholder('id')))
      .limit(1)
      .prepare('portal_document_by_id'),
  ).execute({ id });
  return row;
}

/** Newest documentDate first; undated ones last. */
const documentOrder = [sql`${documents.documentDate} DESC NULLS LAST`, desc(documents.id)];

/** The documents of a property or of an owner profile, newest first; `activeOnly` leaves the archived ones out. */
export async function listDocuments(
  db: Db,
  of: { propertyId: number } | { ownerId: number },
  options: { activeOnly: boolean },
): Promise<Document[]> {
  const byProperty = 'propertyId' in of;
  // One statement per kind of list (a property's or an owner's, all or the active ones).
  const name = `portal_documents_of_${byProperty ? 'property' : 'owner'}${options.activeOnly ? '_active' : ''}`;
  const rows = await prepared(db, name, (handle) =>
    selectDocuments(handle)
      .where(
        and(
          eq(byProperty ? documents.propertyId : documents.ownerId, sql.placeholder('id')),
          options.activeOnly ? eq(documents.archived, false) : undefined,
        ),
      )
      .orderBy(...documentOrder)
      .prepare(name),
  ).execute({ id: byProperty ? of.propertyId : of.ownerId });
  return rows.map(toDocument);
}

/** The day a document is filed under: its date, or its record's creation day. */
const filedOn = sql<string>`coalesce(${documents.documentDate}, (${documents.createdAt})::date)`;

/** The admin's Documents table: Title, Filed For, Type, Date. */
const documentListColumns: ListColumns = {
  sort: {
    title: documents.fileName,
    // Copies on the document's row (kept by triggers, migration 0024), each indexed with id.
    filedFor: documents.filedFor,
    documentType: documentTypes.name,
    documentDate: documents.filedOn,
  },
  search: [documents.fileName, properties.rmNumber, ownerProfiles.name, documentTypes.name],
  links: [
    [documents.propertyId, properties.id],
    [documents.ownerId, ownerProfiles.id],
    [documents.documentTypeId, documentTypes.id],
  ],
  id: documents.id,
  defaultSort: 'documentDate',
};

/** Every rental document, of properties and of owners, archived ones included (the admin's Documents page). */
export function documentList(db: Db): SqlList<Document> {
  const selectRows: SqlRows<Document> = (page) => {
    const query = db
      .select({
        id: documents.id,
        propertyId: documents.propertyId,
        ownerId: documents.ownerId,
        documentTypeId: documents.documentTypeId,
        documentType: { id: documentTypes.id, name: documentTypes.name, appliesTo: documentTypes.appliesTo },
        fileName: documents.fileName,
        title: documents.title,
        documentDate: sql<string>`(${filedOn})::text`,
        path: documents.path,
        hasFile: sql<boolean>`${documents.path} is not null`,
        propertyRmNumber: properties.rmNumber,
        ownerName: ownerProfiles.name,
        ...listExtras(page),
      })
      .from(documents)
      .innerJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
      .leftJoin(properties, eq(properties.id, documents.propertyId))
      .leftJoin(ownerProfiles, eq(ownerProfiles.id, documents.ownerId))
      .where(page.where)
      .orderBy(...page.order)
      .$dynamic();
    if (page.limit !== undefined) query.limit(page.limit).offset(page.offset ?? 0);
    return query as RowsQuery<Document>;
  };
  return {
    columns: documentListColumns,
    where: undefined,
    rows: selectRows,
    count: async (where) => {
      const [row] = await db
        .select({ n: count() })
        .from(documents)
        .innerJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
        .leftJoin(properties, eq(properties.id, documents.propertyId))
        .leftJoin(ownerProfiles, eq(ownerProfiles.id, documents.ownerId))
        .where(where);
      return row?.n ?? 0;
    },
  };
}

export function listDocumentTypes(db: Db) {
  return db.select().from(documentTypes).orderBy(asc(documentTypes.name));
}

export async function findDocumentType(db: Db, id: number) {
  const [type] = await prepared(db, 'portal_document_type_by_id', (handle) =>
    handle
      .select()
      .from(documentTypes)
      .where(eq(documentTypes.id, sql.placeholder('id')))
      .limit(1)
      .prepare('portal_document_type_by_id'),
  ).execute({ id });
  return type;
}

/**
 * What a new document depends on, read in one statement: its type (undefined when there is no such type), and the
 * property and the owner it would belong to as a document's read shows them (null ids when there is none, or none
 * was asked).
 */
export async function findDocumentCreationState(
  db: Db,
  documentTypeId: number,
  of: { propertyId: number | null; ownerId: number | null },
) {
  const [state] = await prepared(db, 'portal_document_creation_state', (handle) =>
    handle
      .select({
        type: documentTypes,
        propertyId: properties.id,
        propertyRmNumber: properties.rmNumber,
        propertyArchived: properties.archived,
        ownerId: ownerProfiles.id,
        ownerName: ownerProfiles.name,
        ownerArchived: ownerProfiles.archived,
      })
      .from(documentTypes)
      .leftJoin(properties, eq(properties.id, sql.placeholder('propertyId')))
      .leftJoin(ownerProfiles, eq(ownerProfiles.id, sql.placeholder('ownerId')))
      .where(eq(documentTypes.id, sql.placeholder('documentTypeId')))
      .prepare('portal_document_creation_state'),
  ).execute({ documentTypeId, ...of });
  return state;
}

/** A new document record (its file comes later): its row. */
export async function insertDocument(
  db: Db,
  values: Pick<
    typeof documents.$inferInsert,
    'propertyId' | 'ownerId' | 'documentTypeId' | 'fileName' | 'documentDate'
  >,
): Promise<DocumentRow['document']> {
  const [created] = await insertPrepared(
    db,
    'portal_document_insert',
    { ...values, title: values.fileName },
    (handle, fields) =>
      handle
        .insert(documents)
        .values(fields as typeof documents.$inferInsert)
        .returning(),
  );
  if (!created) throw new Error('The new document was not returned');
  return created;
}

/** Renames a document (its title is its name) and sets its type. */
export async function updateDocument(db: Db, id: number, fileName: string, documentTypeId: number) {
  await db.update(documents).set({ fileName, title: fileName, documentTypeId }).where(eq(documents.id, id));
}

/**
 * Points the document at a newly stored file; the storage key of the file it had (null for none), or undefined when
 * the document is gone. The row is locked while its path is swapped, so of two uploads at once neither file is left
 * orphaned.
 */
export function replaceDocumentFile(
  db: Db,
  id: number,
  file: { key: string; contentType: string; size: number },
  /** Runs in the same transaction when this is the document's first file (its owners are told of it once). */
  onFirstFile?: (tx: Tx) => Promise<unknown>,
): Promise<string | null | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ path: documents.path })
      .from(documents)
      .where(eq(documents.id, id))
      .for('update');
    if (!current) return undefined;
    await tx
      .update(documents)
      .set({ path: file.key, contentType: file.contentType, size: file.size })
      .where(eq(documents.id, id));
    if (current.path === null) await onFirstFile?.(tx);
    return current.path;
  });
}

export async function deleteDocument(db: Db, id: number): Promise<void> {
  await db.delete(documents).where(eq(documents.id, id));
}

/** A new folder of the rental property; its id, or null when the property already has one of that name. */
export async function insertPropertyFolder(db: Db, propertyId: number, name: string): Promise<number | null> {
  const [taken] = await db
    .select({ id: folders.id })
    .from(folders)
    .where(and(eq(folders.propertyId, propertyId), sql`upper(${folders.name}) = upper(${name})`));
  if (taken) return null;
  const [folder] = await db.insert(folders).values({ name, propertyId }).returning({ id: folders.id });
  if (!folder) throw new Error('The new folder was not returned');
  return folder.id;
}

/** Whether the strata building exists. */
export async function buildingExists(db: Db, id: number): Promise<boolean> {
  const [building] = await db
    .select({ id: strataProperties.id })
    .from(strataProperties)
    .where(eq(strataProperties.id, id));
  return building !== undefined;
}

/**
 * A new folder (document category) of the strata building; its id, or null when the name is taken. The shared
 * categories show among the building's own, so a folder may not repeat their names either.
 */
export async function insertBuildingFolder(db: Db, buildingId: number, name: string): Promise<number | null> {
  const [taken] = await db
    .select({ id: strataDocumentCategories.id })
    .from(strataDocumentCategories)
    .where(
      and(
        or(
          eq(strataDocumentCategories.strataPropertyId, buildingId),
          isNull(strataDocumentCategories.strataPropertyId),
        ),
        sql`upper(${strataDocumentCategories.name}) = upper(${name})`,
      ),
    );
  if (taken) return null;
  const [category] = await db
    .insert(strataDocumentCategories)
    .values({ name, strataPropertyId: buildingId })
    .returning({ id: strataDocumentCategories.id });
  if (!category) throw new Error('The new folder was not returned');
  return category.id;
}
