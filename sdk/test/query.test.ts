import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../src/client.ts';
import { listOwnerProfiles } from '../src/generated/query/sdk.gen.ts';
import {
  configureQueryClient,
  getPropertyOptions,
  getPropertyQueryKey,
  listOwnerProfilesQueryKey,
  listPropertiesOptions,
  listPropertiesQueryKey,
  listStrataUnitsOfPropertyOptions,
  operationQueryKey,
  pagedQueryOptions,
  tagQueryKey,
  updatePropertyMutation,
} from '../src/query.ts';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}
const seen: Seen[] = [];
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body,
      });
      if (req.url?.startsWith('/api/ownerProfile?')) {
        const csv = req.headers.accept === 'text/csv';
        res.writeHead(200, {
          'Content-Type': csv ? 'text/csv' : 'application/json',
          'X-Total-Count': '42',
          ...(csv ? { 'Content-Disposition': 'attachment; filename="owners.csv"' } : {}),
        });
        res.end(csv ? 'Name,Email\r\nAda,ada@example.ca\r\n' : JSON.stringify([{ id: 1, name: 'Ada' }]));
        return;
      }
      const missing = req.url === '/api/property/9';
      res.writeHead(missing ? 404 : 200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(missing ? { message: 'Property not found.' } : { id: 3, rmNumber: 'RM007001' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  configureQueryClient({ baseUrl, getToken: () => 'token-1' });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const quiet = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('generated TanStack Query helpers (@portal/sdk/query)', () => {
  it('fetch with the configured base URL and bearer token, under the operation key', async () => {
    const options = getPropertyOptions({ path: { id: 3 } });
    expect(options.queryKey).toEqual([
      { _id: 'getProperty', baseUrl, tags: ['properties'], path: { id: 3 } },
    ]);
    expect(await quiet().fetchQuery(options)).toEqual({ id: 3, rmNumber: 'RM007001' });
    expect(seen.at(-1)).toMatchObject({
      method: 'GET',
      url: '/api/property/3',
      authorization: 'Bearer token-1',
    });
  });

  it('send query parameters', async () => {
    await quiet().fetchQuery(
      listStrataUnitsOfPropertyOptions({ path: { id: 4 }, query: { archived: true } }),
    );
    expect(seen.at(-1)?.url).toBe('/api/strataUnit/strataProperty/4?archived=true');
  });

  it('reject with the ApiError of a failed call', async () => {
    const error = await quiet()
      .fetchQuery(getPropertyOptions({ path: { id: 9 } }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Property not found.' });
  });

  it('mutate through <op>Mutation with path and body', async () => {
    const mutation = updatePropertyMutation();
    await mutation.mutationFn?.({ path: { id: 3 }, body: { rmNumber: 'RM007001' } as never }, {} as never);
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', url: '/api/property/3' });
    expect(JSON.parse(seen.at(-1)?.body ?? '{}')).toEqual({ rmNumber: 'RM007001' });
  });

  it('invalidate by operation, by operation and params, and by tag', async () => {
    const queryClient = quiet();
    await queryClient.fetchQuery(getPropertyOptions({ path: { id: 3 } }));
    await queryClient.fetchQuery(listPropertiesOptions());
    const stale = () =>
      queryClient
        .getQueryCache()
        .findAll()
        .filter((q) => q.state.isInvalidated)
        .map((q) => (q.queryKey[0] as { _id: string })._id)
        .sort();

    await queryClient.invalidateQueries({ queryKey: listPropertiesQueryKey(), refetchType: 'none' });
    expect(stale()).toEqual(['listProperties']);
    await queryClient.invalidateQueries({
      queryKey: getPropertyQueryKey({ path: { id: 4 } }),
      refetchType: 'none',
    });
    expect(stale()).toEqual(['listProperties']);
    await queryClient.invalidateQueries({ queryKey: operationQueryKey('getProperty'), refetchType: 'none' });
    expect(stale()).toEqual(['getProperty', 'listProperties']);

    await queryClient.refetchQueries();
    expect(stale()).toEqual([]);
    await queryClient.invalidateQueries({ queryKey: tagQueryKey('properties'), refetchType: 'none' });
    expect(stale()).toEqual(['getProperty', 'listProperties']);
    await queryClient.invalidateQueries({ queryKey: tagQueryKey('ownerProfiles'), refetchType: 'none' });
    expect(stale()).toEqual(['getProperty', 'listProperties']);
  });
});

describe('pagedQueryOptions', () => {
  const ownerPages = pagedQueryOptions(listOwnerProfiles, listOwnerProfilesQueryKey);

  it("answers one page and the X-Total-Count, keyed under the operation's key and the page", async () => {
    const options = ownerPages({ query: { q: 'ada' } }, { limit: 25, offset: 50, sort: 'name' });
    expect(options.queryKey).toEqual([
      ...listOwnerProfilesQueryKey({ query: { q: 'ada' } }),
      { limit: 25, offset: 50, sort: 'name' },
    ]);
    const page = await quiet().fetchQuery(options);
    expect(page).toEqual({ rows: [{ id: 1, name: 'Ada' }], total: 42 });
    const url = new URL(seen.at(-1)?.url ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'ada',
      limit: '25',
      offset: '50',
      sort: 'name',
    });
    expect(seen.at(-1)?.authorization).toBe('Bearer token-1');
  });

  it('is refreshed by invalidating the operation', async () => {
    const queryClient = quiet();
    await queryClient.fetchQuery(ownerPages(undefined, { limit: 10, offset: 0 }));
    await queryClient.invalidateQueries({ queryKey: listOwnerProfilesQueryKey(), refetchType: 'none' });
    expect(
      queryClient
        .getQueryCache()
        .findAll()
        .every((q) => q.state.isInvalidated),
    ).toBe(true);
  });

  it("exports the list as the server's CSV with its answer", async () => {
    const { data, response } = await ownerPages.exportCsv(undefined, { sort: 'name' });
    expect(await data.text()).toBe('Name,Email\r\nAda,ada@example.ca\r\n');
    expect(response.headers.get('Content-Disposition')).toContain('owners.csv');
  });
});
