// Files in S3-compatible object storage (AWS S3, MinIO, Ceph, R2…), chosen when S3_BUCKET is set: the same keys and
// semantics as the disk storage, so every instance of the server reads what any of them wrote. S3_ENDPOINT selects
// another provider (with path-style addressing); credentials and region come from the SDK's standard AWS_* variables.
import type { Readable } from 'node:stream';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { FileNotFoundError, type FileStorage, isStorageKey, newStorageKey } from './file-storage.ts';

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
    PutObjectCommand,
    S3Client,
  } = await import('@aws-sdk/client-s3');
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
