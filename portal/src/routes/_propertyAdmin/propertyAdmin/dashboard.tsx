import { Stack } from '@portal/ui';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardAnnouncementsSection } from '../../../features/announcements/AudienceAnnouncementPages.tsx';
import { loadPropertyAdminDashboard } from '../../../features/buildings/api.ts';
import { PropertyAdminDashboardPage } from '../../../features/buildings/BuildingReadPages.tsx';
import { LoadFailureNotice } from '../../../features/shared/routeSupport.tsx';

/**
 * /propertyAdmin/dashboard: the building is found by the login's own user id (strata spec 2), then its staff,
 * documents and their categories (the shared ones and the building's own folders).
 */
export const Route = createFileRoute('/_propertyAdmin/propertyAdmin/dashboard')({
  loader: ({ context: { queryClient, user } }) => loadPropertyAdminDashboard(queryClient, user.userId),
  errorComponent: LoadFailureNotice,
  component: function PropertyAdminDashboard() {
    return (
      // The dashboard's cards, then the announcements, the same space apart.
      <Stack gap="lg">
        <PropertyAdminDashboardPage userId={Route.useRouteContext().user.userId} />
        <DashboardAnnouncementsSection area="propertyAdmin" />
      </Stack>
    );
  },
});
