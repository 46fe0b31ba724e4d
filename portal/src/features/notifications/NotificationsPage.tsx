// The container of /…/notifications: the person's newest notifications (all, or the unread ones), read marks, and
// the email settings.
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMarkAllRead, useMarkRead, useSavePreferences } from './api.ts';
import { NotificationsView } from './NotificationsView.tsx';
import type { NotificationArea } from './notificationText.ts';
import { notificationQueries } from './queries.ts';

export function NotificationsPage({ area }: { area: NotificationArea }) {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const { data: notifications } = useSuspenseQuery(notificationQueries.list(unreadOnly));
  const { data: preferences } = useSuspenseQuery(notificationQueries.preferences());
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const save = useSavePreferences();
  return (
    <NotificationsView
      area={area}
      notifications={notifications}
      unreadOnly={unreadOnly}
      onUnreadOnly={setUnreadOnly}
      onOpen={(notification) => {
        if (notification.readAt === null)
          void markRead.run({ path: { id: notification.id } }).catch(() => {});
      }}
      onMarkAllRead={(upTo) => void markAll.run({ query: { upTo } }).catch(() => {})}
      preferences={preferences}
      onSavePreferences={(changes) => void save.submit({ body: { preferences: changes } })}
      saving={save.pending}
      saveFailure={save.failure?.message ?? null}
    />
  );
}
