import { createFileRoute } from '@tanstack/react-router';
import { StrataAdminDashboardPage } from '../../../features/buildings/BuildingPages.tsx';
import { buildingTable } from '../../../features/buildings/tables.ts';

/** /strataAdmin/dashboard: the buildings (strata spec 2), a page at a time with its state in the URL. */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/dashboard')({
  validateSearch: buildingTable.validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => buildingTable.prefetch(context, undefined, deps),
  component: function StrataAdminDashboard() {
    return <StrataAdminDashboardPage user={Route.useRouteContext().user} search={Route.useSearch()} />;
  },
});
