// Reading one uploaded file from a multipart/form-data request: size limit per kind (413), type sniffed from the
// content, never from the name or the declared type (415), and the form's other fields validated against the
// contract's multipart schema.
import type { ValidateFunction } from 'ajv';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest, HttpError, payloadTooLarge, unsupportedMediaType } from './errors.ts';
import {
  createAjv,
  markNotBlank,
  unstorableTextField,
  unstorableTextMessage,
  validationProblem,
} from './validation.ts';

const MB = 1024 * 1024;

export const uploadKinds = {
  pdf: {
    maxBytes: 20 * MB,
    tooLarge: 'The file is larger than 20 MB. PDF documents can be at most 20 MB.',
    wrongType: 'Only PDF files can be uploaded.',
    // Rental spec 5's message for a document upload with several files.
    tooMany: 'Please choose only one file!',
    mimeTypes: ['application/pdf'],
  },
  image: {
    maxBytes: 10 * MB,
    tooLarge: 'The image is larger than 10 MB. Images can be at most 10 MB.',
    wrongType: 'Only JPEG, PNG or WebP images can be uploaded.',
    tooMany: 'Only one file can be uploaded at a time.',
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  },
  csv: {
    maxBytes: 5 * MB,
    tooLarge: 'The CSV file is larger than 5 MB.',
    wrongType: 'Only CSV files can be uploaded.',
    // Strata spec 5's message for the owner import.
    tooMany: 'Only one file can be uploaded at a time.',
    mimeTypes: ['text/csv'],
  },
} as const;
export type UploadKind = keyof typeof uploadKinds;

/** The largest of the limits: what @fastify/multipart is registered with. */
export const maxUploadBytes = Math.max(...Object.values(uploadKinds).map((k) => k.maxBytes));

export interface Upload {
  bytes: Buffer;
  /** The client's file name, reduced to a safe base name (for display and Content-Disposition only). */
  fileName: string;
  /** The sniffed type, e.g. application/pdf. */
  mimeType: string;
  /** The extension of the sniffed type, e.g. pdf. */
  extension: string;
  /** The form's other fields, validated and coerced by the contract's schema. */
  fields: Record<string, unknown>;
}

export function safeFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // Control characters and characters that are unsafe in file names or headers are dropped.
  const cleaned = [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && !'"<>|:*?'.includes(c))
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : fallback;
}

async function sniff(
  kind: UploadKind,
  bytes: Buffer,
): Promise<{ mimeType: string; extension: string } | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (kind === 'csv') {
    // CSV has no signature: accept text that is valid UTF-8 without NUL bytes and is no known binary format.
    if (detected || bytes.includes(0)) return null;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return null;
    }
    return { mimeType: 'text/csv', extension: 'csv' };
  }
  if (!detected || !(uploadKinds[kind].mimeTypes as readonly string[]).includes(detected.mime)) return null;
  return { mimeType: detected.mime, extension: detected.ext };
}

const fieldsAjv = createAjv({ coerce: true });
const fieldValidators = new WeakMap<object, { validate: ValidateFunction; fileField: string }>();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The validator of the form's non-file fields, and the name of its file field (`format: binary`). */
function formValidator(schema: Record<string, unknown>): { validate: ValidateFunction; fileField: string } {
  const cached = fieldValidators.get(schema);
  if (cached) return cached;
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const binary = Object.keys(properties).filter((key) => {
    const prop = properties[key];
    return (
      isRecord(prop) && (prop.format === 'binary' || (isRecord(prop.items) && prop.items.format === 'binary'))
    );
  });
  const fieldSchema = {
    ...schema,
    properties: Object.fromEntries(Object.entries(properties).filter(([key]) => !binary.includes(key))),
    required: Array.isArray(schema.required)
      ? schema.required.filter((key) => !binary.includes(String(key)))
      : [],
  };
  markNotBlank(fieldSchema);
  const entry = { validate: fieldsAjv.compile(fieldSchema), fileField: binary[0] ?? 'file' };
  fieldValidators.set(schema, entry);
  return entry;
}

/**
 * Reads the request's one file (and its other form fields). Throws 415 when the request is not multipart or the
 * content is not of the kind, 413 over the kind's limit, 400 without a file, with several, or with invalid fields.
 */
export async function readUpload(request: FastifyRequest, kind: UploadKind): Promise<Upload> {
  if (!request.isMultipart()) throw unsupportedMediaType('Send the file as multipart/form-data.');
  const spec = uploadKinds[kind];
  const schema = request.routeOptions.config.multipartSchema;
  const form = schema ? formValidator(schema) : null;
  const fileField = form?.fileField ?? 'file';
  const fields: Record<string, unknown> = {};
  let file: { bytes: Buffer; name: string | undefined } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: spec.maxBytes, files: 1, fields: 50 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          throw badRequest(
            `Send the file in the form field "${fileField}", not "${part.fieldname}".`,
            fileField,
          );
        }
        if (file) throw badRequest(spec.tooMany, fileField);
        file = { bytes: await part.toBuffer(), name: part.filename };
      } else {
        if (Object.hasOwn(fields, part.fieldname)) {
          throw badRequest(`The form field "${part.fieldname}" is sent more than once.`, part.fieldname);
        }
        const field = unstorableTextField(part.value, [part.fieldname]);
        if (field !== undefined) throw badRequest(unstorableTextMessage(field), field);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(spec.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(spec.tooMany, fileField);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw badRequest('The form has too many fields.');
    // Everything else the multipart reader reports (no boundary, a malformed part header, a body cut short) is the
    // request's fault: 400, and nothing has been stored yet.
    const reason = error instanceof Error ? error.message : String(error);
    throw badRequest(`The multipart/form-data body is malformed or incomplete (${reason}).`);
  }
  if (!file || file.bytes.byteLength === 0) throw badRequest('Please select a file!', fileField);
  if (form && !form.validate(fields)) {
    const problem = validationProblem(form.validate.errors ?? [], 'body');
    throw new HttpError(400, problem.message, problem.field);
  }
  const type = await sniff(kind, file.bytes);
  if (!type) throw unsupportedMediaType(spec.wrongType);
  return {
    bytes: file.bytes,
    fileName: safeFileName(file.name, `upload.${type.extension}`),
    mimeType: type.mimeType,
    extension: type.extension,
    fields,
  };
}
