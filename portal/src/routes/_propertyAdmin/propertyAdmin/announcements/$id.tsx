import { createFileRoute } from '@tanstack/react-router';
import { AudienceAnnouncementPage } from '../../../../features/announcements/AudienceAnnouncementPages.tsx';
import { announcementRouteOptions } from '../../../../features/announcements/announcementsRoute.ts';

/** /propertyAdmin/announcements/{id}: one announcement (opening it records that the person read it). */
export const Route = createFileRoute('/_propertyAdmin/propertyAdmin/announcements/$id')({
  ...announcementRouteOptions,
  component: function Announcement() {
    return <AudienceAnnouncementPage area="propertyAdmin" id={Route.useParams().id} />;
  },
});
