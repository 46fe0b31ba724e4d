// The SDK's client against the test app listening on a random port, signed in as a demo account (or anonymous),
// plus small helpers the domain tests share.
//
//   const t = useTestApp();
//   const sdk = useSdk(t);
//   const admin = await sdk.as('strataadmin');
//   const { data } = await admin.GET('/strataAgent');             // typed by the contract's path and method
//   await listStrataAgents({ client: admin.client, throwOnError: true }); // or any generated function
//
// `GET`/`POST`/`PUT`/`DELETE` are typed against the SDK's generated `OperationTypes` (the operation with that method
// and path, its path, query and body, its 2xx answer), so a renamed field or path fails to compile here as in the
// portal; they call through the SDK's one runtime client, which throws ApiError on any status outside 200-299.
import { ApiError, createPortalClient, type PortalClient } from '@portal/sdk/client';
import type { OperationTypes } from '@portal/sdk/types';
import { beforeAll, expect } from 'vitest';
import type { DemoAccount } from '../../src/seed.ts';
import type { TestApp } from './test-app.ts';

type Method = 'get' | 'post' | 'put' | 'delete';
type OperationOf<M extends Method, U extends string> = {
  [Id in keyof OperationTypes]: OperationTypes[Id]['method'] extends M
    ? OperationTypes[Id]['url'] extends U
      ? Id
      : never
    : never;
}[keyof OperationTypes];
type UrlOf<M extends Method> = {
  [Id in keyof OperationTypes]: OperationTypes[Id]['method'] extends M ? OperationTypes[Id]['url'] : never;
}[keyof OperationTypes];
type DataOf<Id extends keyof OperationTypes> = OperationTypes[Id]['data'];
type Field<D, K extends string> = D extends { [P in K]?: infer V } ? V : never;
type SuccessOf<Id extends keyof OperationTypes> = {
  [S in (200 | 201 | 202 | 204) & keyof OperationTypes[Id]['responses']]: OperationTypes[Id]['responses'][S];
}[(200 | 201 | 202 | 204) & keyof OperationTypes[Id]['responses']];

/** A call's request: the operation's path parameters, query and body, as the contract names them. */
export interface CallInit<Id extends keyof OperationTypes> {
  params?: { path?: Field<DataOf<Id>, 'path'>; query?: Field<DataOf<Id>, 'query'> };
  body?: Field<DataOf<Id>, 'body'>;
  headers?: Record<string, string>;
  parseAs?: ParseAs;
}
type ParseAs = 'arrayBuffer' | 'blob' | 'json' | 'text';
type Parsed<P, T> = P extends 'arrayBuffer'
  ? ArrayBuffer
  : P extends 'text'
    ? string
    : P extends 'blob'
      ? Blob
      : T;
type Call<M extends Method> = <U extends UrlOf<M>, P extends ParseAs | undefined = undefined>(
  url: U,
  init?: CallInit<OperationOf<M, U>> & { parseAs?: P },
) => Promise<{ data: Parsed<P, SuccessOf<OperationOf<M, U>>>; response: Response }>;

/** A signed-in (or anonymous) caller of the test app: the SDK client and typed calls by method and path. */
export interface ApiClient {
  client: PortalClient;
  GET: Call<'get'>;
  POST: Call<'post'>;
  PUT: Call<'put'>;
  DELETE: Call<'delete'>;
}

function apiClient(client: PortalClient): ApiClient {
  const call =
    (method: 'GET' | 'POST' | 'PUT' | 'DELETE') =>
    async (url: string, init: CallInit<keyof OperationTypes> = {}) => {
      const multipart = hasFile(init.body);
      const { data, response } = await client.request({
        method,
        url,
        path: init.params?.path as Record<string, unknown> | undefined,
        query: init.params?.query as Record<string, unknown> | undefined,
        body: init.body,
        ...(multipart
          ? { bodySerializer: formData, headers: { ...init.headers, 'Content-Type': null } }
          : {}),
        ...(!multipart && init.headers ? { headers: init.headers } : {}),
        ...(init.parseAs ? { parseAs: init.parseAs } : {}),
        throwOnError: true,
      });
      return { data, response };
    };
  return {
    client,
    GET: call('GET') as Call<'get'>,
    POST: call('POST') as Call<'post'>,
    PUT: call('PUT') as Call<'put'>,
    DELETE: call('DELETE') as Call<'delete'>,
  };
}

function hasFile(body: unknown): boolean {
  if (body instanceof FormData) return true;
  if (typeof body !== 'object' || body === null) return false;
  return Object.values(body).some(
    (v) => v instanceof Blob || (Array.isArray(v) && v.some((i) => i instanceof Blob)),
  );
}

/** A body carrying a file as multipart/form-data, every other field a text part (objects as JSON). */
function formData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof Blob) form.append(key, item, item instanceof File ? item.name : key);
      else form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return form;
}

export interface Sdk {
  /** A client sending the demo account's bearer token. */
  as(account: DemoAccount): Promise<ApiClient>;
  /** A client with a token of any account (e.g. one a test registered). */
  withToken(token: string): ApiClient;
  anonymous(): ApiClient;
}

export function useSdk(t: TestApp): Sdk {
  let baseUrl = '';
  beforeAll(async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `${address}/api`;
  });
  const withToken = (token: string | null) =>
    apiClient(createPortalClient({ baseUrl, getToken: () => token }));
  return {
    async as(account) {
      return withToken(await t.loginAs(account));
    },
    withToken,
    anonymous: () => withToken(null),
  };
}

/** Runs a call that must fail and returns its ApiError (status, the server's message and field). */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  expect.unreachable('the call succeeded');
  throw new Error('unreachable');
}

/** Asserts a call fails with this status (and message, when given). */
export async function expectFailure(call: Promise<unknown>, status: number, message?: string) {
  const error = await failure(call);
  expect({ status: error.status, message: message === undefined ? undefined : error.message }).toEqual({
    status,
    message,
  });
  return error;
}

/** The data of a successful SDK call (the client already throws ApiError on any other status). */
export async function ok<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data, response } = await call;
  expect(response.ok).toBe(true);
  return data as T;
}
