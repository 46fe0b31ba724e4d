// File storage behind one interface, two backends: the same cases against the data folder and against
// S3-compatible storage (s3rver started here), then downloads through the API with ETag and Range on each backend.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRange } from '../src/http/files.ts';
import { createDiskStorage, FileNotFoundError, type FileStorage } from '../src/storage/file-storage.ts';
import { createS3Storage } from '../src/storage/s3-storage.ts';
import { multipartBody } from './fixtures/contract-requests.ts';
import { startS3rver, type TestS3 } from './helpers/s3rver.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(async () => {
  await s3?.close();
});

const backends: [string, () => Promise<FileStorage>][] = [
  ['disk', async () => createDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-')))],
  ['s3', () => createS3Storage(s3.options)],
];

async function text(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe.each(backends)('FileStorage on %s', (_name, make) => {
  it('stores, reads whole and by range, moves and deletes; unknown keys are FileNotFoundError', async () => {
    const storage = await make();
    await storage.check();
    const bytes = randomBytes(70_000);
    const { key, size } = await storage.put('documents', bytes, 'PDF');
    expect(key).toMatch(/^documents\/[0-9a-f-]{36}\.pdf$/);
    expect(size).toBe(70_000);
    expect(await storage.stat(key)).toEqual({ size: 70_000 });
    expect(await storage.read(key)).toEqual(bytes);
    const whole = await storage.get(key);
    expect(whole.size).toBe(70_000);
    expect(await text(whole.stream)).toEqual(bytes);
    const part = await storage.get(key, { start: 100, end: 65_635 });
    expect(part.size).toBe(70_000);
    expect(await text(part.stream)).toEqual(bytes.subarray(100, 65_636));

    const moved = await storage.move(key, 'archived/unit-documents');
    expect(moved).toBe(`archived/unit-documents/${key.split('/')[1]}`);
    await expect(storage.read(key)).rejects.toBeInstanceOf(FileNotFoundError);
    expect(await storage.read(moved)).toEqual(bytes);
    await storage.delete(moved);
    await expect(storage.stat(moved)).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(storage.get(moved)).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(storage.move(moved, 'documents')).rejects.toBeInstanceOf(FileNotFoundError);
    // Deleting what is gone, or a key that is not a storage key, is quiet; reading a non-key is not found.
    await storage.delete(moved);
    await storage.delete('../etc/passwd');
    await expect(storage.read('../etc/passwd')).rejects.toBeInstanceOf(FileNotFoundError);
  });
});

/** `bytes` in chunks of 64 KB, failing with `failAt` bytes sent when given. */
async function* chunksOf(bytes: Buffer, failAt?: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.byteLength; at += 65_536) {
    if (failAt !== undefined && at >= failAt) throw new Error('the client went away');
    yield bytes.subarray(at, at + 65_536);
  }
}

/** Every key the storage holds, whichever backend (the disk's `.incoming` folder included). */
async function storedKeys(storage: { dir?: string; s3?: boolean }): Promise<string[]> {
  if (storage.dir) {
    if (!fs.existsSync(storage.dir)) return [];
    return (fs.readdirSync(storage.dir, { recursive: true }) as string[])
      .filter((f) => fs.statSync(path.join(storage.dir as string, f)).isFile())
      .sort();
  }
  const { ListObjectsV2Command, S3Client } = await import('@aws-sdk/client-s3');
  const client = new S3Client({ ...s3.options, forcePathStyle: true });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.options.bucket }));
  client.destroy();
  return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
}

