// The backup archive: a tar file (tar-stream) of the manifest, the database dump, the files and, last, the SHA-256 of
// every entry. Written entry by entry as the data is read, never held whole in memory.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Extract, extract, type Pack, pack } from 'tar-stream';
import { archiveEntries } from './stored-files.ts';

/** A pass-through that hashes what goes through it. */
export function hashing(): Transform & { digest(): string } {
  const hash = createHash('sha256');
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return Object.assign(stream, { digest: () => hash.digest('hex') });
}

export interface ArchiveWriter {
  /** Adds an entry of `size` bytes from `source`. */
  add(name: string, size: number, source: Readable | Uint8Array): Promise<void>;
  /** Writes the checksums and closes the file; answers its size. */
  finish(): Promise<number>;
  /** Stops writing (a failed backup). */
  abort(): void;
}

export function writeArchive(file: string): ArchiveWriter {
  const tar: Pack = pack();
  const out = fs.createWriteStream(file);
  const written = pipeline(tar as unknown as Readable, out);
  // Awaited by finish(); a failed backup aborts instead.
  written.catch(() => {});
  const checksums: Record<string, string> = {};
  const add = async (name: string, size: number, source: Readable | Uint8Array) => {
    const hash = hashing();
    await new Promise<void>((resolve, reject) => {
      const entry = tar.entry({ name, size, mode: 0o600 }, (error) => (error ? reject(error) : resolve()));
      const input = source instanceof Readable ? source : Readable.from([Buffer.from(source)]);
      pipeline(input, hash, entry as unknown as NodeJS.WritableStream).catch(reject);
    });
    checksums[name] = hash.digest();
  };
  return {
    add,
    async finish() {
      const body = Buffer.from(JSON.stringify(checksums, null, 1));
      await add(archiveEntries.checksums, body.byteLength, body);
      tar.finalize();
      await written;
      return fs.statSync(file).size;
    },
    abort() {
      tar.destroy();
      out.destroy();
    },
  };
}

/** The archive's entries in order, each a stream to read whole before the next. */
export function readArchive(file: string): Extract {
  const reader = extract();
  const input = fs.createReadStream(file);
  input.on('error', (error) => reader.destroy(error));
  input.pipe(reader as unknown as NodeJS.WritableStream);
  return reader;
}

export async function readAll(source: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) {
    if (!(chunk instanceof Uint8Array)) throw new Error('An archive entry gave something else than bytes');
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
