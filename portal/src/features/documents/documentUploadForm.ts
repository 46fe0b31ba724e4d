// The Upload Documents form (rental spec 2.3, 5 "Document upload", 9): its values, its rules with the spec's
// messages, which document types each choice of Document For offers, and the record it creates.
import * as shared from '@portal/sdk/messages';
import type { DocumentInput, DocumentType } from '@portal/sdk/types';

export type { DocumentType } from '@portal/sdk/types';

import { uploadPresets, validateFileSelection } from '@portal/ui';
import { requiredMessage } from '../shared/forms/messages.ts';
import { documentSubmitFailedPrefix } from './api.ts';

export const documentForOptions = [
  { value: 'property', label: 'Property' },
  { value: 'owner', label: 'Owner' },
] as const;

export type DocumentFor = (typeof documentForOptions)[number]['value'];

export function isDocumentFor(value: unknown): value is DocumentFor {
  return value === 'property' || value === 'owner';
}

export const documentMessages = {
  property: shared.documentMessages.selectProperty,
  // The spec's wording, article included.
  owner: 'Please select a owner',
  type: 'Please select a document type',
  /** Followed by the error's message (spec 8). */
  failedPrefix: documentSubmitFailedPrefix,
} as const;

export interface DocumentUploadValues {
  documentFor: DocumentFor;
  propertyId: number | null;
  ownerId: number | null;
  documentTypeId: number | null;
  /** ISO date, "" when cleared. */
  documentDate: string;
  /** Defaults to the chosen file's own name (spec 5). */
  fileName: string;
  /** Exactly one PDF (spec 9). */
  files: File[];
}

import { today } from '../shared/dateTime.ts';

export { today };

export function emptyDocumentUpload(preset: Partial<DocumentUploadValues> = {}): DocumentUploadValues {
  return {
    documentFor: 'property',
    propertyId: null,
    ownerId: null,
    documentTypeId: null,
    documentDate: today(),
    fileName: '',
    files: [],
    ...preset,
  };
}

/**
 * The types an upload may use (spec 9): "financial statements" and "correspondence" only for an owner, the others
 * only for a property. The server tags each type with what it applies to.
 */
export function typesFor(types: readonly DocumentType[], documentFor: DocumentFor): DocumentType[] {
  return types.filter((type) => type.appliesTo === documentFor);
}

type FieldErrors = Partial<Record<keyof DocumentUploadValues, string>>;

/** The spec's message for each field that is not ready, or undefined when the form may be sent. */
export function validateDocumentUpload(
  values: DocumentUploadValues,
  types: readonly DocumentType[],
): { fields: FieldErrors } | undefined {
  const fields: FieldErrors = {};
  if (values.documentFor === 'property' && values.propertyId === null)
    fields.propertyId = documentMessages.property;
  if (values.documentFor === 'owner' && values.ownerId === null) fields.ownerId = documentMessages.owner;
  const typeApplies = typesFor(types, values.documentFor).some((type) => type.id === values.documentTypeId);
  if (!typeApplies) fields.documentTypeId = documentMessages.type;
  if (values.documentDate === '') fields.documentDate = requiredMessage;
  const fileProblem = validateFileSelection(values.files, uploadPresets.pdf);
  if (fileProblem) fields.files = fileProblem;
  return Object.keys(fields).length > 0 ? { fields } : undefined;
}

/** The record POST /documents creates; the PDF follows against its id (spec 4). */
export function documentInputFrom(values: DocumentUploadValues, file: File): DocumentInput {
  const forProperty = values.documentFor === 'property';
  // validateDocumentUpload ran before: a form without a type is never sent.
  if (values.documentTypeId === null) throw new Error(documentMessages.type);
  return {
    propertyId: forProperty ? values.propertyId : null,
    ownerId: forProperty ? null : values.ownerId,
    documentTypeId: values.documentTypeId,
    fileName: values.fileName.trim() || file.name,
    documentDate: values.documentDate,
  };
}
