import type { PortalClient } from '@portal/sdk/client';
import { unwrapPage } from '@portal/sdk/client';
import { listOwnerProfilesQueryKey, listPropertiesQueryKey } from '@portal/sdk/query';
import type { operations } from '@portal/sdk/types';
import { defaultPageSize, defaultPageSizeOptions } from '@portal/ui/DataTable/pageSizes.ts';
import type { QueryKey } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import {
  AdminDashboardView,
  ownersLoadFailure,
  propertiesLoadFailure,
} from '../../../features/owners/AdminDashboardView.tsx';
import { useArchiveOwner } from '../../../features/owners/api.ts';
import { useArchiveProperty } from '../../../features/properties/api.ts';
import { saveCsv } from '../../../features/shared/exportCsv.ts';
import {
  type ListParams,
  listParams,
  searchOfQuery,
  tableQuery,
  tableSearch,
  tableSearchOf,
  useServerTable,
} from '../../../features/shared/serverTable.ts';

const propertyDefaults = { pageSize: defaultPageSize, sort: 'rmNumber' };
const ownerDefaults = { pageSize: defaultPageSize, sort: 'name' };

/** The dashboard's two tables, a page at a time (keyed by their list operation, so archiving, which refreshes the operations' tags, refreshes them). */
const propertyPages = {
  key: listPropertiesQueryKey(),
  fetch: (api: PortalClient) => async (params: ListParams, signal: AbortSignal) =>
    unwrapPage(
      await api.GET('/property', {
        params: { query: params as operations['listProperties']['parameters']['query'] },
        signal,
      }),
    ),
  export: (api: PortalClient) => async (params: Partial<ListParams>) =>
    saveCsv(
      await api.GET('/property', {
        params: { query: params as operations['listProperties']['parameters']['query'] },
        headers: { Accept: 'text/csv' },
        parseAs: 'blob',
      }),
      'properties.csv',
    ),
};
const ownerPages = {
  key: listOwnerProfilesQueryKey(),
  fetch: (api: PortalClient) => async (params: ListParams, signal: AbortSignal) =>
    unwrapPage(
      await api.GET('/ownerProfile', {
        params: { query: params as operations['listOwnerProfiles']['parameters']['query'] },
        signal,
      }),
    ),
  export: (api: PortalClient) => async (params: Partial<ListParams>) =>
    saveCsv(
      await api.GET('/ownerProfile', {
        params: { query: params as operations['listOwnerProfiles']['parameters']['query'] },
        headers: { Accept: 'text/csv' },
        parseAs: 'blob',
      }),
      'owners.csv',
    ),
};

/**
 * /admin/dashboard (rental spec 2.3): the active properties and owners, each table a page at a time from the server
 * with its page, size, sort and search in the URL. The loader fetches both first pages; one failing does not fail
 * the page: its table shows the spec's message with a retry (spec 8), the other table works.
 */
export const Route = createFileRoute('/_admin/admin/dashboard')({
  validateSearch: (raw: Record<string, unknown>) => ({
    ...tableSearchOf(raw, 'properties', defaultPageSizeOptions),
    ...tableSearchOf(raw, 'owners', defaultPageSizeOptions),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, api }, deps }) => {
    const first = <T,>(
      pages: { key: QueryKey; fetch: (api: PortalClient) => (p: ListParams, s: AbortSignal) => Promise<T> },
      params: ListParams,
    ) =>
      queryClient.ensureQueryData({
        queryKey: [...pages.key, params],
        queryFn: ({ signal }) => pages.fetch(api)(params, signal),
      });
    return Promise.allSettled([
      first(propertyPages, listParams(tableQuery(tableSearch(deps, 'properties'), propertyDefaults))),
      first(ownerPages, listParams(tableQuery(tableSearch(deps, 'owners'), ownerDefaults))),
    ]);
  },
  component: AdminDashboardPage,
});

function AdminDashboardPage() {
  const { user, api, toaster } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const properties = useServerTable({
    key: propertyPages.key,
    fetchPage: propertyPages.fetch(api),
    query: tableQuery(tableSearch(search, 'properties'), propertyDefaults),
    onChange: (query) =>
      void navigate({
        search: (prev) => ({ ...prev, ...searchOfQuery(query, 'properties', propertyDefaults) }),
      }),
    failureMessage: propertiesLoadFailure,
    toaster,
    exportCsv: propertyPages.export(api),
  });
  const owners = useServerTable({
    key: ownerPages.key,
    fetchPage: ownerPages.fetch(api),
    query: tableQuery(tableSearch(search, 'owners'), ownerDefaults),
    onChange: (query) =>
      void navigate({ search: (prev) => ({ ...prev, ...searchOfQuery(query, 'owners', ownerDefaults) }) }),
    failureMessage: ownersLoadFailure,
    toaster,
    exportCsv: ownerPages.export(api),
  });
  const archiveOwner = useArchiveOwner();
  const archiveProperty = useArchiveProperty();
  return (
    <AdminDashboardView
      name={user.name}
      properties={properties}
      owners={owners}
      onArchiveProperty={(property) => archiveProperty.run({ path: { id: property.id } })}
      onArchiveOwner={(owner) => archiveOwner.run({ path: { id: owner.id } })}
    />
  );
}
