// /admin/announcements and /strataAdmin/announcements: what staff posted to their side, newest first (expired ones
// too), each a link to its read receipts, with Archive (or, in the archived list, Restore); then the addresses of
// their side that bounce.
import { Button, Inline, PageHeader, Stack, Switch } from '@portal/ui';
import type { ReactNode } from 'react';
import { ButtonLinks } from '../shared/ButtonLinks.tsx';
import { AnnouncementCard } from './AnnouncementCard.tsx';
import * as styles from './announcements.css.ts';
import {
  type Announcement,
  announcementHref,
  type StaffArea,
  announcementWords as words,
} from './announcementText.ts';

export interface StaffAnnouncementsViewProps {
  area: StaffArea;
  announcements: readonly Announcement[];
  archived: boolean;
  onArchivedChange: (archived: boolean) => void;
  onArchive: (announcement: Announcement) => void;
  onRestore: (announcement: Announcement) => void;
  /** The addresses that bounce (MailBouncesView), under the list. */
  bounces?: ReactNode;
}

export function StaffAnnouncementsView(props: StaffAnnouncementsViewProps) {
  const { area, announcements, archived, onArchivedChange, onArchive, onRestore, bounces } = props;
  return (
    <Stack gap="lg">
      <PageHeader
        title={words.title}
        description={words.staffDescription[area]}
        actions={<ButtonLinks links={[{ label: 'New Announcement', href: `/${area}/announcements/new` }]} />}
      />
      <Inline gap="md">
        <Switch isSelected={archived} onChange={onArchivedChange}>
          Show archived
        </Switch>
      </Inline>
      {announcements.length === 0 ? (
        <p className={styles.empty}>{archived ? words.emptyArchived : words.empty}</p>
      ) : (
        <Stack as="ul" gap="sm" aria-label={archived ? 'Archived announcements' : words.title}>
          {announcements.map((announcement) => (
            <li key={announcement.id} className={styles.section}>
              <AnnouncementCard
                announcement={announcement}
                href={announcementHref(area, announcement.id)}
                showBody={false}
              />
              <Inline gap="sm">
                {announcement.archived ? (
                  <Button variant="secondary" onPress={() => onRestore(announcement)}>
                    Restore {announcement.title}
                  </Button>
                ) : (
                  <Button variant="secondary" onPress={() => onArchive(announcement)}>
                    Archive {announcement.title}
                  </Button>
                )}
              </Inline>
            </li>
          ))}
        </Stack>
      )}
      {bounces}
    </Stack>
  );
}
