// Notifications' vocabulary, written once for the server (mails, messages) and the portal (labels, the settings
// form): the events a person can hear of, how often, which cannot be turned off, and the sentences both sides say.
import type { NotificationEvent, NotificationFrequency } from './types.ts';

export type { NotificationEvent, NotificationFrequency } from './types.ts';

export const notificationEvents = [
  'documentPosted',
  'buildingDocumentPosted',
  'unitDocumentPosted',
  'serviceRequestUpdated',
  'announcementPosted',
  'statutoryNotice',
] as const satisfies readonly NotificationEvent[];

export const notificationFrequencies = [
  'instant',
  'daily',
  'weekly',
  'off',
] as const satisfies readonly NotificationFrequency[];

/**
 * Notices the Strata Property Act requires (s.61: given by email to the address given for that purpose): always
 * mailed at once, whatever a preference says.
 */
export const lockedNotificationEvents: readonly NotificationEvent[] = ['statutoryNotice'];

export const notificationEventLabels: Record<NotificationEvent, string> = {
  documentPosted: 'Documents filed for me or my properties',
  buildingDocumentPosted: 'Documents filed for my building',
  unitDocumentPosted: 'Documents filed for my unit',
  serviceRequestUpdated: 'Changes to my service requests',
  announcementPosted: 'Announcements',
  statutoryNotice: 'Notices the Strata Property Act requires',
};

export const notificationFrequencyLabels: Record<NotificationFrequency, string> = {
  instant: 'Email at once',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
  off: 'No email',
};

export const notificationMessages = {
  locked: 'Notices the Strata Property Act requires are always sent by email; they cannot be turned off.',
  badUnsubscribeLink: 'This unsubscribe link is not valid.',
  repeatedEvent: (event: NotificationEvent) => `${notificationEventLabels[event]} is listed more than once.`,
  unsubscribed: (event: NotificationEvent) =>
    `You will no longer get emails for: ${notificationEventLabels[event]}. You can turn them on again in your notification settings.`,
} as const;

/** The sentences of announcements, said by the server's refusals and the portal's form alike. */
export const announcementMessages = {
  titleBlank: 'Please enter a title.',
  bodyBlank: 'Please write the announcement.',
  audienceNotYours: 'Your role may not post to this audience.',
  noSuchBuilding: 'This building does not exist or is archived.',
  statutoryNotStrata:
    'Only an announcement to a building or to every building can be a notice the Strata Property Act requires.',
  expiresInPast: 'The expiry must be in the future.',
} as const;
