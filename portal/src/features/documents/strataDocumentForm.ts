// The strata document upload and edit forms (strata spec 2, 5, 7, 8): their values, rules with the spec's messages,
// and the calls: a record first, then its PDF, for each file.

import { ApiError, type PortalClient } from '@portal/sdk/client';
import {
  archiveStrataDocument,
  archiveStrataUnitDocument,
  createStrataDocument,
  createStrataUnitDocument,
  deleteStrataDocument,
  deleteStrataUnitDocument,
  uploadStrataDocumentFile,
  uploadStrataUnitDocumentFile,
} from '@portal/sdk/operations';
import { type UploadPreset, uploadPresets, validateFileSelection } from '@portal/ui';
import { today } from '../shared/dateTime.ts';
import { requiredMessage } from '../shared/forms/messages.ts';
import { strataDocumentMessages } from './strataDocumentMessages.ts';
import type { StrataDocumentKind } from './viewerRoute.ts';

export { strataDocumentMessages } from './strataDocumentMessages.ts';

export const documentForOptions = [
  { value: 'property', label: 'Strata Property' },
  { value: 'unit', label: 'Strata Unit' },
] as const;

export function isDocumentKind(value: unknown): value is StrataDocumentKind {
  return value === 'property' || value === 'unit';
}

export interface StrataDocumentUploadValues {
  documentFor: StrataDocumentKind;
  strataPropertyId: number | null;
  strataUnitId: number | null;
  title: string;
  categoryId: number | null;
  /** The date the document is filed under (YYYY-MM-DD): today unless the document is older (an AGM's minutes). */
  documentDate: string;
  /** One or more PDFs (spec 9). */
  files: File[];
}

type UploadErrors = Partial<Record<keyof StrataDocumentUploadValues, string>>;

/** The spec's message for each field not ready, or undefined when the form may be sent. */
export function validateStrataDocumentUpload(
  values: StrataDocumentUploadValues,
): { fields: UploadErrors } | undefined {
  const fields: UploadErrors = {};
  const forUnit = values.documentFor === 'unit';
  const blank = forUnit ? strataDocumentMessages.unitBlank : strataDocumentMessages.propertyBlank;
  if (values.strataPropertyId === null) fields.strataPropertyId = blank;
  if (forUnit && values.strataUnitId === null) fields.strataUnitId = blank;
  // The spec's sentence names the building too; once it (and the unit) is chosen, or fixed by the page the form was
  // opened from, the type's message names only what is missing.
  const targetChosen = values.strataPropertyId !== null && (!forUnit || values.strataUnitId !== null);
  const typeBlank = forUnit ? strataDocumentMessages.unitTypeBlank : strataDocumentMessages.typeBlank;
  if (values.categoryId === null) fields.categoryId = targetChosen ? typeBlank : blank;
  if (values.title.trim() === '') fields.title = requiredMessage;
  const dateProblem = documentDateProblem(values.documentDate);
  if (dateProblem) fields.documentDate = dateProblem;
  const fileProblem = validateFileSelection(values.files, uploadPresets.pdfs as UploadPreset);
  if (fileProblem) fields.files = fileProblem;
  return Object.keys(fields).length > 0 ? { fields } : undefined;
}

/** What is wrong with a document date, if anything: blank, or after today (the server refuses it too). */
export function documentDateProblem(documentDate: string, now = new Date()): string | undefined {
  if (documentDate === '') return requiredMessage;
  if (documentDate > today(now)) return strataDocumentMessages.dateInFuture;
  return undefined;
}

/** One title per file: the title as typed for a single file, followed by each file's name when there are several. */
export function titleForFile(title: string, file: File, fileCount: number): string {
  const trimmed = title.trim();
  return fileCount > 1 ? `${trimmed} - ${file.name.replace(/\.pdf$/i, '')}` : trimmed;
}

/** A file that could not be filed, and the server's reason when it gave one. */
export interface FailedUpload {
  file: File;
  reason?: string | undefined;
}

function reason(error: unknown): string | undefined {
  return error instanceof ApiError && !/^Request failed with status/.test(error.message)
    ? error.message
    : undefined;
}

/** The calls that file a record's PDF, or take the record back when its file failed, by the kind of document. */
const fileCalls = {
  property: {
    upload: uploadStrataDocumentFile,
    archive: archiveStrataDocument,
    remove: deleteStrataDocument,
  },
  unit: {
    upload: uploadStrataUnitDocumentFile,
    archive: archiveStrataUnitDocument,
    remove: deleteStrataUnitDocument,
  },
} as const;

/** Creates the document's record (POST /strataDocuments or /strataUnitDocument) and answers its id. */
async function createRecord(
  api: PortalClient,
  values: StrataDocumentUploadValues,
  title: string,
  file: File,
) {
  const shared = { title, fileName: file.name, documentDate: values.documentDate };
  const categoryId = values.categoryId ?? 0;
  if (values.documentFor === 'unit') {
    const { data } = await createStrataUnitDocument({
      client: api,
      body: { ...shared, strataUnitId: values.strataUnitId ?? 0, strataUnitDocumentCategoryId: categoryId },
      throwOnError: true,
    });
    return data.id;
  }
  const { data } = await createStrataDocument({
    client: api,
    body: { ...shared, strataPropertyId: values.strataPropertyId ?? 0, strataDocumentCategoryId: categoryId },
    throwOnError: true,
  });
  return data.id;
}

/**
 * Files each PDF: the record, then the file against its id. A record whose file failed is archived and deleted
 * again, so a retry starts clean. Answers the files that failed.
 */
export async function uploadStrataDocuments(
  api: PortalClient,
  values: StrataDocumentUploadValues,
): Promise<FailedUpload[]> {
  const failed: FailedUpload[] = [];
  const calls = fileCalls[values.documentFor];
  for (const file of values.files) {
    const title = titleForFile(values.title, file, values.files.length);
    try {
      const path = { client: api, path: { id: await createRecord(api, values, title, file) } };
      try {
        await calls.upload({ ...path, body: { file }, throwOnError: true });
      } catch (error) {
        await calls.archive(path).catch(() => undefined);
        await calls.remove(path).catch(() => undefined);
        throw error;
      }
    } catch (error) {
      failed.push({ file, reason: reason(error) });
    }
  }
  return failed;
}
