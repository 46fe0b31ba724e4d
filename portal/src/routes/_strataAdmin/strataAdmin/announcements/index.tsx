import { createFileRoute } from '@tanstack/react-router';
import { announcementListRouteOptions } from '../../../../features/announcements/announcementsRoute.ts';
import { StaffAnnouncementsPage } from '../../../../features/announcements/StaffAnnouncementPages.tsx';

/** /strataAdmin/announcements: what staff posted, newest first, and the addresses that bounce. */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/announcements/')({
  ...announcementListRouteOptions,
  component: () => <StaffAnnouncementsPage area="strataAdmin" />,
});
