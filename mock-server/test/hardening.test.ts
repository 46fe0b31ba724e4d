// Hardening regressions, on PGlite and PostgreSQL:
//   - text: NUL and unpaired UTF-16 surrogates refused with 400 naming the field (JSON body, query, path, multipart
//     field, sign-in included); every other Unicode text stored byte for byte (a leading U+FEFF, emoji, combining
//     marks, right-to-left); required text that is only whitespace refused, never stored as "";
//   - multipart: no boundary, cut short, malformed, the file under another name, two files: 400, nothing stored;
//   - ids: only canonical integers in the path and the query (`6e0`, `0x6`, `06`, `+6`, ` 6` → 400);
//   - Fastify's own errors (body too large, unsupported media type, URL too long) in the contract's Error shape.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { multipartBody, tinyPdf } from './fixtures/contract-requests.ts';
import { expectError } from './helpers/expect-error.ts';
import { testOptions, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

function storedFiles(): string[] {
  const root = path.join(t.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) =>
    fs.statSync(path.join(root, f)).isFile(),
  );
}

const listingBody = (description: string) => ({
  propertyId: t.seed.properties.owner[1],
  description,
  price: 4250,
});
const postListing = (description: string) =>
  t.request({ method: 'POST', url: '/api/propertyListing', as: 'admin', payload: listingBody(description) });

describe('text input', () => {
  const bad = { nul: 'Trout\u0000Lake', surrogate: 'Trout \ud83d Lake', lowSurrogate: '\udc00 Lake' };

  for (const [name, value] of Object.entries(bad)) {
    it(`refuses ${name} in a JSON body field, sign-in included, naming the field`, async () => {
      const signIn = await t.request({
        method: 'POST',
        url: '/api/auth',
        payload: { username: value, password: 'x', portal: 'residential' },
      });
      expectError(signIn, 400, 'username');
      expectError(await postListing(value), 400, 'description');
    });
  }

  it('refuses NUL and lone surrogates in the query and the path', async () => {
    const query = await t.request({ method: 'GET', url: '/api/geocoder/search?q=Main%00St', as: 'admin' });
    expectError(query, 400, 'q');
    const surrogate = await t.request({
      method: 'GET',
      url: `/api/strataUnitUserInvitation/${encodeURIComponent('ab')}%ED%A0%80`,
    });
    // A raw lone surrogate cannot be percent-encoded as UTF-8; its bytes decode to U+FFFD or fail: never 500.
    expect(surrogate.statusCode).toBeLessThan(500);
    const nulPath = await t.request({ method: 'GET', url: '/api/strataUnitUserInvitation/ab%00cd' });
    expectError(nulPath, 400, 'hash');
  });

  it('keeps every other Unicode text byte for byte', async () => {
    const texts = [
      '\uFEFFBOM first',
      'Emoji 🏠🔑 house',
      'Cafe\u0301 combining',
      'שלום עולם مرحبا',
      '\u200Fright-to-left mark',
    ];
    for (const description of texts) {
      const created = await postListing(description);
      expect(created.statusCode, created.body).toBe(201);
      const id = (created.json() as { id: number }).id;
      const read = await t.request({ method: 'GET', url: `/api/propertyListing/${id}`, as: 'admin' });
      expect(read.statusCode).toBe(200);
      expect(Buffer.from((read.json() as { description: string }).description)).toEqual(
        Buffer.from(description),
      );
    }
  });

  it('refuses required text that is only whitespace, and stores nothing', async () => {
    const before = await t.request({
      method: 'GET',
      url: `/api/propertyListing/list/${t.seed.properties.owner[1]}`,
      as: 'admin',
    });
    for (const description of ['   ', '\t\n', '\u00a0 ']) {
      expectError(await postListing(description), 400, 'description');
    }
    const after = await t.request({
      method: 'GET',
      url: `/api/propertyListing/list/${t.seed.properties.owner[1]}`,
      as: 'admin',
    });
    expect(after.json()).toEqual(before.json());
    // A field with the spec's own required message answers it.
    const agent = await t.request({
      method: 'POST',
      url: '/api/strataUnit',
      as: 'strataadmin',
      payload: { strataPropertyId: t.seed.strataProperties.bcs, unitNumber: '  ', lotNumber: '12' },
    });
    expect(agent.statusCode).toBe(400);
    expect((agent.json() as { message: string }).message).toBe('Unit number cannot be blank');
  });
});

describe('canonical integer ids', () => {
  for (const id of ['6e0', '0x6', '06', '+6', ' 6', '6 ', '6.0', '1e1']) {
    it(`refuses ${JSON.stringify(id)} as a path or query id`, async () => {
      const res = await t.request({
        method: 'GET',
        url: `/api/propertyListing/${encodeURIComponent(id)}`,
        as: 'admin',
      });
      expectError(res, 400, 'id');
    });
  }

  it('takes a canonical id', async () => {
    const id = t.seed.listings.owner[0];
    const res = await t.request({ method: 'GET', url: `/api/propertyListing/${id}`, as: 'admin' });
    expect(res.statusCode).toBe(200);
  });
});

