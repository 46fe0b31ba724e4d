// What the announcement screens say, and which areas write and which read them.
export type { Announcement, AnnouncementInput, AnnouncementReads, MailBounce } from '@portal/sdk/types';

/** The staff areas that write announcements: the rental side (to its owners) and the strata side (to buildings). */
export type StaffArea = 'admin' | 'strataAdmin';
/** The areas of the people announcements are addressed to. */
export type AudienceArea = 'owner' | 'propertyAdmin' | 'strataUnitOwner';

export const announcementsHref = (area: StaffArea | AudienceArea) => `/${area}/announcements` as const;
export const announcementHref = (area: StaffArea | AudienceArea, id: number) =>
  `/${area}/announcements/${id}` as const;

export const announcementWords = {
  title: 'Announcements',
  staffDescription: {
    admin: 'What you told the rental owners, newest first, and who read it.',
    strataAdmin: 'What you told the buildings, newest first, and who read it.',
  },
  audienceDescription: 'News from the management office, pinned ones first.',
  newTitle: 'New announcement',
  empty: 'No announcements.',
  emptyArchived: 'No archived announcements.',
  dashboardHeading: 'Announcements',
  pinned: 'Pinned',
  statutory: 'Notice required by the Strata Property Act',
  expires: 'Until',
  attachment: 'Attachment',
  readsHeading: 'Read receipts',
  readsSummary: (read: number, audience: number) => `Read by ${read} of ${audience}`,
  noReaders: 'Nobody has opened it yet.',
  bouncesHeading: 'Addresses that bounce',
  bouncesDescription:
    'Mail servers refused these addresses for good: no email goes to them until the person’s address changes.',
  noBounces: 'No address bounces.',
  posted: 'Announcement posted.',
  postFailure: 'Could not post the announcement.',
  attachFailure: 'The announcement was posted, but its PDF could not be attached.',
  archived: (title: string) => `${title} archived.`,
  restored: (title: string) => `${title} restored.`,
  archiveFailure: 'Could not archive the announcement.',
  restoreFailure: 'Could not restore the announcement.',
  loadFailure: 'Could not load the announcements.',
  loadOneFailure: 'Could not load the announcement.',
  bouncesLoadFailure: 'Could not load the addresses that bounce.',
} as const;

/** The audience choices of the form, by the area that writes. */
export type AudienceChoice = 'building' | 'allStrataProperties' | 'rentalOwners';

export const audienceChoices: Record<StaffArea, readonly { id: AudienceChoice; label: string }[]> = {
  admin: [{ id: 'rentalOwners', label: 'Rental owners' }],
  strataAdmin: [
    { id: 'building', label: 'One building' },
    { id: 'allStrataProperties', label: 'Every building' },
  ],
};
