// A table paged, sorted and searched by the server (the list operations' limit, offset, sort and q): its state lives
// in the URL (shareable, the back button works), the page shown stays on screen while the next loads, and the next
// page is prefetched. A failure shows the list's spec message once as a toast and in the table, with a retry.
import type { Page } from '@portal/sdk/client';
import type { DataTableQuery, DataTableServerState, DataTableSort } from '@portal/ui';
import { keepPreviousData, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMatch, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { Toaster } from '../../app/toaster.ts';
import { type LoadedListStatus, useFailureToast } from './useLoadedList.ts';

/** One table's state in the URL: `{prefix}Page`, `{prefix}Rows`, `{prefix}Sort` (`-col` descending), `{prefix}Q`. */
export interface TableSearch {
  page?: number;
  rows?: number;
  sort?: string;
  q?: string;
}

/** The list operation's query parameters for a table state. */
export interface ListParams {
  limit: number;
  offset: number;
  sort?: string;
  q?: string;
}

const positive = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Reads one table's keys from the route's raw search (anything unusable is dropped, never an error page). */
export function tableSearchOf(raw: Record<string, unknown>, prefix: string, pageSizes: readonly number[]) {
  const rows = positive(raw[`${prefix}Rows`]);
  const sort = raw[`${prefix}Sort`];
  // The router reads `?xQ=12` as the number 12 (it writes a numeric-looking text quoted, `"12"`): a search either way.
  const rawQ = raw[`${prefix}Q`];
  const q = typeof rawQ === 'number' ? String(rawQ) : rawQ;
  return {
    [`${prefix}Page`]: positive(raw[`${prefix}Page`]),
    [`${prefix}Rows`]: rows !== undefined && pageSizes.includes(rows) ? rows : undefined,
    [`${prefix}Sort`]: typeof sort === 'string' && /^-?[A-Za-z]+$/.test(sort) ? sort : undefined,
    [`${prefix}Q`]: typeof q === 'string' && q.trim() !== '' ? q.slice(0, 100) : undefined,
  };
}

export function tableSearch(search: Record<string, unknown>, prefix: string): TableSearch {
  return {
    page: search[`${prefix}Page`] as number | undefined,
    rows: search[`${prefix}Rows`] as number | undefined,
    sort: search[`${prefix}Sort`] as string | undefined,
    q: search[`${prefix}Q`] as string | undefined,
  };
}

function sortOf(sort: string | undefined): DataTableSort | undefined {
  if (!sort) return undefined;
  return sort.startsWith('-')
    ? { column: sort.slice(1), direction: 'descending' }
    : { column: sort, direction: 'ascending' };
}

export function tableQuery(
  search: TableSearch,
  defaults: { pageSize: number; sort: string },
): DataTableQuery {
  return {
    page: search.page ?? 1,
    pageSize: search.rows ?? defaults.pageSize,
    sort: sortOf(search.sort ?? defaults.sort),
    search: search.q ?? '',
  };
}

/** The URL keys of a table state, defaults left out so a plain URL stays plain. */
export function searchOfQuery(
  query: DataTableQuery,
  prefix: string,
  defaults: { pageSize: number; sort: string },
): Record<string, string | number | undefined> {
  const sort = query.sort
    ? `${query.sort.direction === 'descending' ? '-' : ''}${query.sort.column}`
    : undefined;
  return {
    [`${prefix}Page`]: query.page > 1 ? query.page : undefined,
    [`${prefix}Rows`]: query.pageSize !== defaults.pageSize ? query.pageSize : undefined,
    [`${prefix}Sort`]: sort !== defaults.sort ? sort : undefined,
    [`${prefix}Q`]: query.search.trim() || undefined,
  };
}

export function listParams(query: DataTableQuery, page = query.page): ListParams {
  const sort = query.sort
    ? `${query.sort.direction === 'descending' ? '-' : ''}${query.sort.column}`
    : undefined;
  const q = query.search.trim();
  return {
    limit: query.pageSize,
    offset: (page - 1) * query.pageSize,
    ...(sort ? { sort } : {}),
    ...(q ? { q } : {}),
  };
}

export interface ServerTable<T> {
  rows: readonly T[];
  status: LoadedListStatus;
  /** The spec's message for the list failing to load, shown in the table. */
  errorMessage: string;
  server: DataTableServerState;
  onRetry: () => void;
  /** Downloads every row of the table's search and sort as CSV (when the table has `exportCsv`). */
  onExport?: (query: DataTableQuery) => Promise<void>;
}

/** The search and sort of a table, without its page: what an export of all pages asks for. */
export function exportParams(query: DataTableQuery): Omit<ListParams, 'limit' | 'offset'> {
  const { limit: _limit, offset: _offset, ...rest } = listParams(query);
  return rest;
}

const none: readonly never[] = [];

export function useServerTable<T>({
  key,
  fetchPage,
  query,
  onChange,
  failureMessage,
  toaster,
  exportCsv,
  exportFailureMessage = 'Could not export the table. Please try again.',
}: {
  /** The list's query key; the page's parameters are appended. */
  key: QueryKey;
  fetchPage: (params: ListParams, signal: AbortSignal) => Promise<Page<T>>;
  query: DataTableQuery;
  onChange: (query: DataTableQuery) => void;
  failureMessage: string;
  toaster: Toaster;
  /** Fetches and saves the CSV of every row matching the search, in the sort. */
  exportCsv?: (params: Omit<ListParams, 'limit' | 'offset'>) => Promise<void>;
  exportFailureMessage?: string;
}): ServerTable<T> {
  const queryClient = useQueryClient();
  const router = useRouter();
  // The path of the page the table is on: its route match's, which stays until another page is shown (the router's
  // location moves to a link's target as soon as it is followed, while this page still shows).
  const pathname = useMatch({ strict: false, select: (match) => match.pathname });
  // The key and the fetcher are usually written inline: the prefetch below must not rerun on every render.
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const keyText = JSON.stringify(key);
  const params = listParams(query);
  const result = useQuery({
    queryKey: [...key, params],
    queryFn: ({ signal }) => fetchPage(params, signal),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
  const total = result.data?.total ?? 0;
  const hasNext = query.page * query.pageSize < total;
  const nextParams = listParams(query, query.page + 1);
  const nextKey = JSON.stringify(nextParams);
  useEffect(() => {
    if (!hasNext) return;
    const next = JSON.parse(nextKey) as ListParams;
    void queryClient.prefetchQuery({
      queryKey: [...(JSON.parse(keyText) as unknown[]), next],
      queryFn: ({ signal }) => fetchRef.current(next, signal),
    });
  }, [hasNext, nextKey, keyText, queryClient]);
  useFailureToast(result.errorUpdatedAt, failureMessage, toaster);
  const status: LoadedListStatus = result.isError ? 'error' : result.data ? 'ready' : 'loading';
  return {
    rows: result.data?.rows ?? none,
    status,
    errorMessage: failureMessage,
    server: {
      ...query,
      total,
      isFetching: result.isPlaceholderData,
      // A change the table makes late (the search box's debounce) after the user has followed a link out of the page
      // would write the table's state onto the next page: once the router is headed elsewhere, it is left alone.
      onChange: (next) => {
        if (router.latestLocation.pathname === pathname) onChange(next);
      },
    },
    onRetry: () => void result.refetch(),
    ...(exportCsv && {
      onExport: async (current: DataTableQuery) => {
        try {
          await exportCsv(exportParams(current));
        } catch {
          toaster.show(exportFailureMessage, 'error');
        }
      },
    }),
  };
}
