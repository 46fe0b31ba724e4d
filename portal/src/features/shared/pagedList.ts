// A table paged by the server, declared once: its list operation (the generated function and query-key helper of
// `@portal/sdk/query`), its URL prefix, default sort and page sizes. From that one declaration come the route's
// `validateSearch`, the loader's first page, the page fetcher, the CSV export of every page and the container's hook;
// no table writes its own fetch or export.
import type { Page } from '@portal/sdk/client';
import type { Options } from '@portal/sdk/operations';
import { type PagedData, type PagedOperation, pagedQueryOptions } from '@portal/sdk/query';
import { type DataTableQuery, defaultPageSize, defaultPageSizeOptions } from '@portal/ui';
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

export interface PagedListDefinition<TData extends PagedData, TRow> {
  /** The list operation of `@portal/sdk/operations`, e.g. `listStrataUnitsOfProperty`. */
  operation: PagedOperation<TData, TRow>['operation'];
  /** Its query-key helper from `@portal/sdk/query`: a change refreshing its tag refreshes the table. */
  queryKey: PagedOperation<TData, TRow>['queryKey'];
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

export interface PagedList<TData extends PagedData, TRow> extends PagedListDefinition<TData, TRow> {
  pageSizes: readonly number[];
  defaults: { pageSize: number; sort: string };
  /** The route's `validateSearch` share: this table's keys, unusable values dropped. */
  validateSearch: (raw: Record<string, unknown>) => Record<string, string | number | undefined>;
  /** The table's state in a route's search. */
  query: (search: Record<string, unknown>) => DataTableQuery;
  key: (options?: Options<TData>) => QueryKey;
  fetchPage: (options?: Options<TData>) => (params: ListParams, signal: AbortSignal) => Promise<Page<TRow>>;
  exportCsv: (options?: Options<TData>) => (params: Partial<ListParams>) => Promise<void>;
  /** The loader's share: the page the URL asks for, fetched before the page renders (never throws). */
  prefetch: (
    context: { queryClient: QueryClient },
    options: Options<TData> | undefined,
    search: Record<string, unknown>,
  ) => Promise<void>;
}

export function pagedList<TData extends PagedData, TRow>(
  definition: PagedListDefinition<TData, TRow>,
): PagedList<TData, TRow> {
  const pageSizes = definition.pageSizes ?? defaultPageSizeOptions;
  const defaults = { pageSize: defaultPageSize, sort: definition.sort };
  const pages = pagedQueryOptions(definition.operation, definition.queryKey);
  const list: PagedList<TData, TRow> = {
    ...definition,
    pageSizes,
    defaults,
    validateSearch: (raw) => tableSearchOf(raw, definition.prefix, pageSizes),
    query: (search) => tableQuery(tableSearch(search, definition.prefix), defaults),
    key: (options) => pages.key(options),
    fetchPage: (options) => (params, signal) => pages.fetchPage(options, params, signal),
    exportCsv: (options) => async (params) =>
      saveCsv(await pages.exportCsv(options, params), `${definition.file}.csv`),
    prefetch: ({ queryClient }, options, search) =>
      queryClient.prefetchQuery(pages(options, listParams(list.query(search)))),
  };
  return list;
}

/**
 * A container's hook for one server table: its page from the URL's state, changes written back to the URL (a new
 * history entry, so the back button returns to the previous page, sort or search), the previous page kept while the
 * next loads, the next prefetched, and Export CSV of every page.
 */
export function usePagedTable<TData extends PagedData, TRow>(
  list: PagedList<TData, TRow>,
  options: Options<TData> | undefined,
  search: Record<string, unknown>,
): ServerTable<TRow> {
  const { toaster } = usePortal();
  const router = useRouter();
  return useServerTable({
    key: list.key(options),
    fetchPage: list.fetchPage(options),
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
    exportCsv: list.exportCsv(options),
  });
}

/** A container of server tables takes its route's search (each table's page, size, sort and search). */
export interface TableSearchProps {
  search: Record<string, unknown>;
}
