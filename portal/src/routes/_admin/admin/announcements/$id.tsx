import { createFileRoute } from '@tanstack/react-router';
import { announcementReadsRouteOptions } from '../../../../features/announcements/announcementsRoute.ts';
import { AnnouncementReadsPage } from '../../../../features/announcements/StaffAnnouncementPages.tsx';

/** /admin/announcements/{id}: an announcement and its read receipts. */
export const Route = createFileRoute('/_admin/admin/announcements/$id')({
  ...announcementReadsRouteOptions,
  component: function AnnouncementReads() {
    return <AnnouncementReadsPage area="admin" id={Route.useParams().id} />;
  },
});
