// Files in S3-compatible object storage (AWS S3, MinIO, Ceph, R2…), chosen when S3_BUCKET is set: the same keys and
// semantics as the disk storage, so every instance of the server reads what any of them wrote. S3_ENDPOINT selects
// another provider (with path-style addressing); credentials and region come from the SDK's standard AWS_* variables.
import { Readable } from 'node:stream';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import {
  byteCounter,
  FileNotFoundError,
  type FileStorage,
  isStorageKey,
  newStorageKey,
} from './file-storage.ts';

export interface S3StorageOptions {
  bucket: string;
  /** Another provider than AWS (path-style addressing). */
  endpoint?: string;
  /** Defaults: the SDK's (AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, …). */
  region?: string;
  credentials?: S3ClientConfig['credentials'];
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

export async function createS3Storage(options: S3StorageOptions): Promise<FileStorage> {
  // Loaded only when S3 is configured: the default (data folder) start does not pay for the SDK.
  const {
    CopyObjectCommand,
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    ListObjectsCommand,
    PutObjectCommand,
    S3Client,
  } = await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const client = new S3Client({
    ...(options.endpoint && { endpoint: options.endpoint, forcePathStyle: true }),
    region: options.region ?? process.env.AWS_REGION ?? 'us-east-1',
    ...(options.credentials && { credentials: options.credentials }),
  });
  const Bucket = options.bucket;
  const checked = (key: string) => {
    if (!isStorageKey(key)) throw new FileNotFoundError(key);
    return key;
  };
  const missingAs = (key: string) => (error: unknown) => {
    throw isMissing(error) ? new FileNotFoundError(key) : error;
  };
  const storage: FileStorage = {
    async put(area, bytes, extension) {
      const key = newStorageKey(area, extension);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentLength: bytes.byteLength }),
      );
      return { key, size: bytes.byteLength };
    },
    async putStream(area, source, extension) {
      const key = newStorageKey(area, extension);
      const counter = byteCounter();
      const body = Readable.from(source);
      // A body-stream error would otherwise only end the counter; it must fail the upload, with its own reason (the
      // size limit, a client gone) rather than a later one (s3rver, for one, refuses the abort of a multipart upload).
      let sourceError: unknown;
      body.on('error', (error) => {
        sourceError = error;
        counter.destroy(error);
      });
      // lib-storage sends a small file as one PutObject and a large one as a multipart upload in 5 MB parts, one
      // part at a time (at most 5 MB of an upload in memory); on a failure it aborts the multipart upload, so no part
      // is kept.
      const upload = new Upload({
        client,
        queueSize: 1,
        params: { Bucket, Key: key, Body: body.pipe(counter) },
      });
      await upload.done().catch((error: unknown) => {
        throw sourceError ?? error;
      });
      return { key, size: counter.bytes };
    },
    async putAt(key, source) {
      await new Upload({
        client,
        queueSize: 1,
        params: { Bucket, Key: checked(key), Body: Readable.from(source) },
      }).done();
    },
    async hasFiles() {
      // ListObjects (version 1): s3rver answers version 2 with an internal error.
      const answer = await client.send(new ListObjectsCommand({ Bucket, MaxKeys: 1 }));
      return (answer.Contents?.length ?? 0) > 0;
    },
    async get(key, range) {
      const answer = await client
        .send(
          new GetObjectCommand({
            Bucket,
            Key: checked(key),
            ...(range && { Range: `bytes=${range.start}-${range.end}` }),
          }),
        )
        .catch(missingAs(key));
      // Content-Range: bytes start-end/size for a range; the length otherwise.
      const total = answer.ContentRange?.split('/')[1];
      return { stream: answer.Body as Readable, size: Number(total ?? answer.ContentLength ?? 0) };
    },
    async stat(key) {
      const head = await client
        .send(new HeadObjectCommand({ Bucket, Key: checked(key) }))
        .catch(missingAs(key));
      return { size: Number(head.ContentLength ?? 0) };
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async read(key) {
      const { stream } = await storage.get(key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async move(key, area) {
      const newKey = `${area}/${checked(key).split('/').at(-1)}`;
      await client
        .send(new CopyObjectCommand({ Bucket, Key: newKey, CopySource: `${Bucket}/${key}` }))
        .catch(missingAs(key));
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      return newKey;
    },
  };
  return storage;
}
