import { createFileRoute } from '@tanstack/react-router';
import { StaffAnnouncementsPage } from '../../../../features/announcements/AnnouncementPages.tsx';
import { announcementListRouteOptions } from '../../../../features/announcements/announcementsRoute.ts';

/** /strataAdmin/announcements: what staff posted, newest first, and the addresses that bounce. */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/announcements/')({
  ...announcementListRouteOptions,
  component: () => <StaffAnnouncementsPage area="strataAdmin" />,
});