describe.each([
  ['disk', false],
  ['s3', true],
])('streamed writes on %s', (_name, useS3) => {
  it('writes a 12 MB stream whole (a multipart upload on S3) and leaves nothing of a stream that fails', async () => {
    const dir = useS3 ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-'));
    const storage = useS3 ? await createS3Storage(s3.options) : createDiskStorage(dir as string);
    const where = { dir, s3: useS3 };
    const bytes = randomBytes(12 * 1024 * 1024);
    const stored = await storage.putStream('documents', chunksOf(bytes), 'pdf');
    expect(stored.size).toBe(bytes.byteLength);
    expect((await storage.read(stored.key)).equals(bytes)).toBe(true);
    await storage.delete(stored.key);

    const before = await storedKeys(where);
    // Failing in the first part (one PutObject on S3) and after two 5 MB parts (an aborted multipart upload).
    // A source that fails before its first byte (the multipart reader destroying the file at the size limit): the
    // file being opened must not appear once the open completes.
    await expect(storage.putStream('documents', chunksOf(bytes, 0), 'pdf')).rejects.toThrow(
      'the client went away',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await storedKeys(where)).toEqual(before);
    for (const failAt of [1024 * 1024, 11 * 1024 * 1024]) {
      await expect(storage.putStream('documents', chunksOf(bytes, failAt), 'pdf')).rejects.toThrow(
        'the client went away',
      );
      expect(await storedKeys(where)).toEqual(before);
    }
  });
});

describe('parseRange', () => {
  it('reads one range of the header and refuses one outside the file', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-1', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseRange(undefined, 1000)).toBeNull();
  });
});

describe.each([
  ['disk', false],
  ['s3', true],
])('document downloads through the API on %s', (_name, useS3) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(useS3 ? { s3: s3.options } : {});
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends Content-Type, Content-Length, ETag and one byte range (206, or 416 outside the file)', async () => {
    const url = `/api/documents/${t.seed.documents.ownerOwn}/file`;
    const whole = await t.request({ method: 'GET', url, as: 'owner' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(Number(whole.headers['content-length'])).toBe(whole.rawPayload.length);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(whole.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const part = await t.request({ method: 'GET', url, as: 'owner', headers: { range: 'bytes=10-109' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-109/${whole.rawPayload.length}`);
    expect(part.headers['content-length']).toBe('100');
    expect(part.headers.etag).toBe(whole.headers.etag);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(10, 110));

    const outside = await t.request({
      method: 'GET',
      url,
      as: 'owner',
      headers: { range: 'bytes=99999999-' },
    });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${whole.rawPayload.length}`);
  });
});

describe.each([
  ['disk', false],
  ['s3', true],
])('uploads through the API on %s', (_name, useS3) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(useS3 ? { s3: s3.options } : {});
  });
  afterAll(async () => {
    await t?.close();
  });
  const keys = () => storedKeys(useS3 ? { s3: true } : { dir: path.join(t.dataDir, 'files') });
  const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);

  it('streams a replacement PDF into storage, downloads it byte for byte and removes the one it replaced', async () => {
    const id = t.seed.documents.ownerOwn;
    const before = await keys();
    const bytes = pdf(7 * 1024 * 1024);
    const body = multipartBody({}, { name: 'big.pdf', type: 'application/pdf', bytes });
    const res = await t.request({
      method: 'PUT',
      url: `/api/documents/upload/${id}`,
      as: 'admin',
      payload: body.payload,
      headers: { 'content-type': body.contentType },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await keys();
    expect(after).toHaveLength(before.length);
    expect(after).not.toEqual(before);
    const download = await t.request({ method: 'GET', url: `/api/documents/${id}/file`, as: 'owner' });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses a PDF over 20 MB with 413 and a file of another type with 415, leaving nothing in storage', async () => {
    const id = t.seed.documents.ownerOwn;
    const before = await keys();
    const large = multipartBody(
      {},
      { name: 'large.pdf', type: 'application/pdf', bytes: pdf(20 * 1024 * 1024 + 1) },
    );
    const tooLarge = await t.request({
      method: 'PUT',
      url: `/api/documents/upload/${id}`,
      as: 'admin',
      payload: large.payload,
      headers: { 'content-type': large.contentType },
    });
    expect(tooLarge.statusCode, tooLarge.body).toBe(413);
    expect(tooLarge.json().message).toBe(
      'The file is larger than 20 MB. PDF documents can be at most 20 MB.',
    );
    const png = multipartBody(
      {},
      { name: 'fake.pdf', type: 'application/pdf', bytes: Buffer.from('not a pdf at all') },
    );
    const wrongType = await t.request({
      method: 'PUT',
      url: `/api/documents/upload/${id}`,
      as: 'admin',
      payload: png.payload,
      headers: { 'content-type': png.contentType },
    });
    expect(wrongType.statusCode, wrongType.body).toBe(415);
    expect(await keys()).toEqual(before);
  });
});