describe('multipart uploads', () => {
  const uploads = () => [
    {
      url: `/api/documents/upload/${t.seed.documents.ownerProperty}`,
      method: 'PUT' as const,
      as: 'admin' as const,
    },
    {
      url: `/api/strataDocuments/upload/${t.seed.strataDocuments.bcsBylaws}`,
      method: 'PUT' as const,
      as: 'strataadmin' as const,
    },
    {
      url: `/api/strataUnitDocument/upload/${t.seed.strataUnitDocuments.bcs101}`,
      method: 'PUT' as const,
      as: 'strataadmin' as const,
    },
    {
      url: `/api/propertyListingImage/${t.seed.listings.owner[0]}`,
      method: 'POST' as const,
      as: 'admin' as const,
    },
    { url: '/api/importOwners', method: 'POST' as const, as: 'strataadmin' as const },
  ];
  const valid = multipartBody({}, { name: 'a.pdf', type: 'application/pdf', bytes: tinyPdf });
  const boundary = valid.contentType.split('boundary=')[1] ?? '';
  const twoFiles = (() => {
    const part = (name: string) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          `Content-Type: application/pdf\r\n\r\n${tinyPdf.toString('latin1')}\r\n`,
      );
    return Buffer.concat([part('a.pdf'), part('b.pdf'), Buffer.from(`--${boundary}--\r\n`)]);
  })();
  const cases: Record<string, { payload: Buffer; contentType: string }> = {
    'no boundary': { payload: valid.payload, contentType: 'multipart/form-data' },
    'a body cut short': { payload: valid.payload.subarray(0, 90), contentType: valid.contentType },
    'a malformed part header': {
      payload: Buffer.from(`--${boundary}\r\nno header here\r\n\r\nx\r\n--${boundary}--\r\n`),
      contentType: valid.contentType,
    },
    'the file under another name': multipartBody(
      {},
      { field: 'document', name: 'a.pdf', type: 'application/pdf', bytes: tinyPdf },
    ),
    'two files': { payload: twoFiles, contentType: valid.contentType },
    'a NUL in a form field': multipartBody(
      { sortOrder: '1\u0000' },
      { name: 'a.pdf', type: 'application/pdf', bytes: tinyPdf },
    ),
  };
  for (const [name, body] of Object.entries(cases)) {
    it(`answers 400 to ${name} on every upload operation, storing nothing`, async () => {
      for (const upload of uploads()) {
        const files = storedFiles();
        const res = await t.request({
          method: upload.method,
          url: upload.url,
          as: upload.as,
          payload: body.payload,
          headers: { 'content-type': body.contentType },
        });
        expect(res.statusCode, `${upload.url}: ${res.body}`).toBe(400);
        expectError(res, 400);
        expect(storedFiles()).toEqual(files);
      }
    });
  }
});

describe("Fastify's own errors in the contract's Error shape", () => {
  it('answers 431 in the Error shape to headers over 16 KB, before routing (over a real socket)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = t.app.server.address() as net.AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(`GET /api/property HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
        });
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString();
        });
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
      expect(body).toMatchObject({ statusCode: 431, message: 'Exceeded maximum allowed HTTP header size' });
    } finally {
      t.app.server.close();
    }
  });

  it('answers 415 to another media type and 413 to a JSON body over the limit', async () => {
    const media = await t.request({
      method: 'POST',
      url: '/api/propertyListing',
      as: 'admin',
      payload: 'description=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectError(media, 415);
    const large = await t.request({
      method: 'POST',
      url: '/api/propertyListing',
      as: 'admin',
      payload: JSON.stringify(listingBody('x'.repeat(2 * 1024 * 1024))),
      headers: { 'content-type': 'application/json' },
    });
    expectError(large, 413);
  });

  it('answers 414 to a URL over the limit', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/propertyListing/${'1'.repeat(10_000)}`,
      as: 'admin',
    });
    expectError(res, 414);
  });
});

describe('a database that does not answer', () => {
  it("answers 503 in the contract's Error shape, not 500", async () => {
    const { options, cleanup } = await testOptions({ seed: false });
    const { app } = await buildApp(options);
    try {
      const client = (
        app.services.db as unknown as { $client: { close?: () => Promise<void>; end?: () => Promise<void> } }
      ).$client;
      await (client.close ?? client.end)?.call(client);
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth',
        payload: { username: 'someone', password: 'secret', portal: 'residential' },
      });
      expectError(res, 503);
    } finally {
      await app.close().catch(() => {});
      await cleanup();
    }
  });
});
