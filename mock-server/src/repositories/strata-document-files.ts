// The files of strata documents of both kinds (repositories/strata-documents.ts): attaching an uploaded PDF, archiving
// (a unit document's file moves to the archive folder, strata spec 4) and deleting an archived document with its file.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { conflict, notFound } from '../errors.ts';
import { FileNotFoundError, type FileStorage, type StorageArea } from '../storage/file-storage.ts';
import { type DocumentKind, documentMessages, type Queryable } from './strata-documents.ts';

/** Deletes a file whose record is gone or replaced; a leftover file must not fail the request that replaced it. */
export async function deleteQuietly(storage: FileStorage, key: string | null): Promise<void> {
  if (!key) return;
  try {
    await storage.delete(key);
  } catch {
    // An orphaned file costs disk space only; the record no longer points at it.
  }
}

/** The stored file's area and current key, for an upload that replaces it; 404 for no such document. */
export async function fileSlot<Doc>(
  db: Queryable,
  kind: DocumentKind<Doc>,
  id: number,
): Promise<{ area: StorageArea; path: string | null }> {
  const { table } = kind;
  const [existing] = await db
    .select({ path: table.path, archived: table.archived })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  if (!existing) throw notFound();
  // An archived unit document's file lives in the archive folder, so restore finds it there.
  return { area: existing.archived ? kind.area.archived : kind.area.active, path: existing.path };
}

/** Points the record at its new file and deletes the old one; the new file is deleted when the record is gone. */
export async function attachFile<Doc>(
  db: Queryable,
  storage: FileStorage,
  kind: DocumentKind<Doc>,
  id: number,
  previousPath: string | null,
  file: { key: string; size: number; fileName: string; contentType: string },
): Promise<{ id: number; fileName: string }> {
  const { table } = kind;
  try {
    const [updated] = await db
      .update(table)
      .set({ path: file.key, fileName: file.fileName, contentType: file.contentType, size: file.size })
      .where(eq(table.id, id))
      .returning({ id: table.id, fileName: table.fileName });
    if (!updated) throw notFound();
    await deleteQuietly(storage, previousPath);
    return updated;
  } catch (error) {
    await deleteQuietly(storage, file.key);
    throw error;
  }
}

/** Deletes an archived document and its file; 409 while it is not archived. */
export async function deleteArchivedDocument<Doc>(
  db: Queryable,
  storage: FileStorage,
  kind: DocumentKind<Doc>,
  id: number,
): Promise<void> {
  const { table } = kind;
  const [existing] = await db
    .select({ archived: table.archived })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  if (!existing) throw notFound();
  if (!existing.archived) throw conflict(documentMessages.archiveBeforeDelete);
  // The condition on archived guards against a restore between the check and the delete.
  const [deleted] = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.archived, true)))
    .returning({ path: table.path });
  if (!deleted) throw conflict(documentMessages.archiveBeforeDelete);
  await deleteQuietly(storage, deleted.path);
}

/**
 * Saves a document's archived flag. Where the kind keeps archived files apart, the file moves (or back) and the
 * record follows: the row is locked while the file moves, and the file moves back when the record cannot be saved,
 * so record and file never disagree.
 */
export async function saveArchived<Doc>(
  db: Db,
  storage: FileStorage,
  kind: DocumentKind<Doc>,
  id: number,
  archive: boolean,
): Promise<void> {
  const { table } = kind;
  if (kind.area.active === kind.area.archived) {
    await db.update(table).set({ archived: archive }).where(eq(table.id, id));
    return;
  }
  const target = archive ? kind.area.archived : kind.area.active;
  const source = archive ? kind.area.active : kind.area.archived;
  let moved: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ path: table.path, archived: table.archived })
        .from(table)
        .where(eq(table.id, id))
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
      await tx.update(table).set({ archived: archive, path: newPath }).where(eq(table.id, id));
    });
  } catch (error) {
    if (moved) await storage.move(moved, source);
    throw error;
  }
}
