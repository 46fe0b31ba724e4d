import { buildingPhoto, photoStyles } from '../../src/seed/files.ts';
import { csvColumns } from '../../src/services/import-csv.ts';
import { tinyPdf } from '../fixtures/contract-requests.ts';
import type { Random } from './random.ts';

// ------------------------------------------------------------------ requests

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  mutation: string;
  /** The caller is treated as anonymous (its token was replaced by a bad one). */
  anonymous?: boolean;
}

/** Path and query values that are not canonical positive integers. */
export const badIds = [
  '6e0',
  '0x6',
  '-1',
  '0',
  '06',
  '+6',
  '%206',
  '1.5',
  '99999999999999999999',
  '9007199254740993',
  '2147483648',
  'abc',
  'null',
  '%00',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '1%3BDROP',
  '1'.repeat(120),
];

export const badJsonValues: unknown[] = [
  123,
  -1,
  1e308,
  2 ** 53 + 2,
  'text',
  '',
  '   ',
  true,
  null,
  [],
  {},
  ['a'],
  { nested: { deep: 1 } },
];

export const csvHeader = csvColumns.join(',');

export function fileFor(type: string | null, rng: Random): { name: string; type: string; bytes: Buffer } {
  if (type?.startsWith('image/'))
    return { name: 'photo.png', type: 'image/png', bytes: buildingPhoto(rng.pick(photoStyles), 24, 16) };
  if (type === 'text/csv') {
    const n = rng.int(1, 1e9);
    const row = `BCS1234,F${n},${n},Fuzz Owner ${n},fuzz.owner.${n}@example.ca,1 Fuzz Street,,,Burnaby,BC,Canada,V5H 2E2`;
    return { name: 'owners.csv', type: 'text/csv', bytes: Buffer.from(`${csvHeader}\r\n${row}\r\n`) };
  }
  return { name: 'document.pdf', type: 'application/pdf', bytes: tinyPdf };
}

export interface Part {
  name: string;
  value: string | Buffer;
  file?: { name: string; type: string };
}

export function multipart(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.file
      ? `form-data; name="${part.name}"; filename="${part.file.name}"\r\nContent-Type: ${part.file.type}`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export const jsonMutations = [
  'missing required',
  'wrong type',
  'too long',
  'NUL',
  'unpaired surrogate',
  'bad enum',
  'huge number',
  'blank text',
  'unknown field',
  'malformed JSON',
  'invalid UTF-8',
  'wrong content type',
  'no body',
  'null body',
  'array body',
  'deep nesting',
  'too large body',
] as const;

export const multipartMutations = [
  'multipart without boundary',
  'multipart cut short',
  'file under another name',
  'two files',
  'no file',
  'text named .pdf',
  'empty file',
  'garbage part',
  'bad form field',
  'JSON instead of multipart',
] as const;

/** Mutations no schema of the contract accepts: an answer 2xx to one is a violation (the input was taken). */
export const alwaysInvalid = new Set<string>([
  'NUL',
  'unpaired surrogate',
  'malformed JSON',
  'invalid UTF-8',
  'null body',
  'array body',
  'deep nesting',
  'too large body',
  'multipart without boundary',
  'multipart cut short',
  'file under another name',
  'two files',
  'no file',
  'text named .pdf',
  'garbage part',
  'JSON instead of multipart',
]);

export const paramMutations = [
  'non-canonical id',
  'bad query value',
  'unknown query',
  'repeated query',
] as const;
export const anyMutations = ['bad token', 'accept text/csv', 'body on a read'] as const;
