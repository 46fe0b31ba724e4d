// A table paged by the server, declared once: its list operation (the SDK path and the query-key helper of
// `@portal/sdk/query`), its URL prefix, default sort and page sizes. From that one declaration come the route's
// `validateSearch`, the loader's first page, the page fetcher, the CSV export of every page and the container's hook;
// no table writes its own fetch or export.
import { type Page, type PortalClient, unwrapPage } from '@portal/sdk/client';
import type { paths } from '@portal/sdk/types';
import type { DataTableQuery } from '@portal/ui/DataTable/DataTable.tsx';
import { defaultPageSize, defaultPageSizeOptions } from '@portal/ui/DataTable/pageSizes.ts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { saveCsv } from './exportCsv.ts';
import {
  type ListParams,
  listParams,
  type ServerTable,
  searchOfQuery,
  tableQuery,
  tableSearch,
  tableSearchOf,
  useServerTable,
} from './serverTable.ts';
import { usePortal } from './usePortal.ts';

type GetOf<P extends keyof paths> = paths[P] extends { get: infer G } ? G : never;

/** The contract's paths whose GET answers a page when asked (`limit`). */
export type PagedPath = {
  [P in keyof paths]: GetOf<P> extends { parameters: { query?: { limit?: number } } } ? P : never;
}[keyof paths];

/** The item schema of a paged path's list. */
export type RowOf<P extends PagedPath> =
  GetOf<P> extends { responses: { 200: { content: { 'application/json': (infer R)[] } } } } ? R : never;

/** The request options of the list (its path ids and the table's filters), as its query-key helper takes them. */
type ListOptions = { path?: unknown; query?: unknown } | undefined;

/** openapi-fetch's GET with the path left open: the declaration ties the path to its query-key helper. */
type AnyGet = (
  path: string,
  init: {
    params: { path?: unknown; query?: unknown };
    signal?: AbortSignal;
    headers?: Record<string, string>;
    parseAs?: 'blob';
  },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

export interface PagedListDefinition<P extends PagedPath, O extends ListOptions> {
  /** The list operation's path in the contract, e.g. `/strataUnit/strataProperty/{id}`. */
  path: P;
  /** The operation's query-key helper from `@portal/sdk/query`: a change refreshing its tag refreshes the table. */
  queryKey: (options: O) => QueryKey;
  /** The table's keys in the URL: `{prefix}Page`, `{prefix}Rows`, `{prefix}Sort`, `{prefix}Q`. */
  prefix: string;
  /** The sort the table opens with (`-col` descending). */
  sort: string;
  pageSizes?: readonly number[];
  /** The CSV file's name when the server gives none. */
  file: string;
  /** The spec's message when the list fails to load (shown in the table and as a toast). */
  failure: string;
}

export interface PagedList<P extends PagedPath, O extends ListOptions> extends PagedListDefinition<P, O> {
  pageSizes: readonly number[];
  defaults: { pageSize: number; sort: string };
  /** The route's `validateSearch` share: this table's keys, unusable values dropped. */
  validateSearch: (raw: Record<string, unknown>) => Record<string, string | number | undefined>;
  /** The table's state in a route's search. */
  query: (search: Record<string, unknown>) => DataTableQuery;
  key: (options: O) => QueryKey;
  fetchPage: (
    api: PortalClient,
    options: O,
  ) => (params: ListParams, signal: AbortSignal) => Promise<Page<RowOf<P>>>;
  exportCsv: (api: PortalClient, options: O) => (params: Partial<ListParams>) => Promise<void>;
  /** The loader's share: the page the URL asks for, fetched before the page renders (never throws). */
  prefetch: (
    context: { queryClient: QueryClient; api: PortalClient },
    options: O,
    search: Record<string, unknown>,
  ) => Promise<void>;
}

function requestOf(options: ListOptions, params: Partial<ListParams>) {
  const query = { ...((options?.query as object | undefined) ?? {}), ...params };
  return options?.path === undefined ? { query } : { path: options.path, query };
}

export function pagedList<P extends PagedPath, O extends ListOptions>(
  definition: PagedListDefinition<P, O>,
): PagedList<P, O> {
  const pageSizes = definition.pageSizes ?? defaultPageSizeOptions;
  const defaults = { pageSize: defaultPageSize, sort: definition.sort };
  const get = (api: PortalClient) => api.GET as unknown as AnyGet;
  const list: PagedList<P, O> = {
    ...definition,
    pageSizes,
    defaults,
    validateSearch: (raw) => tableSearchOf(raw, definition.prefix, pageSizes),
    query: (search) => tableQuery(tableSearch(search, definition.prefix), defaults),
    key: (options) => definition.queryKey(options),
    fetchPage: (api, options) => async (params, signal) =>
      unwrapPage(
        (await get(api)(definition.path, { params: requestOf(options, params), signal })) as {
          data?: RowOf<P>[];
          response: Response;
        },
      ),
    exportCsv: (api, options) => async (params) =>
      saveCsv(
        (await get(api)(definition.path, {
          params: requestOf(options, params),
          headers: { Accept: 'text/csv' },
          parseAs: 'blob',
        })) as { data?: Blob; response: Response },
        `${definition.file}.csv`,
      ),
    prefetch: ({ queryClient, api }, options, search) => {
      const params = listParams(list.query(search));
      return queryClient.prefetchQuery({
        queryKey: [...list.key(options), params],
        queryFn: ({ signal }) => list.fetchPage(api, options)(params, signal),
      });
    },
  };
  return list;
}

/**
 * A container's hook for one server table: its page from the URL's state, changes written back to the URL (a new
 * history entry, so the back button returns to the previous page, sort or search), the previous page kept while the
 * next loads, the next prefetched, and Export CSV of every page.
 */
export function usePagedTable<P extends PagedPath, O extends ListOptions>(
  list: PagedList<P, O>,
  options: O,
  search: Record<string, unknown>,
): ServerTable<RowOf<P>> {
  const { api, toaster } = usePortal();
  const router = useRouter();
  return useServerTable({
    key: list.key(options),
    fetchPage: list.fetchPage(api, options),
    query: list.query(search),
    onChange: (query) =>
      void router.navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => ({
          ...prev,
          ...searchOfQuery(query, list.prefix, list.defaults),
        }),
      } as never),
    failureMessage: list.failure,
    toaster,
    exportCsv: list.exportCsv(api, options),
  });
}

/** A container of server tables takes its route's search (each table's page, size, sort and search). */
export interface TableSearchProps {
  search: Record<string, unknown>;
}
