// A list a dashboard shows in a table of its own (rental spec 2.3, 2.4): loaded by the route's loader, shown with
// the table's loading and error states. A failure shows the spec's toast once (spec 8, e.g. "Could Not Load
// Properties.") and the table offers a retry; the other lists of the page keep working.
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Toaster } from '../../app/toaster.ts';

export type LoadedListStatus = 'ready' | 'loading' | 'error';

export interface LoadedList<T> {
  rows: readonly T[];
  status: LoadedListStatus;
  onRetry: () => void;
}

const none: readonly never[] = [];

/** Shows the list's failure message once per failed load (`errorUpdatedAt` of its query). */
export function useFailureToast(errorUpdatedAt: number, failureMessage: string, toaster: Toaster): void {
  const toastedAt = useRef(0);
  useEffect(() => {
    if (errorUpdatedAt === 0 || errorUpdatedAt === toastedAt.current) return;
    toastedAt.current = errorUpdatedAt;
    toaster.show(failureMessage, 'error');
  }, [errorUpdatedAt, failureMessage, toaster]);
}

export function useLoadedList<T, E, K extends QueryKey>(
  options: UseQueryOptions<T[], E, T[], K>,
  failureMessage: string,
  toaster: Toaster,
): LoadedList<T> {
  // The loader already tried (with the client's retry): a failed list is not fetched again on mount, only on Retry.
  const query = useQuery({ ...options, retryOnMount: false });
  useFailureToast(query.errorUpdatedAt, failureMessage, toaster);
  const status: LoadedListStatus =
    query.fetchStatus === 'fetching' && !query.isSuccess
      ? 'loading'
      : query.isError
        ? 'error'
        : query.isSuccess
          ? 'ready'
          : 'loading';
  return {
    rows: query.data ?? none,
    status,
    onRetry: () => void query.refetch(),
  };
}
