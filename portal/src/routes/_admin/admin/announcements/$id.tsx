import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementReadsPage } from '../../../../features/announcements/AnnouncementPages.tsx';
import { announcementReadsRouteOptions } from '../../../../features/announcements/announcementsRoute.ts';

/** /admin/announcements/{id}: an announcement and its read receipts. */
export const Route = createFileRoute('/_admin/admin/announcements/$id')({
  ...announcementReadsRouteOptions,
  component: function AnnouncementReads() {
    return <AnnouncementReadsPage area="admin" id={Route.useParams().id} />;
  },
});
