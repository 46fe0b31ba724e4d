import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createPortalClient } from '../src/client.ts';
import { propertiesQueries, strataUnitsQueries } from '../src/generated/queries.gen.ts';
import { getPropertyQueryKey } from '../src/query.ts';

let server: http.Server;
let baseUrl: string;
const urls: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    urls.push(req.url ?? '');
    res.writeHead(req.url === '/api/property/9' ? 404 : 200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify(
        req.url === '/api/property/9' ? { message: 'Not found.' } : { id: 3, rmNumber: 'RM007001' },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('queryOptions factories', () => {
  it('key with the generated <op>QueryKey, and fetch through the client', async () => {
    const client = createPortalClient({ baseUrl });
    const options = propertiesQueries.getProperty(client, { path: { id: 3 } });
    expect(options.queryKey).toEqual(getPropertyQueryKey({ path: { id: 3 } }));
    expect(options.queryKey).toEqual([
      { _id: 'getProperty', baseUrl: '/api', tags: ['properties'], path: { id: 3 } },
    ]);
    const data = await new QueryClient().fetchQuery(options);
    expect(data).toEqual({ id: 3, rmNumber: 'RM007001' });
    expect(urls.at(-1)).toBe('/api/property/3');
  });

  it('send query parameters', async () => {
    const client = createPortalClient({ baseUrl });
    await new QueryClient().fetchQuery(
      strataUnitsQueries.listStrataUnitsOfProperty(client, { path: { id: 4 }, query: { archived: true } }),
    );
    expect(urls.at(-1)).toBe('/api/strataUnit/strataProperty/4?archived=true');
  });

  it('reject with the ApiError of a failed call', async () => {
    const client = createPortalClient({ baseUrl });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const error = await queryClient
      .fetchQuery(propertiesQueries.getProperty(client, { path: { id: 9 } }))
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Not found.' });
  });
});
