import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/openapi.ts';

/** A failed call: any status outside 200-299. `message` is the server's text, meant for the user. */
export class ApiError extends Error {
  readonly status: number;
  /** The request field the server's message is about, when it names one. */
  readonly field: string | undefined;
  readonly body: unknown;

  constructor(status: number, message: string, field?: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.field = field;
    this.body = body;
  }
}

/**
 * The typed client: answers are typed as their JSON bodies (lists also answer text/csv when asked with `Accept`;
 * a CSV export reads the response's text with `parseAs: 'text'`).
 */
export type PortalClient = Client<paths, 'application/json'>;

export interface PortalClientOptions {
  /** Where the API lives, e.g. `/api` in the portal or `http://127.0.0.1:3000/api` in tests. */
  baseUrl: string;
  /** Returns the stored token, if any; read on every request so sign-in and sign-out take effect at once. */
  getToken?: () => string | null | undefined;
  /** A fetch implementation (tests, server-side use). Defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
}

export function createPortalClient({ baseUrl, getToken, fetch }: PortalClientOptions): PortalClient {
  const client = createClient<paths, 'application/json'>({
    baseUrl,
    bodySerializer: serializeBody,
    ...(fetch ? { fetch } : {}),
  });
  client.use(bearerAuth(getToken), failOutsideSuccessRange);
  return client;
}

/** The data of a successful call; the middleware already turned failures into ApiError. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (!result.response.ok) {
    throw new ApiError(result.response.status, messageFrom(result.error, result.response.status));
  }
  return result.data as T;
}

/** One page of a list operation called with `limit`, and the number of matching rows over all pages. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** The page of a successful list call, its total from the `X-Total-Count` header (the page's length without it). */
export function unwrapPage<T>(result: { data?: T[]; error?: unknown; response: Response }): Page<T> {
  const rows = unwrap(result);
  const header = result.response.headers.get('X-Total-Count');
  const total = header === null ? Number.NaN : Number(header);
  return { rows, total: Number.isInteger(total) && total >= 0 ? total : rows.length };
}

function bearerAuth(getToken: PortalClientOptions['getToken']): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

const failOutsideSuccessRange: Middleware = {
  async onResponse({ response }) {
    if (response.status >= 200 && response.status < 300) return response;
    const text = await response.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    throw apiErrorFrom(response.status, body);
  },
};

/** The ApiError of a failed answer: its status, the server's message and the field it names, if any. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const field = isRecord(body) && typeof body.field === 'string' ? body.field : undefined;
  return new ApiError(status, messageFrom(body, status), field, body);
}

function messageFrom(body: unknown, status: number): string {
  if (isRecord(body) && typeof body.message === 'string' && body.message) return body.message;
  if (typeof body === 'string' && body.trim() && body.length < 300) return body.trim();
  return `Request failed with status ${status}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * JSON for ordinary bodies; multipart/form-data when the body carries a Blob (file uploads), with every other
 * field sent as a text part. A FormData body is sent as it is.
 */
export function serializeBody(body: unknown): BodyInit {
  if (body instanceof FormData) return body;
  if (isRecord(body) && Object.values(body).some(containsBlob)) {
    const form = new FormData();
    for (const [key, value] of Object.entries(body)) {
      if (value === undefined || value === null) continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item instanceof Blob) form.append(key, item, item instanceof File ? item.name : key);
        else form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
      }
    }
    return form;
  }
  return JSON.stringify(body);
}

function containsBlob(value: unknown): boolean {
  return value instanceof Blob || (Array.isArray(value) && value.some((v) => v instanceof Blob));
}
