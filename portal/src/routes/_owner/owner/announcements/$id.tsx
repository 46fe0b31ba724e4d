import { createFileRoute } from '@tanstack/react-router';
import { AudienceAnnouncementPage } from '../../../../features/announcements/AudienceAnnouncementPages.tsx';
import { announcementRouteOptions } from '../../../../features/announcements/announcementsRoute.ts';

/** /owner/announcements/{id}: one announcement (opening it records that the person read it). */
export const Route = createFileRoute('/_owner/owner/announcements/$id')({
  ...announcementRouteOptions,
  component: function Announcement() {
    return <AudienceAnnouncementPage area="owner" id={Route.useParams().id} />;
  },
});
