// The one runtime client of the SDK: @hey-api/openapi-ts's fetch client (sdk/src/generated/query/client), set up
// here once for every caller. The generated functions (`@portal/sdk/operations`) and TanStack Query helpers
// (`@portal/sdk/query`) call through the shared `client`; a test or a script makes its own with
// `createPortalClient` and passes it as `client` to any generated function.

import { notActivityCalls } from './generated/contract.gen.ts';
import { type Client, createClient, createConfig } from './generated/query/client/index.ts';
import { client as sharedClient } from './generated/query/client.gen.ts';

export type { Client as PortalClient, TDataShape } from './generated/query/client/index.ts';

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

export interface PortalClientOptions {
  /** Where the API lives, e.g. `/api` in the portal or `http://127.0.0.1:3000/api` in tests. */
  baseUrl: string;
  /** Returns the stored token, if any; read on every request so sign-in and sign-out take effect at once. */
  getToken?: () => string | null | undefined;
  /** A fetch implementation (tests, server-side use, the portal's session watch). Defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
}

/**
 * Sets a client up: the base URL, the stored token on every request (public operations too, as the server reads an
 * optional session there), and every answer outside 200-299 thrown as ApiError (a network failure is thrown as it
 * came). Calling it again replaces the earlier set-up.
 */
export function configureClient(client: Client, { baseUrl, getToken, fetch }: PortalClientOptions): Client {
  client.setConfig({ baseUrl, throwOnError: true, ...(fetch ? { fetch } : {}) });
  client.interceptors.request.clear();
  client.interceptors.request.use((request) => {
    const token = getToken?.();
    if (token && !request.headers.has('Authorization'))
      request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  });
  client.interceptors.error.clear();
  client.interceptors.error.use((body, response) => (response ? apiErrorFrom(response.status, body) : body));
  return client;
}

/** A client of its own (a test signed in as someone, a script); pass it as `client` to a generated function. */
export function createPortalClient(options: PortalClientOptions): Client {
  return configureClient(createClient(createConfig()), options);
}

/** Points the shared client, the one the generated functions and query helpers use by default, at the API. */
export function configureSharedClient(options: PortalClientOptions): Client {
  return configureClient(sharedClient, options);
}

/** One page of a list operation called with `limit`, and the number of matching rows over all pages. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/** The page of a successful list call, its total from the `X-Total-Count` header (the page's length without it). */
export function pageOf<T>({ data, response }: { data: T[]; response: Response }): Page<T> {
  const header = response.headers.get('X-Total-Count');
  const total = header === null ? Number.NaN : Number(header);
  return { rows: data, total: Number.isInteger(total) && total >= 0 ? total : data.length };
}

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
 * Whether a call counts as the person's activity for the session's idle limit: every call but those the contract marks
 * `x-activity: false` (the bell's count, which a page left open asks every minute). `method` in capitals; `path` under
 * the API's base URL, e.g. `/notifications/unreadCount`.
 */
export function countsAsActivity(method: string, path: string): boolean {
  return !notActivityCalls.includes(`${method} ${path}`);
}
