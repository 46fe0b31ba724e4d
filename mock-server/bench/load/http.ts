// The load's HTTP calls: signing in, one timed API call with its answer parsed, and reading ids out of answers.
import { demoPassword } from '../../src/seed.ts';

export async function signIn(
  base: string,
  username: string,
  portal: 'residential' | 'strata',
): Promise<string> {
  const res = await fetch(`${base}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: demoPassword, portal }),
  });
  if (!res.ok) throw new Error(`sign-in as ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

export async function call(
  base: string,
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Kept as text.
  }
  return { status: res.status, body: parsed, ms };
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
