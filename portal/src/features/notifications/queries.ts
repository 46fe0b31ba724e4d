// The notifications' reads: the bell's unread count (polled each minute) and the page's list and settings. Light on
// purpose: every area's bar imports it, so it is part of the app's entry.
import {
  countUnreadNotificationsOptions,
  getNotificationPreferencesOptions,
  listNotificationsOptions,
} from '@portal/sdk/query';

/** How often the bell asks for the unread count. */
export const unreadPollMs = 60_000;

/** The newest notifications shown on the page (older ones are rarely opened; the server keeps them). */
export const notificationsShown = 50;

export const notificationQueries = {
  unreadCount: () => countUnreadNotificationsOptions(),
  list: (unread: boolean) =>
    listNotificationsOptions({ query: { limit: notificationsShown, ...(unread && { unread: true }) } }),
  preferences: () => getNotificationPreferencesOptions(),
};
