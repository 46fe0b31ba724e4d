// Notifications' actions with their toasts: read marks, the email settings, the unsubscribe link.
import {
  markAllNotificationsReadMutation,
  markNotificationReadMutation,
  unsubscribeNotificationsMutation,
  updateNotificationPreferencesMutation,
} from '@portal/sdk/query';
import { useAction } from '../shared/action.ts';

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
