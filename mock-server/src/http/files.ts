// Streaming a stored file to the client with a safe Content-Disposition.
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { notFound } from '../errors.ts';
import { type ByteRange, FileNotFoundError, type FileStorage } from '../storage/file-storage.ts';
import { safeFileName } from './uploads.ts';

/**
 * `inline; filename="…"; filename*=UTF-8''…`: the quoted name is plain ASCII without quotes or separators, the
 * starred one carries the real name percent-encoded (RFC 6266), so no header injection and no path in the name.
 */
export function contentDisposition(
  fileName: string,
  disposition: 'inline' | 'attachment' = 'inline',
): string {
  const name = safeFileName(fileName, 'download');
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\";]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The one byte range of a Range header (`bytes=a-b`, `bytes=a-`, `bytes=-n`) within `size`; null when there is no
 * usable header (the whole file is sent, as RFC 9110 allows for several ranges or another unit), 'unsatisfiable'
 * when the range lies outside the file (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * Streams a stored file: Content-Type, Content-Length, an ETag (the key: a key's content never changes), and one
 * byte range on request (206 with Content-Range; 416 outside the file), so the PDF viewer can fetch part of a file.
 */
export async function sendStoredFile(
  ctx: { reply: FastifyReply; storage: FileStorage },
  file: { key: string | null; fileName: string; contentType: string; disposition?: 'inline' | 'attachment' },
): Promise<FastifyReply> {
  if (!file.key) throw notFound('The file has not been uploaded yet.');
  const { reply } = ctx;
  const etag = `"${createHash('sha256').update(file.key).digest('base64url').slice(0, 27)}"`;
  try {
    const { size } = await ctx.storage.stat(file.key);
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.fileName, file.disposition))
      .header('cache-control', 'private, no-store')
      .header('accept-ranges', 'bytes')
      .header('etag', etag);
    const range = parseRange(reply.request.headers.range, size);
    if (range === 'unsatisfiable') {
      return reply
        .code(416)
        .header('content-range', `bytes */${size}`)
        .header('content-type', 'application/json; charset=utf-8')
        .send({ statusCode: 416, message: 'The requested range is outside the file.' });
    }
    const { stream } = await ctx.storage.get(file.key, range ?? undefined);
    if (range) {
      reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
    }
    return reply.header('content-length', range ? range.end - range.start + 1 : size).send(stream);
  } catch (error) {
    if (error instanceof FileNotFoundError) throw notFound('The file is missing.');
    throw error;
  }
}
