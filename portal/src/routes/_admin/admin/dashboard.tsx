import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardView } from '../../../features/owners/AdminDashboardView.tsx';
import { useArchiveOwner } from '../../../features/owners/api.ts';
import { ownerTable, propertyTable } from '../../../features/owners/tables.ts';
import { useArchiveProperty } from '../../../features/properties/api.ts';
import { usePagedTable } from '../../../features/shared/pagedList.ts';

/**
 * /admin/dashboard (rental spec 2.3): the active properties and owners, each table a page at a time from the server
 * with its page, size, sort and search in the URL. The loader fetches both first pages; one failing does not fail
 * the page: its table shows the spec's message with a retry (spec 8), the other table works.
 */
export const Route = createFileRoute('/_admin/admin/dashboard')({
  validateSearch: (raw: Record<string, unknown>) => ({
    ...propertyTable.validateSearch(raw),
    ...ownerTable.validateSearch(raw),
  }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      propertyTable.prefetch(context, undefined, deps),
      ownerTable.prefetch(context, undefined, deps),
    ]),
  component: AdminDashboardPage,
});

function AdminDashboardPage() {
  const { user } = Route.useRouteContext();
  const search = Route.useSearch();
  const properties = usePagedTable(propertyTable, undefined, search);
  const owners = usePagedTable(ownerTable, undefined, search);
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
