import { createFileRoute } from '@tanstack/react-router';
import { announcementReadsRouteOptions } from '../../../../features/announcements/announcementsRoute.ts';
import { AnnouncementReadsPage } from '../../../../features/announcements/StaffAnnouncementPages.tsx';

/** /strataAdmin/announcements/{id}: an announcement and its read receipts. */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/announcements/$id')({
  ...announcementReadsRouteOptions,
  component: function AnnouncementReads() {
    return <AnnouncementReadsPage area="strataAdmin" id={Route.useParams().id} />;
  },
});
