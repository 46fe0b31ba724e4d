// Streaming a stored file to the client with a safe Content-Disposition.
import type { FastifyReply } from 'fastify';
import { FileNotFoundError, type FileStorage } from '../storage/file-storage.ts';
import { notFound } from './errors.ts';
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

export async function sendStoredFile(
  ctx: { reply: FastifyReply; storage: FileStorage },
  file: { key: string | null; fileName: string; contentType: string; disposition?: 'inline' | 'attachment' },
): Promise<FastifyReply> {
  if (!file.key) throw notFound('The file has not been uploaded yet.');
  try {
    const { stream, size } = await ctx.storage.get(file.key);
    return ctx.reply
      .header('content-type', file.contentType)
      .header('content-length', size)
      .header('content-disposition', contentDisposition(file.fileName, file.disposition))
      .header('cache-control', 'private, no-store')
      .send(stream);
  } catch (error) {
    if (error instanceof FileNotFoundError) throw notFound('The file is missing.');
    throw error;
  }
}
