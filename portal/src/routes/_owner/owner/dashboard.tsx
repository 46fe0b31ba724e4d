import { Stack } from '@portal/ui';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardAnnouncementsSection } from '../../../features/announcements/AudienceAnnouncementPages.tsx';
import { DashboardContactSection } from '../../../features/company/CompanyContactSection.tsx';
import { loadOwnerDashboard } from '../../../features/owners/api.ts';
import { OwnerDashboardPage } from '../../../features/owners/OwnerDashboardPage.tsx';

/**
 * /owner/dashboard (rental spec 2.4): the signed-in owner's properties and documents, asked for by the owner's user
 * id; the server answers only the owner's own records. A list that fails shows the message in its table with a retry.
 */
export const Route = createFileRoute('/_owner/owner/dashboard')({
  loader: ({ context: { queryClient, user } }) => loadOwnerDashboard(queryClient, user.userId),
  component: function OwnerDashboard() {
    return (
      // The dashboard's cards, then the company's contact and the announcements, the same space apart.
      <Stack gap="lg">
        <OwnerDashboardPage user={Route.useRouteContext().user} />
        <DashboardContactSection />
        <DashboardAnnouncementsSection area="owner" />
      </Stack>
    );
  },
});
