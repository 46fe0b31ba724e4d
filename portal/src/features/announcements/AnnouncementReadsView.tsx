// /admin/announcements/{id} and /strataAdmin/announcements/{id}: the announcement as its audience reads it, and its
// read receipts: how many of the audience opened it, and who when.
import { PageHeader, Stack } from '@portal/ui';
import { formatDateTime } from '../shared/dateTime.ts';
import { AnnouncementCard } from './AnnouncementCard.tsx';
import * as styles from './announcements.css.ts';
import {
  type Announcement,
  type AnnouncementReads,
  announcementsHref,
  type StaffArea,
  announcementWords as words,
} from './announcementText.ts';

export interface AnnouncementReadsViewProps {
  area: StaffArea;
  announcement: Announcement;
  reads: AnnouncementReads;
  onOpenAttachment: (announcement: Announcement) => void;
}

export function AnnouncementReadsView({
  area,
  announcement,
  reads,
  onOpenAttachment,
}: AnnouncementReadsViewProps) {
  return (
    <Stack gap="lg">
      <PageHeader
        title={announcement.title}
        backLink={{ label: 'Back To Announcements', href: announcementsHref(area) }}
      />
      <AnnouncementCard announcement={announcement} onOpenAttachment={onOpenAttachment} showTitle={false} />
      <Stack as="section" gap="sm" aria-labelledby="read-receipts">
        <h2 id="read-receipts" className={styles.sectionTitle}>
          {words.readsHeading}
        </h2>
        <p>{words.readsSummary(reads.read, reads.audience)}</p>
        {reads.readers.length === 0 ? (
          <p className={styles.empty}>{words.noReaders}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.empty}>Who opened it, first readers first</caption>
              <thead>
                <tr>
                  <th className={styles.cell} scope="col">
                    Name
                  </th>
                  <th className={styles.cell} scope="col">
                    User name
                  </th>
                  <th className={styles.cell} scope="col">
                    Read
                  </th>
                </tr>
              </thead>
              <tbody>
                {reads.readers.map((reader) => (
                  <tr key={reader.userId}>
                    <td className={styles.cell}>{reader.name}</td>
                    <td className={styles.cell}>{reader.userName}</td>
                    <td className={styles.cell}>
                      <time dateTime={reader.readAt}>{formatDateTime(reader.readAt)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Stack>
    </Stack>
  );
}
