import { ownerProfilesQueries, propertiesQueries } from '@portal/sdk/queries';
import { createFileRoute } from '@tanstack/react-router';
import { useArchive } from '../../../components/owners/useArchive.ts';
import { useLoadedList } from '../../../components/rental/useLoadedList.ts';
import {
  AdminDashboardView,
  ownersLoadFailure,
  propertiesLoadFailure,
} from '../../../screens/admin/AdminDashboard/AdminDashboardView.tsx';

/**
 * /admin/dashboard (rental spec 2.3): every active property and owner. The loader fetches both lists; one failing
 * does not fail the page: its table shows the spec's message with a retry (spec 8), the other table works.
 */
export const Route = createFileRoute('/_admin/admin/dashboard')({
  loader: ({ context: { queryClient, api } }) =>
    Promise.allSettled([
      queryClient.ensureQueryData(propertiesQueries.listProperties(api)),
      queryClient.ensureQueryData(ownerProfilesQueries.listOwnerProfiles(api)),
    ]),
  component: AdminDashboardPage,
});

function AdminDashboardPage() {
  const { user, api, queryClient, toaster } = Route.useRouteContext();
  const properties = useLoadedList(propertiesQueries.listProperties(api), propertiesLoadFailure, toaster);
  const owners = useLoadedList(ownerProfilesQueries.listOwnerProfiles(api), ownersLoadFailure, toaster);
  const { archiveOwner, archiveProperty } = useArchive(api, queryClient, toaster);
  return (
    <AdminDashboardView
      name={user.name}
      properties={properties}
      owners={owners}
      onArchiveProperty={(property) => archiveProperty(property.id)}
      onArchiveOwner={(owner) => archiveOwner(owner.id)}
    />
  );
}
