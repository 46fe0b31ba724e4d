// The containers of the audience's announcement screens: their list, one announcement, and the dashboard's section.
// None loads staff's form.
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import {
  AnnouncementView,
  AudienceAnnouncementsView,
  DashboardAnnouncements,
} from './AudienceAnnouncementsView.tsx';
import type { AudienceArea } from './announcementText.ts';
import { useOpenAttachment } from './openAttachment.ts';
import { announcementQueries } from './queries.ts';

export function AudienceAnnouncementsPage({ area }: { area: AudienceArea }) {
  const { data: announcements } = useSuspenseQuery(announcementQueries.list());
  return <AudienceAnnouncementsView area={area} announcements={announcements} />;
}

export function AudienceAnnouncementPage({ area, id }: { area: AudienceArea; id: number }) {
  const { data: announcement } = useSuspenseQuery(announcementQueries.one(id));
  const open = useOpenAttachment();
  return <AnnouncementView area={area} announcement={announcement} onOpenAttachment={open} />;
}

/** The dashboard's section: the newest few addressed to the person, pinned first (nothing while they load). */
export function DashboardAnnouncementsSection({ area }: { area: AudienceArea }) {
  const { data } = useQuery(announcementQueries.dashboard());
  if (!data) return null;
  return <DashboardAnnouncements area={area} announcements={data} />;
}
