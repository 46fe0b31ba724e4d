// /…/announcements for the people announcements are addressed to: the ones addressed to them now, pinned first,
// expired ones gone, each a link to its page. And the same cards, fewer, on their dashboard.
import { Link, PageHeader, Stack } from '@portal/ui';
import type { ReactNode } from 'react';
import { AnnouncementCard } from './AnnouncementCard.tsx';
import * as styles from './announcements.css.ts';
import {
  type Announcement,
  type AudienceArea,
  announcementHref,
  announcementsHref,
  type StaffArea,
  announcementWords as words,
} from './announcementText.ts';

export interface AudienceAnnouncementsViewProps {
  area: AudienceArea;
  announcements: readonly Announcement[];
}

/** The announcements as a list of cards without their text, each a link to the announcement; or that there are none. */
function AnnouncementLinks({
  area,
  announcements,
  label,
  level,
}: AudienceAnnouncementsViewProps & { label: string; level?: 2 | 3 }) {
  if (announcements.length === 0) return <p className={styles.empty}>{words.empty}</p>;
  return (
    <Stack as="ul" gap="sm" aria-label={label}>
      {announcements.map((announcement) => (
        <li key={announcement.id}>
          <AnnouncementCard
            announcement={announcement}
            href={announcementHref(area, announcement.id)}
            level={level}
            showBody={false}
          />
        </li>
      ))}
    </Stack>
  );
}

export function AudienceAnnouncementsView({ area, announcements }: AudienceAnnouncementsViewProps) {
  return (
    <Stack gap="lg">
      <PageHeader title={words.title} description={words.audienceDescription} />
      <AnnouncementLinks area={area} announcements={announcements} label={words.title} />
    </Stack>
  );
}

/** The dashboard's section: the newest few (pinned first), each a link, and the way to all of them. */
export function DashboardAnnouncements({ area, announcements }: AudienceAnnouncementsViewProps) {
  return (
    <Stack as="section" gap="sm" aria-labelledby="dashboard-announcements">
      <h2 id="dashboard-announcements" className={styles.sectionTitle}>
        {words.dashboardHeading}
      </h2>
      <AnnouncementLinks area={area} announcements={announcements} label={words.dashboardHeading} level={3} />
      <Link variant="standalone" href={announcementsHref(area)}>
        All announcements
      </Link>
    </Stack>
  );
}

export interface AnnouncementViewProps {
  area: AudienceArea | StaffArea;
  announcement: Announcement;
  onOpenAttachment: (announcement: Announcement) => void;
  /** What the page shows under the announcement (the staff's page: its read receipts). */
  children?: ReactNode;
}

/** /…/announcements/{id}: one announcement in full (opening it recorded that the person read it). */
export function AnnouncementView({ area, announcement, onOpenAttachment, children }: AnnouncementViewProps) {
  return (
    <Stack gap="lg">
      <PageHeader
        title={announcement.title}
        backLink={{ label: 'Back To Announcements', href: announcementsHref(area) }}
      />
      <AnnouncementCard announcement={announcement} onOpenAttachment={onOpenAttachment} showTitle={false} />
      {children}
    </Stack>
  );
}
