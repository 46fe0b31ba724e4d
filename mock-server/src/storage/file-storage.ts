// Files (PDF documents, listing images) on disk under DATA_DIR/files. Keys are generated here
// ("<area>/<uuid><ext>"), never taken from a user, so no request can name a path. Swapping in S3-compatible storage
// means implementing this interface.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Folders files are kept in; `archived/…` holds archived unit documents (strata spec 4). */
export const storageAreas = [
  'documents',
  'listing-images',
  'strata-documents',
  'unit-documents',
  'archived/unit-documents',
  'imports',
] as const;
export type StorageArea = (typeof storageAreas)[number];

export interface StoredFile {
  key: string;
  size: number;
}

export interface FileStorage {
  put(area: StorageArea, bytes: Uint8Array, extension: string): Promise<StoredFile>;
  /** A read stream and the file's size; throws FileNotFoundError when the key has no file. */
  get(key: string): Promise<{ stream: Readable; size: number }>;
  read(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  /** Moves a file to another area; returns its new key. */
  move(key: string, area: StorageArea): Promise<string>;
}

export class FileNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored file ${key}`);
    this.name = 'FileNotFoundError';
  }
}

const keyPattern = new RegExp(
  `^(?:${storageAreas.map((a) => a.replace('/', '\\/')).join('|')})\\/[0-9a-f-]{36}(?:\\.[a-z0-9]{1,5})?$`,
);

export function isStorageKey(key: string): boolean {
  return keyPattern.test(key);
}

export function createDiskStorage(root: string): FileStorage {
  const resolve = (key: string): string => {
    if (!isStorageKey(key)) throw new FileNotFoundError(key);
    return path.join(root, key);
  };
  return {
    async put(area, bytes, extension) {
      const ext = extension.replace(/^\./, '').toLowerCase();
      if (!/^[a-z0-9]{1,5}$/.test(ext)) throw new Error(`Unsafe file extension "${extension}"`);
      const key = `${area}/${randomUUID()}.${ext}`;
      const file = resolve(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await fsp.writeFile(file, bytes, { flag: 'wx' });
      return { key, size: bytes.byteLength };
    },
    async get(key) {
      const file = resolve(key);
      try {
        const stat = await fsp.stat(file);
        return { stream: fs.createReadStream(file), size: stat.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(key);
        throw error;
      }
    },
    async read(key) {
      try {
        return await fsp.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(key);
        throw error;
      }
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      await fsp.rm(resolve(key), { force: true });
    },
    async move(key, area) {
      const from = resolve(key);
      const newKey = `${area}/${path.basename(key)}`;
      const to = resolve(newKey);
      await fsp.mkdir(path.dirname(to), { recursive: true });
      try {
        await fsp.rename(from, to);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(key);
        throw error;
      }
      return newKey;
    },
  };
}
