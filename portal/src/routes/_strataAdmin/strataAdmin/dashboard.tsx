import { createFileRoute } from '@tanstack/react-router';
import { buildingQueries } from '../../../features/buildings/api.ts';
import { StrataAdminDashboardPage } from '../../../features/buildings/BuildingPages.tsx';
import { loadFailure } from '../../../features/shared/routeSupport.tsx';

/** /strataAdmin/dashboard: the buildings (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/dashboard')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(buildingQueries.active()),
  errorComponent: loadFailure('Could Not Load Properties.'),
  component: function StrataAdminDashboard() {
    return <StrataAdminDashboardPage user={Route.useRouteContext().user} />;
  },
});
