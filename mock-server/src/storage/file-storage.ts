// Files (PDF documents, listing images): on disk under DATA_DIR/files (the default), or in S3-compatible object
// storage (storage/s3-storage.ts, when S3_BUCKET is set). Keys are generated here ("<area>/<uuid><ext>"), never taken
// from a user, so no request can name a path; a key's content never changes, so the key is its ETag.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Folders files are kept in; `archived/…` holds archived unit documents (strata spec 4). */
export const storageAreas = [
  'documents',
  'listing-images',
  'strata-documents',
  'unit-documents',
  'archived/unit-documents',
  'imports',
  'service-request-files',
  'announcement-files',
] as const;
export type StorageArea = (typeof storageAreas)[number];

export interface StoredFile {
  key: string;
  size: number;
}

/** A byte range, both ends included (HTTP's Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStorage {
  put(area: StorageArea, bytes: Uint8Array, extension: string): Promise<StoredFile>;
  /**
   * Writes a file as its bytes arrive (an upload is never held whole in memory). When `source` fails (the client
   * stops, the size limit is crossed) the promise rejects with its error and nothing is left in storage.
   */
  putStream(area: StorageArea, source: AsyncIterable<Uint8Array>, extension: string): Promise<StoredFile>;
  /**
   * A read stream of the file (or of `range` of it) and the file's whole size; throws FileNotFoundError when the key
   * has no file. The caller checks the range against the size (stat) first.
   */
  get(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number }>;
  /** The file's size; throws FileNotFoundError when the key has no file. */
  stat(key: string): Promise<{ size: number }>;
  /** Throws when the storage does not answer (GET /api/ready). */
  check(): Promise<void>;
  read(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  /** Moves a file to another area; returns its new key. */
  move(key: string, area: StorageArea): Promise<string>;
  /** Writes a file under a key it had before (a restore); replaces a file of that key. */
  putAt(key: string, source: AsyncIterable<Uint8Array>): Promise<void>;
  /** Whether any file is stored (a restore refuses a storage that has some). */
  hasFiles(): Promise<boolean>;
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

/** A new key in `area` with the given extension (lowercase letters and digits, at most 5). */
export function newStorageKey(area: StorageArea, extension: string): string {
  const ext = extension.replace(/^\./, '').toLowerCase();
  if (!/^[a-z0-9]{1,5}$/.test(ext)) throw new Error(`Unsafe file extension "${extension}"`);
  return `${area}/${randomUUID()}.${ext}`;
}

/** A pass-through stream that counts the bytes going through it. */
export function byteCounter(): Transform & { bytes: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.bytes += chunk.byteLength;
      done(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

/** Whether a folder holds a file anywhere below it (`.incoming` aside). */
async function holdsFiles(folder: string): Promise<boolean> {
  const entries = await fsp.readdir(folder, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.isFile()) return true;
    if (
      entry.isDirectory() &&
      entry.name !== '.incoming' &&
      (await holdsFiles(path.join(folder, entry.name)))
    )
      return true;
  }
  return false;
}

/**
 * `owner`: this process is the folder's server (the default). Files being written go to `.incoming` and are renamed
 * into place only when whole, so a reader never sees half a file and a failed upload leaves nothing under a key. The
 * data-folder lock makes the server the folder's only writer, so what `.incoming` holds at its start is left from a
 * crash and is removed; a backup reading beside a running server passes owner: false and leaves it.
 */
export function createDiskStorage(root: string, { owner = true } = {}): FileStorage {
  const incoming = path.join(root, '.incoming');
  if (owner) fs.rmSync(incoming, { recursive: true, force: true });

  const resolve = (key: string): string => {
    if (!isStorageKey(key)) throw new FileNotFoundError(key);
    return path.join(root, key);
  };
  return {
    async put(area, bytes, extension) {
      const key = newStorageKey(area, extension);
      const file = resolve(key);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await fsp.writeFile(file, bytes, { flag: 'wx' });
      return { key, size: bytes.byteLength };
    },
    async putStream(area, source, extension) {
      const key = newStorageKey(area, extension);
      const file = resolve(key);
      const partial = path.join(incoming, path.basename(key));
      await fsp.mkdir(incoming, { recursive: true });
      await fsp.mkdir(path.dirname(file), { recursive: true });
      const counter = byteCounter();
      const out = fs.createWriteStream(partial, { flags: 'wx' });
      try {
        await pipeline(Readable.from(source), counter, out);
        await fsp.rename(partial, file);
      } catch (error) {
        // pipeline rejects as soon as one stream fails, while the file stream may still be opening or closing: the
        // partial file is removed only once it is closed, so a late open cannot leave it behind.
        if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
        await fsp.rm(partial, { force: true });
        throw error;
      }
      return { key, size: counter.bytes };
    },
    async putAt(key, source) {
      const file = resolve(key);
      const partial = path.join(incoming, `${process.pid}-${path.basename(key)}`);
      await fsp.mkdir(incoming, { recursive: true });
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await pipeline(Readable.from(source), fs.createWriteStream(partial));
      await fsp.rename(partial, file);
    },
    hasFiles: () => holdsFiles(root),
    async get(key, range) {
      const file = resolve(key);
      try {
        const stat = await fsp.stat(file);
        return { stream: fs.createReadStream(file, range), size: stat.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(key);
        throw error;
      }
    },
    async stat(key) {
      try {
        return { size: (await fsp.stat(resolve(key))).size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(key);
        throw error;
      }
    },
    async check() {
      await fsp.mkdir(root, { recursive: true });
      await fsp.access(root, fs.constants.R_OK | fs.constants.W_OK);
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
