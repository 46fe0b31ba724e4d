// Reading one uploaded file from a multipart/form-data request: size limit per kind (413), type sniffed from the
// content, never from the name or the declared type (415), and the form's other fields validated against the
// contract's multipart schema.
import { serviceRequestMessages } from '@portal/sdk/service-requests';
import type { ValidateFunction } from 'ajv';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest, HttpError, payloadTooLarge, unsupportedMediaType } from '../errors.ts';
import type { FileStorage, StorageArea, StoredFile } from '../storage/file-storage.ts';
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
  /** A service request's photo or PDF. */
  attachment: {
    maxBytes: 10 * MB,
    tooLarge: serviceRequestMessages.attachmentTooLarge,
    wrongType: serviceRequestMessages.attachmentWrongType,
    tooMany: 'Only one file can be uploaded at a time.',
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
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

/** What a file part gives the form reader: the received file (bytes or a stored key), its type and name. */
interface Received<T> {
  value: T;
  mimeType: string;
  extension: string;
  fileName: string | undefined;
}

interface FilePart {
  fieldname: string;
  filename: string;
  file: AsyncIterable<Buffer> & { truncated?: boolean };
  toBuffer(): Promise<Buffer>;
}

/**
 * Reads the form: its one file part through `receive`, its other fields into a record validated by the contract's
 * schema. Any failure after the file was received (a second file, an invalid field, a body cut short) hands the file
 * to `discard` first, so a refused upload leaves nothing behind.
 */
async function readForm<T>(
  request: FastifyRequest,
  kind: UploadKind,
  receive: (part: FilePart) => Promise<Received<T>>,
  discard: (value: T) => Promise<void>,
): Promise<{ file: Received<T>; fields: Record<string, unknown> }> {
  if (!request.isMultipart()) throw unsupportedMediaType('Send the file as multipart/form-data.');
  const spec = uploadKinds[kind];
  const schema = request.routeOptions.config.multipartSchema;
  const form = schema ? formValidator(schema) : null;
  const fileField = form?.fileField ?? 'file';
  const fields: Record<string, unknown> = {};
  let file: Received<T> | null = null;
  let seenFile = false;
  // A file of the wrong type is answered 415 only once the whole form is read, so that a second file or an invalid
  // field still gets its 400 (receive drains such a file before throwing).
  let wrongType: HttpError | null = null;
  try {
    try {
      for await (const part of request.parts({ limits: { fileSize: spec.maxBytes, files: 1, fields: 50 } })) {
        if (part.type === 'file') {
          if (part.fieldname !== fileField) {
            throw badRequest(
              `Send the file in the form field "${fileField}", not "${part.fieldname}".`,
              fileField,
            );
          }
          if (seenFile) throw badRequest(spec.tooMany, fileField);
          seenFile = true;
          try {
            file = await receive(part);
          } catch (error) {
            if (!(error instanceof HttpError && error.statusCode === 415)) throw error;
            wrongType = error;
          }
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
      // request's fault: 400.
      const reason = error instanceof Error ? error.message : String(error);
      throw badRequest(`The multipart/form-data body is malformed or incomplete (${reason}).`);
    }
    if (!seenFile) throw badRequest('Please select a file!', fileField);
    if (form && !form.validate(fields)) {
      const problem = validationProblem(form.validate.errors ?? [], 'body');
      throw new HttpError(400, problem.message, problem.field);
    }
    if (wrongType) throw wrongType;
    if (!file) throw badRequest('Please select a file!', fileField);
    return { file, fields };
  } catch (error) {
    if (file) await discard(file.value).catch(() => undefined);
    throw error;
  }
}

/** What an upload says of its file besides the file itself: a safe name, the sniffed type, the form's fields. */
function described(file: Received<unknown>, fields: Record<string, unknown>): Omit<Upload, 'bytes'> {
  return {
    fileName: safeFileName(file.fileName, `upload.${file.extension}`),
    mimeType: file.mimeType,
    extension: file.extension,
    fields,
  };
}

/**
 * Reads the request's one file whole into memory (the CSV import, at most 5 MB, parses it in one piece) and its
 * other form fields. Throws 415 when the request is not multipart or the content is not of the kind, 413 over the
 * kind's limit, 400 without a file, with several, or with invalid fields.
 */
/** A chosen file of 0 bytes is not a missing file: say what is wrong with it. */
const emptyFileMessage = (name: string) => `The file ${name ? `“${name}” ` : ''}is empty (0 bytes).`;

export async function readUpload(request: FastifyRequest, kind: UploadKind): Promise<Upload> {
  const spec = uploadKinds[kind];
  const { file, fields } = await readForm(
    request,
    kind,
    async (part) => {
      const bytes = await part.toBuffer();
      if (bytes.byteLength === 0) throw badRequest(emptyFileMessage(part.filename), part.fieldname);
      const type = await sniff(kind, bytes);
      if (!type) throw unsupportedMediaType(spec.wrongType);
      return { value: bytes, ...type, fileName: part.filename };
    },
    async () => undefined,
  );
  return { bytes: file.value, ...described(file, fields) };
}

export interface StoredUpload extends Omit<Upload, 'bytes'> {
  /** The storage key the file was written to, and its size in bytes. */
  stored: StoredFile;
}

/** Enough of a file's first bytes for file-type to recognise any format it knows. */
const sniffBytes = 4100;

/**
 * Streams the request's one file into `area` of the storage as it arrives: its type is sniffed from the first bytes
 * (415 before anything is stored), the kind's size limit is enforced while streaming (413), and a refused or failed
 * request leaves nothing in storage. The caller deletes `stored.key` if its own work then fails.
 */
export async function storeUpload(
  request: FastifyRequest,
  kind: Exclude<UploadKind, 'csv'>,
  storage: FileStorage,
  area: StorageArea,
): Promise<StoredUpload> {
  const spec = uploadKinds[kind];
  const { file, fields } = await readForm(
    request,
    kind,
    async (part) => {
      const chunks = part.file[Symbol.asyncIterator]();
      const head: Buffer[] = [];
      let headBytes = 0;
      let ended = false;
      while (headBytes < sniffBytes) {
        const next = await chunks.next();
        if (next.done) {
          ended = true;
          break;
        }
        head.push(next.value);
        headBytes += next.value.byteLength;
      }
      const first = Buffer.concat(head);
      if (first.byteLength === 0) throw badRequest(emptyFileMessage(part.filename), part.fieldname);
      const type = await sniff(kind, first);
      if (!type) {
        // Read to its end (the multipart reader stops it at the size limit), so the rest of the form is read.
        if (!ended) for (let next = await chunks.next(); !next.done; next = await chunks.next());
        throw unsupportedMediaType(spec.wrongType);
      }
      async function* whole(): AsyncGenerator<Buffer> {
        yield first;
        if (!ended) {
          for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
        }
        // The multipart reader ends a file at the limit and marks it truncated: the upload fails, nothing is kept.
        if (part.file.truncated) throw payloadTooLarge(spec.tooLarge);
      }
      const stored = await storage.putStream(area, whole(), type.extension);
      return { value: stored, ...type, fileName: part.filename };
    },
    (stored) => storage.delete(stored.key),
  );
  return { stored: file.value, ...described(file, fields) };
}
