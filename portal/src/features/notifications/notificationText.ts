// What the notification screens say and which events each area's people hear of.
import type { NotificationEvent, NotificationFrequency } from '@portal/sdk/notifications';

export type { Notification, NotificationPreference } from '@portal/sdk/types';

export type { NotificationEvent, NotificationFrequency };

/** The areas with a notifications page (superAdmin reads it in the area it signed in to). */
export type NotificationArea = 'admin' | 'owner' | 'strataAdmin' | 'propertyAdmin' | 'strataUnitOwner';

export const notificationsHref = (area: NotificationArea) => `/${area}/notifications` as const;

/** The events a person of the area can be told of: the settings offer only these. */
export const eventsOf: Record<NotificationArea, readonly NotificationEvent[]> = {
  admin: ['serviceRequestUpdated'],
  strataAdmin: ['serviceRequestUpdated'],
  owner: ['documentPosted', 'serviceRequestUpdated', 'announcementPosted'],
  propertyAdmin: ['serviceRequestUpdated', 'announcementPosted', 'statutoryNotice'],
  strataUnitOwner: [
    'buildingDocumentPosted',
    'unitDocumentPosted',
    'serviceRequestUpdated',
    'announcementPosted',
    'statutoryNotice',
  ],
};

export const emptyMessage = {
  all: 'Nothing yet. You will see here when a document is filed for you or a request you follow changes.',
  unread: 'No unread notifications.',
} as const;

export const lockedNote = 'Always sent by email: the Strata Property Act requires it.';
