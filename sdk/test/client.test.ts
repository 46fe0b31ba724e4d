import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createPortalClient, pageOf } from '../src/client.ts';
import {
  getProperty,
  listUsersByRole,
  signIn,
  uploadDocumentFile,
  uploadListingImage,
} from '../src/generated/query/sdk.gen.ts';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

// A real HTTP server on a random loopback port: it records each request and answers by path.
let server: http.Server;
let baseUrl: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      const url = new URL(req.url ?? '/', 'http://x');
      const send = (status: number, body: unknown, type = 'application/json') => {
        res.writeHead(status, { 'Content-Type': type });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      if (url.pathname === '/api/property/7') return send(200, { id: 7, rmNumber: 'RM001001' });
      if (url.pathname === '/api/property/404') return send(404, { message: 'Not found.' });
      if (url.pathname === '/api/property/400')
        return send(400, { message: 'Invalid postal code', field: 'postal' });
      if (url.pathname === '/api/property/500') return send(500, '<html>proxy error</html>', 'text/html');
      return send(200, { ok: true });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const last = (): Seen => {
  const s = seen.at(-1);
  if (!s) throw new Error('no request reached the server');
  return s;
};

describe('createPortalClient', () => {
  it('sends the bearer header when a token is stored', async () => {
    const client = createPortalClient({ baseUrl, getToken: () => 'tok.en.value' });
    const { data } = await getProperty({ client, path: { id: 7 } });
    expect(data).toMatchObject({ id: 7 });
    expect(last().headers.authorization).toBe('Bearer tok.en.value');
    expect(last().url).toBe('/api/property/7');
  });

  it('sends no Authorization header when there is no token', async () => {
    let token: string | null = null;
    const client = createPortalClient({ baseUrl, getToken: () => token });
    await getProperty({ client, path: { id: 7 } });
    expect(last().headers.authorization).toBeUndefined();
    token = 'later';
    await getProperty({ client, path: { id: 7 } });
    expect(last().headers.authorization).toBe('Bearer later');
  });

  it("turns a status outside 200-299 into an ApiError with the server's message and field", async () => {
    const client = createPortalClient({ baseUrl });
    const notFound = await getProperty({ client, path: { id: 404 } }).catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(ApiError);
    expect(notFound).toMatchObject({ status: 404, message: 'Not found.' });

    const invalid = await getProperty({ client, path: { id: 400 } }).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ status: 400, message: 'Invalid postal code', field: 'postal' });
  });

  it('gives a readable message when the failure body is not JSON', async () => {
    const client = createPortalClient({ baseUrl });
    const err = await getProperty({ client, path: { id: 500 } }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 500, message: '<html>proxy error</html>' });
  });

  it('sends JSON bodies as JSON', async () => {
    const client = createPortalClient({ baseUrl });
    await signIn({
      client,
      body: { username: 'admin', password: 'Portal#2026', portal: 'residential' },
    });
    expect(last().method).toBe('POST');
    expect(last().headers['content-type']).toContain('application/json');
    expect(JSON.parse(last().body.toString())).toEqual({
      username: 'admin',
      password: 'Portal#2026',
      portal: 'residential',
    });
  });

  it('serializes a body carrying a file as multipart/form-data', async () => {
    const client = createPortalClient({ baseUrl, getToken: () => 't' });
    const pdf = new File(['%PDF-1.7 tiny'], 'lease.pdf', { type: 'application/pdf' });
    await uploadDocumentFile({ client, path: { id: 3 }, body: { file: pdf } });
    const req = last();
    expect(req.method).toBe('PUT');
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const text = req.body.toString();
    expect(text).toContain('filename="lease.pdf"');
    expect(text).toContain('Content-Type: application/pdf');
    expect(text).toContain('%PDF-1.7 tiny');
    expect(req.headers.authorization).toBe('Bearer t');
  });

  it('sends non-file fields of a multipart body as text parts', async () => {
    const client = createPortalClient({ baseUrl });
    const image = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', { type: 'image/jpeg' });
    await uploadListingImage({
      client,
      path: { listingId: 5 },
      body: { file: image, sortOrder: 2 },
    });
    const text = last().body.toString('latin1');
    expect(text).toMatch(/name="sortOrder"\r\n\r\n2\r\n/);
    expect(text).toContain('filename="front.jpg"');
  });

  it('serializes query parameters, arrays exploded', async () => {
    const client = createPortalClient({ baseUrl });
    await listUsersByRole({
      client,
      query: { rolesList: ['Strata Administrator', 'Strata Owner'] },
    });
    const url = new URL(last().url, 'http://x');
    expect(url.pathname).toBe('/api/user/userRoleList');
    expect(url.searchParams.getAll('rolesList')).toEqual(['Strata Administrator', 'Strata Owner']);
  });
});

describe('pageOf', () => {
  const answer = (rows: unknown[], headers: Record<string, string>) => ({
    data: rows,
    response: new Response(JSON.stringify(rows), { status: 200, headers }),
  });

  it('reads the total from X-Total-Count', () => {
    expect(pageOf(answer([{ id: 1 }], { 'X-Total-Count': '10000' }))).toEqual({
      rows: [{ id: 1 }],
      total: 10000,
    });
  });

  it("takes the page's length when the header is missing or not a count", () => {
    expect(pageOf(answer([{ id: 1 }, { id: 2 }], {})).total).toBe(2);
    expect(pageOf(answer([{ id: 1 }], { 'X-Total-Count': '-3' })).total).toBe(1);
  });
});
