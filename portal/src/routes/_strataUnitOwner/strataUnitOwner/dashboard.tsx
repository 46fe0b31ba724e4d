import { Stack } from '@portal/ui';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardAnnouncementsSection } from '../../../features/announcements/AudienceAnnouncementPages.tsx';
import { DashboardContactSection } from '../../../features/company/CompanyContactSection.tsx';
import { failLoadWith } from '../../../features/shared/failures.ts';
import { LoadFailureNotice } from '../../../features/shared/routeSupport.tsx';
import { unitQueries } from '../../../features/units/api.ts';
import { UnitOwnerDashboardPage } from '../../../features/units/UnitPages.tsx';

/** /strataUnitOwner/dashboard: the signed-in user's buildings and units (strata spec 2, 6). */
export const Route = createFileRoute('/_strataUnitOwner/strataUnitOwner/dashboard')({
  loader: ({ context: { queryClient, user } }) =>
    Promise.all([
      queryClient
        .ensureQueryData(unitQueries.myBuildings(user.userId))
        .catch(failLoadWith('Could not load Properties.')),
      queryClient
        .ensureQueryData(unitQueries.myUnits(user.userId))
        .catch(failLoadWith('Could not load Strata Units.')),
    ]),
  errorComponent: LoadFailureNotice,
  component: function UnitOwnerDashboard() {
    return (
      // The dashboard's cards, then the company's contact and the announcements, the same space apart.
      <Stack gap="lg">
        <UnitOwnerDashboardPage user={Route.useRouteContext().user} />
        <DashboardContactSection />
        <DashboardAnnouncementsSection area="strataUnitOwner" />
      </Stack>
    );
  },
});
