// One announcement as its audience and staff read it: the title (a link to its page in a list), its marks (pinned,
// statutory, until when), the audience and date, the text, and its PDF.
import { Button, formatFileSize, type Href, Inline, Link } from '@portal/ui';
import { formatDateTime } from '../shared/dateTime.ts';
import { RichText } from '../shared/richText.tsx';
import * as styles from './announcements.css.ts';
import { type Announcement, announcementWords as words } from './announcementText.ts';

export interface AnnouncementCardProps {
  announcement: Announcement;
  /** The announcement's page: the title links there (in lists); without it the title is plain (on its page). */
  href?: Href;
  /** The heading level of the title: 2 on a list page, 3 in a dashboard section. */
  level?: 2 | 3;
  /** Opens the attached PDF; without it the attachment is only named. */
  onOpenAttachment?: (announcement: Announcement) => void;
  /** Shows the text in full (its page) or not (a list shows the title and marks). */
  showBody?: boolean;
  /** Leaves the title out (its page's heading says it). */
  showTitle?: boolean;
}

export function AnnouncementCard({
  announcement,
  href,
  level = 2,
  onOpenAttachment,
  showBody = true,
  showTitle = true,
}: AnnouncementCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className={announcement.pinned ? styles.card.pinned : styles.card.plain}>
      {showTitle ? (
        <Heading className={styles.cardTitle}>
          {href ? (
            <Link variant="standalone" href={href}>
              {announcement.title}
            </Link>
          ) : (
            announcement.title
          )}
        </Heading>
      ) : null}
      <p className={styles.meta}>
        {announcement.pinned ? <span className={styles.badge}>{words.pinned}</span> : null}
        {announcement.statutory ? <span className={styles.badge}>{words.statutory}</span> : null}
        <span>{announcement.audienceName}</span>
        <time dateTime={announcement.createdAt}>{formatDateTime(announcement.createdAt)}</time>
        {announcement.expiresAt ? (
          <span>
            {words.expires}{' '}
            <time dateTime={announcement.expiresAt}>{formatDateTime(announcement.expiresAt)}</time>
          </span>
        ) : null}
        {announcement.archived ? <span className={styles.badge}>Archived</span> : null}
      </p>
      {showBody ? <RichText html={announcement.body} className={styles.body} /> : null}
      {announcement.attachment ? (
        <Inline gap="sm">
          <span>
            {words.attachment}: {announcement.attachment.fileName} (
            {formatFileSize(announcement.attachment.size)})
          </span>
          {onOpenAttachment ? (
            <Button variant="secondary" onPress={() => onOpenAttachment(announcement)}>
              Open PDF
            </Button>
          ) : null}
        </Inline>
      ) : null}
    </article>
  );
}
