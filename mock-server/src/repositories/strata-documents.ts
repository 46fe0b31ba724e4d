// Strata documents of both kinds, a building's (strata property documents) and a unit's: their SQL and their mapping
// to the contract. The two tables have the same columns but for the owner and category columns, so every operation is
// written once and takes the kind. Only a unit document's file moves to the archive folder when it is archived (strata
// spec 4); a building document's file stays where it is.
import type { StrataDocument, StrataUnitDocument } from '@portal/sdk/types';
import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  strataDocumentCategories,
  strataDocuments,
  strataProperties,
  strataUnitDocumentCategories,
  strataUnitDocuments,
  strataUnits,
} from '../db/schema.ts';
import { badRequest, notFound } from '../errors.ts';
import type { StorageArea } from '../storage/file-storage.ts';
import { isoDateTime, todayDate } from './dates.ts';

export type Queryable = Db | Tx;

export const documentMessages = {
  notThisBuildingsCategory: "The type of document is not one of this building's categories.",
  archiveBeforeDelete: 'Archive the document before deleting it.',
  categoryMissing: 'The type of document does not exist.',
} as const;

/** A document row of either kind, its owner (building or unit) and category under one name each. */
export interface DocumentRow {
  id: number;
  ownerId: number;
  categoryId: number;
  title: string;
  fileName: string;
  documentDate: string | null;
  path: string | null;
  contentType: string | null;
  description: string | null;
  archived: boolean;
  createdAt: Date;
  category: { id: number; name: string; strataPropertyId: number | null };
}

/** What a new document of either kind is made of. */
export interface NewDocument {
  ownerId: number;
  categoryId: number;
  title: string;
  fileName?: string;
  /** YYYY-MM-DD; the service gives the company's today when the caller gave none. */
  documentDate: string;
  description?: string | null;
}

/** The changes of an edit; undefined leaves a field as it is, a null description clears it. */
export interface DocumentChanges {
  title: string;
  categoryId: number;
  documentDate?: string;
  description?: string | null;
}

export interface DocumentKind<Doc> {
  /** The contract's names of the owner and category fields, which a 400 names. */
  fields: { owner: string; category: string };
  table: typeof strataDocuments | typeof strataUnitDocuments;
  ownerColumn: typeof strataDocuments.strataPropertyId | typeof strataUnitDocuments.strataUnitId;
  categoryColumn:
    | typeof strataDocuments.strataDocumentCategoryId
    | typeof strataUnitDocuments.strataUnitDocumentCategoryId;
  owners: typeof strataProperties | typeof strataUnits;
  ownerMissing: string;
  categories: typeof strataDocumentCategories | typeof strataUnitDocumentCategories;
  /** The building a category is a folder of (building documents); null for the unit categories, all shared. */
  categoryBuilding: typeof strataDocumentCategories.strataPropertyId | SQL<number | null>;
  /** Where a file is stored: a unit document's archived file lives apart, a building document's does not. */
  area: { active: StorageArea; archived: StorageArea };
  toContract(row: DocumentRow): Doc;
  insert(db: Queryable, document: Required<NewDocument>): Promise<{ id: number } | undefined>;
}

/** The fields both kinds have, as the contract has them. */
function commonFields(row: DocumentRow) {
  return {
    fileName: row.fileName,
    documentDate: row.documentDate ?? todayDate(row.createdAt),
    path: row.path,
    description: row.description,
    hasFile: row.path !== null,
    archived: row.archived,
    createdAt: isoDateTime(row.createdAt),
  };
}

export const buildingDocuments: DocumentKind<StrataDocument> = {
  fields: { owner: 'strataPropertyId', category: 'strataDocumentCategoryId' },
  table: strataDocuments,
  ownerColumn: strataDocuments.strataPropertyId,
  categoryColumn: strataDocuments.strataDocumentCategoryId,
  owners: strataProperties,
  ownerMissing: 'The strata property does not exist.',
  categories: strataDocumentCategories,
  categoryBuilding: strataDocumentCategories.strataPropertyId,
  area: { active: 'strata-documents', archived: 'strata-documents' },
  toContract: (row) => ({
    id: row.id,
    title: row.title,
    strataPropertyId: row.ownerId,
    strataDocumentCategoryId: row.categoryId,
    strataDocumentCategory: row.category,
    ...commonFields(row),
  }),
  async insert(db, { ownerId, categoryId, ...values }) {
    const [created] = await db
      .insert(strataDocuments)
      .values({ ...values, strataPropertyId: ownerId, strataDocumentCategoryId: categoryId })
      .returning({ id: strataDocuments.id });
    return created;
  },
};

export const unitDocuments: DocumentKind<StrataUnitDocument> = {
  fields: { owner: 'strataUnitId', category: 'strataUnitDocumentCategoryId' },
  table: strataUnitDocuments,
  ownerColumn: strataUnitDocuments.strataUnitId,
  categoryColumn: strataUnitDocuments.strataUnitDocumentCategoryId,
  owners: strataUnits,
  ownerMissing: 'The strata unit does not exist.',
  categories: strataUnitDocumentCategories,
  categoryBuilding: sql<number | null>`null`,
  area: { active: 'unit-documents', archived: 'archived/unit-documents' },
  toContract: (row) => ({
    id: row.id,
    title: row.title,
    strataUnitId: row.ownerId,
    strataUnitDocumentCategoryId: row.categoryId,
    strataUnitDocumentCategory: { id: row.category.id, name: row.category.name },
    ...commonFields(row),
  }),
  async insert(db, { ownerId, categoryId, ...values }) {
    const [created] = await db
      .insert(strataUnitDocuments)
      .values({ ...values, strataUnitId: ownerId, strataUnitDocumentCategoryId: categoryId })
      .returning({ id: strataUnitDocuments.id });
    return created;
  },
};

