import { createFileRoute } from '@tanstack/react-router';
import { AudienceAnnouncementsPage } from '../../../../features/announcements/AudienceAnnouncementPages.tsx';
import { announcementListRouteOptions } from '../../../../features/announcements/announcementsRoute.ts';

/** /strataUnitOwner/announcements: the announcements addressed to the person now, pinned first. */
export const Route = createFileRoute('/_strataUnitOwner/strataUnitOwner/announcements/')({
  ...announcementListRouteOptions,
  component: () => <AudienceAnnouncementsPage area="strataUnitOwner" />,
});
