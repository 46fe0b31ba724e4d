// API transfer: JSON answers over 1 KB compressed as the client accepts (brotli or gzip), small ones and
// file ranges sent as they are; every JSON answer carries an ETag and a matching If-None-Match gets 304 without a
// body. Runs on PGlite and on PostgreSQL.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

describe('compressed API answers', () => {
  it('compresses a list over 1 KB with brotli or gzip, byte for byte the same JSON', async () => {
    const plain = await t.request({ method: 'GET', url: '/api/property', as: 'admin' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.byteLength).toBeGreaterThan(1024);

    const br = await t.request({
      method: 'GET',
      url: '/api/property',
      as: 'admin',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const unbrotli = zlib.brotliDecompressSync(br.rawPayload);
    expect(unbrotli.toString()).toBe(plain.body);
    expect(br.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 2);

    const gzip = await t.request({
      method: 'GET',
      url: '/api/property',
      as: 'admin',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends a small answer and a byte range as they are', async () => {
    const small = await t.request({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.rawPayload.byteLength).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const range = await t.request({
      method: 'GET',
      url: `/api/documents/${t.seed.documents.ownerOwn}/file`,
      as: 'owner',
      headers: { 'accept-encoding': 'br, gzip', range: 'bytes=0-2047' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('conditional list requests', () => {
  it('answers 304 without a body to the ETag of an unchanged list, and 200 with a new ETag once it changes', async () => {
    const first = await t.request({ method: 'GET', url: '/api/strataAgent?limit=5', as: 'strataadmin' });
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag;
    expect(tag).toMatch(/^"[^"]+"$/);
    const again = await t.request({
      method: 'GET',
      url: '/api/strataAgent?limit=5',
      as: 'strataadmin',
      headers: { 'if-none-match': String(tag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);

    const other = await t.request({
      method: 'GET',
      url: '/api/strataAgent?limit=5&sort=-name',
      as: 'strataadmin',
      headers: { 'if-none-match': String(tag) },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(tag);
  });
});
