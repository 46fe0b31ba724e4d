// /…/notifications: what the person was told of, newest first, each a link to its page; "Show unread only", "Mark
// all read"; and how they hear of each kind of event by email. A pure view: rows, settings and callbacks are props.
import {
  notificationEventLabels,
  notificationFrequencies,
  notificationFrequencyLabels,
} from '@portal/sdk/notifications';
import {
  Button,
  FormSection,
  Inline,
  InlineAlert,
  Link,
  PageHeader,
  Select,
  Stack,
  Switch,
} from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { sitePath } from '../../app/routerConfig.ts';
import { formatDateTime } from '../shared/dateTime.ts';
import * as styles from './notifications.css.ts';
import {
  emptyMessage,
  eventsOf,
  lockedNote,
  type Notification,
  type NotificationArea,
  type NotificationEvent,
  type NotificationFrequency,
  type NotificationPreference,
} from './notificationText.ts';

export interface NotificationsViewProps {
  area: NotificationArea;
  notifications: readonly Notification[];
  unreadOnly: boolean;
  onUnreadOnly: (unreadOnly: boolean) => void;
  /** The person opened one: mark it read (the link goes to its page). */
  onOpen: (notification: Notification) => void;
  /** Marks read every unread one up to the newest shown. */
  onMarkAllRead: (upTo: number) => void;
  preferences: readonly NotificationPreference[];
  onSavePreferences: (changes: { event: NotificationEvent; frequency: NotificationFrequency }[]) => void;
  saving?: boolean;
  saveFailure?: string | null;
}

const frequencyOptions = notificationFrequencies.map((id) => ({
  id,
  label: notificationFrequencyLabels[id],
}));

export function NotificationsView(props: NotificationsViewProps) {
  const { area, notifications, unreadOnly, onUnreadOnly, onOpen, onMarkAllRead } = props;
  const unread = notifications.filter((n) => n.readAt === null).length;
  const newest = notifications[0]?.id;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Notifications"
        description="What happened on your records and requests, newest first."
      />
      <Inline gap="md" justify="spaceBetween">
        <Switch isSelected={unreadOnly} onChange={onUnreadOnly}>
          Show unread only
        </Switch>
        <Button
          variant="secondary"
          isDisabled={unread === 0 || newest === undefined}
          onPress={() => newest !== undefined && onMarkAllRead(newest)}
        >
          Mark all read
        </Button>
      </Inline>
      {notifications.length === 0 ? (
        <p className={styles.empty}>{unreadOnly ? emptyMessage.unread : emptyMessage.all}</p>
      ) : (
        <Stack as="ul" gap="sm" aria-label="Notifications">
          {notifications.map((notification) => (
            <li
              key={notification.id}
              className={notification.readAt === null ? styles.item.unread : styles.item.read}
            >
              <Link
                variant="standalone"
                href={sitePath(notification.link)}
                onPress={() => onOpen(notification)}
              >
                {notification.title}
              </Link>
              <span className={styles.body}>{notification.body}</span>
              <span className={styles.meta}>
                {notification.readAt === null ? <strong>Unread · </strong> : null}
                <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
              </span>
            </li>
          ))}
        </Stack>
      )}
      <EmailSettings {...props} events={eventsOf[area]} />
    </Stack>
  );
}

function EmailSettings({
  events,
  preferences,
  onSavePreferences,
  saving,
  saveFailure,
}: NotificationsViewProps & { events: readonly NotificationEvent[] }) {
  const saved = new Map(preferences.map((p) => [p.event, p]));
  const [chosen, setChosen] = useState<Partial<Record<NotificationEvent, NotificationFrequency>>>({});
  const frequencyOf = (event: NotificationEvent) => chosen[event] ?? saved.get(event)?.frequency ?? 'instant';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = events
      .filter((e) => !saved.get(e)?.locked)
      .map((e) => ({ event: e, frequency: frequencyOf(e) }));
    if (changes.length > 0) onSavePreferences(changes);
  };
  return (
    <form className={styles.settings} onSubmit={submit} aria-label="Email settings">
      <FormSection title="Email settings">
        <p className={styles.hint}>
          Every notification shows here. Choose when each kind is also sent by email: at once, in a daily or
          weekly summary (07:00), or not at all.
        </p>
        {events.map((event) =>
          saved.get(event)?.locked ? (
            <div key={event} className={styles.locked}>
              <span className={styles.lockedLabel}>{notificationEventLabels[event]}</span>
              <span>{lockedNote}</span>
            </div>
          ) : (
            <Select
              key={event}
              label={notificationEventLabels[event]}
              options={frequencyOptions}
              selectedKey={frequencyOf(event)}
              onSelectionChange={(key) =>
                setChosen((current) => ({ ...current, [event]: key as NotificationFrequency }))
              }
            />
          ),
        )}
        {saveFailure ? <InlineAlert variant="error">{saveFailure}</InlineAlert> : null}
        <div>
          <Button type="submit" isPending={saving}>
            Save settings
          </Button>
        </div>
      </FormSection>
    </form>
  );
}
