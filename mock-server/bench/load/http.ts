// The load's HTTP calls: signing in, one timed API call with its answer parsed, and reading ids out of answers.
import http from 'node:http';
import zlib from 'node:zlib';
import { demoPassword } from '../../src/seed.ts';

/** A session token for an account without a second factor (a demo account unless another password is given). */
export async function signIn(
  base: string,
  username: string,
  portal: 'residential' | 'strata',
  password = demoPassword,
): Promise<string> {
  const res = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, portal }),
  });
  if (!res.ok) throw new Error(`sign-in as ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

/**
 * A client's own kept-alive connection. Each of the load's clients stands for a browser of its own; with one pool
 * shared by all of them (fetch's), new connections open one at a time, each waiting until a busy server's event loop
 * comes round to accept it, and the requests queued meanwhile wait on that one connection: the "early stall" (requests
 * sent in the first seconds answered only when the run ended, up to 35 s on PGlite).
 */
export const connection = () => new http.Agent({ keepAlive: true, maxSockets: 1 });

const shared = new http.Agent({ keepAlive: true });

/** One API call, its answer decompressed (the client accepts brotli and gzip, as a browser does) and parsed. */
export function call(
  base: string,
  token: string,
  method: string,
  url: string,
  body?: unknown,
  agent: http.Agent = shared,
): Promise<Answer> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/api${url}`,
      {
        method,
        agent,
        headers: {
          // No token: a public call (the sign-in and its second step).
          ...(token !== '' && { authorization: `Bearer ${token}` }),
          'accept-encoding': 'br, gzip',
          ...(payload !== undefined && {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const text = (
            encoding === 'br'
              ? zlib.brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? zlib.gunzipSync(raw)
                : raw
          ).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            // Kept as text.
          }
          resolve({ status: response.statusCode ?? 0, body: parsed, ms: performance.now() - started });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

export const idOf = (body: unknown): number | undefined =>
  typeof body === 'object' && body !== null && typeof (body as { id?: unknown }).id === 'number'
    ? (body as { id: number }).id
    : undefined;

export const itemsOf = (body: unknown): { id: number }[] =>
  Array.isArray(body) ? body.filter((item) => typeof item?.id === 'number') : [];

/** The document types a property's document may have (the others are for an owner's). */
export async function propertyDocumentTypes(base: string, token: string): Promise<number[]> {
  const types = (await call(base, token, 'GET', '/documents/documentTypes')).body;
  return (Array.isArray(types) ? types : [])
    .filter((type) => type?.appliesTo === 'property' && typeof type.id === 'number')
    .map((type) => type.id as number);
}
