// Notifications' calls: the bell's unread count (polled each minute), the person's list and settings, and the actions
// with their toasts. Light on purpose: route files import it for their loaders.
import {
  countUnreadNotificationsOptions,
  getNotificationPreferencesOptions,
  listNotificationsOptions,
  markAllNotificationsReadMutation,
  markNotificationReadMutation,
  unsubscribeNotificationsMutation,
  updateNotificationPreferencesMutation,
} from '@portal/sdk/query';
import { useAction } from '../shared/action.ts';

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

export function useMarkRead() {
  return useAction({
    mutation: markNotificationReadMutation(),
    refresh: ['notifications'],
    failure: 'Could not mark the notification read.',
    failureIn: 'toast',
  });
}

export function useMarkAllRead() {
  return useAction({
    mutation: markAllNotificationsReadMutation(),
    refresh: ['notifications'],
    success: (data) =>
      data.count === 1 ? '1 notification marked read.' : `${data.count} notifications marked read.`,
    failure: 'Could not mark the notifications read.',
    failureIn: 'toast',
  });
}

export function useSavePreferences() {
  return useAction({
    mutation: updateNotificationPreferencesMutation(),
    refresh: ['notifications'],
    success: 'Notification settings saved.',
    failure: 'Could not save the notification settings.',
    failureIn: 'view',
    serverWords: true,
  });
}

export function useUnsubscribe() {
  return useAction({
    mutation: unsubscribeNotificationsMutation(),
    failure: 'This unsubscribe link is not valid.',
    failureIn: 'view',
    serverWords: true,
  });
}
