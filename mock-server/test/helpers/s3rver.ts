// An S3-compatible server for the tests (s3rver, in this process, on a free port, files in a throwaway folder).
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../../src/storage/s3-storage.ts';

export interface TestS3 {
  /** Storage options for the bucket (endpoint, bucket, s3rver's fixed credentials). */
  options: S3StorageOptions;
  /** The environment a server process needs to use the bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3rver(bucket = 'portal-test'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  // s3rver's fixed key pair.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    options: { bucket, endpoint, region: 'us-east-1', credentials },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      AWS_REGION: 'us-east-1',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
