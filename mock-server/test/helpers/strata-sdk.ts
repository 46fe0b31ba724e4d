// The generated SDK's client against the test app listening on a random port, signed in as a demo account (or
// anonymous), plus small helpers the strata domain tests share.
//
//   const t = useTestApp();
//   const sdk = useSdk(t);
//   const admin = await sdk.as('strataadmin');
//   const { data } = await admin.GET('/strataAgent');
import { ApiError, createPortalClient, type PortalClient } from '@portal/sdk/client';
import { beforeAll, expect } from 'vitest';
import type { DemoAccount } from '../../src/seed.ts';
import type { TestApp } from './test-app.ts';

export interface Sdk {
  /** A client sending the demo account's bearer token. */
  as(account: DemoAccount): Promise<PortalClient>;
  /** A client with a token of any account (e.g. one a test registered). */
  withToken(token: string): PortalClient;
  anonymous(): PortalClient;
}

export function useSdk(t: TestApp): Sdk {
  let baseUrl = '';
  beforeAll(async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `${address}/api`;
  });
  const withToken = (token: string | null) => createPortalClient({ baseUrl, getToken: () => token });
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
