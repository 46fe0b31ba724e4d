// What the strata document, payment, import and form handlers (H3) share: the PDF upload with the strata spec's
// messages, and the unit with its building.
import { eq, getTableColumns } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { strataProperties, strataUnits } from '../db/schema.ts';
import { badRequest, HttpError } from '../errors.ts';
import { type StoredUpload, storeUpload } from '../http/uploads.ts';
import type { FileStorage, StorageArea } from '../storage/file-storage.ts';

export const noFileMessage = 'Please select a file!';
/** Strata spec 5: more than one replacement file. */
export const tooManyPdfsMessage = 'Too many files selected, please only choose one file to re-upload';

/** True for the "more than one file" failure, however the multipart layer reported it. */
export function isTooManyFiles(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return true;
  // storeUpload answers 400 for no file, several files or invalid form fields; an upload form has only `file`, so a
  // 400 that is not "no file" is "several files".
  return error instanceof HttpError && error.statusCode === 400 && error.message !== noFileMessage;
}

/**
 * One PDF (by content, at most 20 MB) from the request, streamed into `area` of the storage; several files get the
 * strata spec's message.
 */
export async function readPdfUpload(
  request: FastifyRequest,
  storage: FileStorage,
  area: StorageArea,
): Promise<StoredUpload> {
  try {
    return await storeUpload(request, 'pdf', storage, area);
  } catch (error) {
    if (isTooManyFiles(error)) throw badRequest(tooManyPdfsMessage, 'file');
    throw error;
  }
}

/** A unit and its building, or undefined. */
export async function findUnitWithBuilding(db: Db | Tx, unitId: number) {
  const [row] = await db
    .select({
      unit: getTableColumns(strataUnits),
      building: getTableColumns(strataProperties),
    })
    .from(strataUnits)
    .innerJoin(strataProperties, eq(strataProperties.id, strataUnits.strataPropertyId))
    .where(eq(strataUnits.id, unitId))
    .limit(1);
  return row;
}

/** Whether the caller's role may see archived strata records (the admins). */
export function isStrataAdmin(role: string): boolean {
  return role === 'strataAdmin' || role === 'superAdmin';
}