function selectRows<Doc>(db: Queryable, kind: DocumentKind<Doc>) {
  const { table, categories } = kind;
  return db
    .select({
      id: table.id,
      ownerId: kind.ownerColumn,
      categoryId: kind.categoryColumn,
      title: table.title,
      fileName: table.fileName,
      documentDate: table.documentDate,
      path: table.path,
      contentType: table.contentType,
      description: table.description,
      archived: table.archived,
      createdAt: table.createdAt,
      category: { id: categories.id, name: categories.name, strataPropertyId: kind.categoryBuilding },
    })
    .from(table)
    .innerJoin(categories, eq(categories.id, kind.categoryColumn));
}

export async function findDocumentRow<Doc>(
  db: Queryable,
  kind: DocumentKind<Doc>,
  id: number,
): Promise<DocumentRow | undefined> {
  const [row] = await selectRows(db, kind).where(eq(kind.table.id, id)).limit(1);
  return row;
}

/** The document as the contract has it; 404 when there is none. */
export async function getDocumentOr404<Doc>(
  db: Queryable,
  kind: DocumentKind<Doc>,
  id: number,
): Promise<Doc> {
  const row = await findDocumentRow(db, kind, id);
  if (!row) throw notFound();
  return kind.toContract(row);
}

async function ownerExists<Doc>(db: Queryable, kind: DocumentKind<Doc>, ownerId: number): Promise<boolean> {
  const [owner] = await db
    .select({ id: kind.owners.id })
    .from(kind.owners)
    .where(eq(kind.owners.id, ownerId))
    .limit(1);
  return owner !== undefined;
}

/** A building's or unit's documents, archived or not, the latest document date first; 404 for no such owner. */
export async function listDocuments<Doc>(
  db: Queryable,
  kind: DocumentKind<Doc>,
  ownerId: number,
  archived: boolean,
): Promise<Doc[]> {
  if (!(await ownerExists(db, kind, ownerId))) throw notFound();
  const rows = await selectRows(db, kind)
    .where(and(eq(kind.ownerColumn, ownerId), eq(kind.table.archived, archived)))
    .orderBy(sql`${kind.table.documentDate} DESC NULLS LAST`, desc(kind.table.id));
  return rows.map(kind.toContract);
}

/** The category must exist and, for a building document, be shared or one of that building's own folders. */
async function checkCategory<Doc>(
  db: Queryable,
  kind: DocumentKind<Doc>,
  ownerBuildingId: number | null,
  categoryId: number,
): Promise<void> {
  const [category] = await db
    .select({ strataPropertyId: kind.categoryBuilding })
    .from(kind.categories)
    .where(eq(kind.categories.id, categoryId))
    .limit(1);
  if (!category) throw notFound(documentMessages.categoryMissing);
  if (category.strataPropertyId !== null && category.strataPropertyId !== ownerBuildingId) {
    throw badRequest(documentMessages.notThisBuildingsCategory, kind.fields.category);
  }
}

/** A new record without a file (the PDF is uploaded next); 404 for no such owner or category. */
export async function createDocument<Doc>(
  db: Queryable,
  kind: DocumentKind<Doc>,
  document: NewDocument,
): Promise<Doc> {
  if (!(await ownerExists(db, kind, document.ownerId))) throw notFound(kind.ownerMissing);
  await checkCategory(db, kind, document.ownerId, document.categoryId);
  const created = await kind.insert(db, {
    ...document,
    fileName: document.fileName ?? '',
    description: document.description ?? null,
  });
  if (!created) throw new Error('The new document was not returned');
  return getDocumentOr404(db, kind, created.id);
}

export async function updateDocument<Doc>(
  db: Queryable,
  kind: DocumentKind<Doc>,
  id: number,
  changes: DocumentChanges,
): Promise<Doc> {
  const { table } = kind;
  const [existing] = await db
    .select({ ownerId: kind.ownerColumn })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  if (!existing) throw notFound();
  await checkCategory(db, kind, existing.ownerId, changes.categoryId);
  const categoryChange =
    kind.table === strataDocuments
      ? { strataDocumentCategoryId: changes.categoryId }
      : { strataUnitDocumentCategoryId: changes.categoryId };
  await db
    .update(table)
    .set({
      title: changes.title,
      ...categoryChange,
      ...(changes.documentDate !== undefined && { documentDate: changes.documentDate }),
      ...(changes.description !== undefined && { description: changes.description }),
    })
    .where(eq(table.id, id));
  return getDocumentOr404(db, kind, id);
}

// ---------------------------------------------------------------- categories

/** The building categories: the shared ones, and with a building its own folders after them, each group by name. */
export function listBuildingCategories(db: Queryable, buildingId: number | null) {
  const { id, name, strataPropertyId } = strataDocumentCategories;
  const shared = isNull(strataPropertyId);
  return db
    .select({ id, name, strataPropertyId })
    .from(strataDocumentCategories)
    .where(buildingId === null ? shared : or(shared, eq(strataPropertyId, buildingId)))
    .orderBy(sql`${strataPropertyId} IS NOT NULL`, asc(sql`lower(${name})`), asc(id));
}

export function listUnitCategories(db: Queryable) {
  const { id, name } = strataUnitDocumentCategories;
  return db
    .select({ id, name })
    .from(strataUnitDocumentCategories)
    .orderBy(asc(sql`lower(${name})`), asc(id));
}
