// The staff board's state in the URL: its table's page, size, sort and search, and its filters; and the list's
// query they make. Light: the board's routes import it for validateSearch and their loaders.

import type { PortalClient } from '@portal/sdk/client';
import {
  openServiceRequestStatuses,
  serviceRequestCategories,
  serviceRequestPriorities,
  serviceRequestStatuses,
} from '@portal/sdk/service-requests';
import type { QueryClient } from '@tanstack/react-query';
import { failLoadWith } from '../shared/failures.ts';
import { type RequestFilters, requestFailures, requestQueries } from './queries.ts';
import type { BoardFilters, StaffArea } from './RequestBoardView.tsx';
import { boardTable } from './tables.ts';

const oneOf = <T extends string>(values: readonly T[], raw: unknown): T | undefined =>
  values.includes(raw as T) ? (raw as T) : undefined;

const positiveId = (raw: unknown) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

const categories = [...serviceRequestCategories.strata, ...serviceRequestCategories.rental];

/** validateSearch of the board's routes: unusable values dropped. */
export function boardSearch(raw: Record<string, unknown>) {
  return {
    ...boardTable.validateSearch(raw),
    status: oneOf(['all', ...serviceRequestStatuses] as const, raw.status),
    category: oneOf(categories, raw.category),
    priority: oneOf(serviceRequestPriorities, raw.priority),
    overdue: raw.overdue === true || raw.overdue === 'true' ? true : undefined,
    place: positiveId(raw.place),
  };
}

export type BoardSearch = ReturnType<typeof boardSearch>;

export function boardFiltersOf(search: BoardSearch): BoardFilters {
  return {
    status: search.status,
    category: search.category,
    priority: search.priority,
    overdue: search.overdue,
    place: search.place,
  };
}

/** The list's filters for the board's; without a status filter the board shows the open requests. */
export function boardQuery(area: StaffArea, search: BoardSearch): RequestFilters {
  const status =
    search.status === undefined
      ? [...openServiceRequestStatuses]
      : search.status === 'all'
        ? undefined
        : [search.status];
  const place =
    search.place === undefined
      ? {}
      : area === 'strataAdmin'
        ? { strataPropertyId: search.place }
        : { propertyId: search.place };
  return {
    ...(status ? { status } : {}),
    ...(search.category ? { category: search.category } : {}),
    ...(search.priority ? { priority: search.priority } : {}),
    ...(search.overdue ? { overdue: true } : {}),
    ...place,
  };
}

/** The counts ignore the status filter (every status is counted). */
export function countsQuery(area: StaffArea, search: BoardSearch): RequestFilters {
  const { status: _status, ...rest } = boardQuery(area, search);
  return rest;
}

/** The board's loader: the counts, the table's first page and the strata staff's buildings. */
export function loadBoard(
  context: { queryClient: QueryClient; api: PortalClient },
  area: StaffArea,
  search: BoardSearch,
) {
  return Promise.all([
    context.queryClient
      .ensureQueryData(requestQueries.counts(countsQuery(area, search)))
      .catch(failLoadWith(requestFailures.list)),
    boardTable.prefetch(context, { query: boardQuery(area, search) }, search),
    area === 'strataAdmin'
      ? context.queryClient.ensureQueryData(requestQueries.buildings()).catch(() => [])
      : undefined,
  ]);
}
