import { createFileRoute } from '@tanstack/react-router';
import { AudienceAnnouncementsPage } from '../../../../features/announcements/AudienceAnnouncementPages.tsx';
import { announcementListRouteOptions } from '../../../../features/announcements/announcementsRoute.ts';

/** /owner/announcements: the announcements addressed to the person now, pinned first. */
export const Route = createFileRoute('/_owner/owner/announcements/')({
  ...announcementListRouteOptions,
  component: () => <AudienceAnnouncementsPage area="owner" />,
});
