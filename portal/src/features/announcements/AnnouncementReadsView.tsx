// /admin/announcements/{id} and /strataAdmin/announcements/{id}: the announcement as its audience reads it, and its
// read receipts: how many of the audience opened it, and who when.
import { Stack } from '@portal/ui';
import { AnnouncementView } from './AudienceAnnouncementsView.tsx';
import * as styles from './announcements.css.ts';
import {
  type Announcement,
  type AnnouncementReads,
  type StaffArea,
  announcementWords as words,
} from './announcementText.ts';
import { PlainTable, TimeCell } from './PlainTable.tsx';

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
    <AnnouncementView area={area} announcement={announcement} onOpenAttachment={onOpenAttachment}>
      <Stack as="section" gap="sm" aria-labelledby="read-receipts">
        <h2 id="read-receipts" className={styles.sectionTitle}>
          {words.readsHeading}
        </h2>
        <p>{words.readsSummary(reads.read, reads.audience)}</p>
        {reads.readers.length === 0 ? (
          <p className={styles.empty}>{words.noReaders}</p>
        ) : (
          <PlainTable caption="Who opened it, first readers first" headings={['Name', 'User name', 'Read']}>
            {reads.readers.map((reader) => (
              <tr key={reader.userId}>
                <td className={styles.cell}>{reader.name}</td>
                <td className={styles.cell}>{reader.userName}</td>
                <TimeCell at={reader.readAt} />
              </tr>
            ))}
          </PlainTable>
        )}
      </Stack>
    </AnnouncementView>
  );
}
