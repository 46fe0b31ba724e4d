// Notifications and settings for the stories.
import type { Notification, NotificationPreference } from './notificationText.ts';

export const storyNotifications: Notification[] = [
  {
    id: 43,
    event: 'serviceRequestUpdated',
    title: 'Request #32 updated: Water stain spreading on the bathroom ceiling',
    body: 'Acknowledged → In progress',
    link: '/strataUnitOwner/requests/32',
    createdAt: '2026-12-01T18:42:07Z',
    readAt: null,
  },
  {
    id: 41,
    event: 'buildingDocumentPosted',
    title: 'New building document: AGM Minutes 2026',
    body: 'Filed for Bayshore Commons.',
    link: '/strataUnitOwner/strataProperty/1',
    createdAt: '2026-11-28T16:05:00Z',
    readAt: '2026-11-29T08:00:00Z',
  },
];

export const storyPreferences: NotificationPreference[] = [
  { event: 'documentPosted', frequency: 'instant', locked: false },
  { event: 'buildingDocumentPosted', frequency: 'instant', locked: false },
  { event: 'unitDocumentPosted', frequency: 'daily', locked: false },
  { event: 'serviceRequestUpdated', frequency: 'instant', locked: false },
  { event: 'announcementPosted', frequency: 'weekly', locked: false },
  { event: 'statutoryNotice', frequency: 'instant', locked: true },
];
