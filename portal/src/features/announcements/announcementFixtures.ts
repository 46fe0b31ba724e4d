// Announcements, read receipts and bouncing addresses for the stories.
import type { Announcement, AnnouncementReads, MailBounce } from './announcementText.ts';

const base = {
  audience: { strataPropertyId: 1 },
  audienceName: 'Bayshore Commons',
  expiresAt: null,
  statutory: false,
  author: 'strataadmin',
  archived: false,
  attachment: null,
  readAt: null,
} satisfies Partial<Announcement>;

export const pinnedAnnouncement: Announcement = {
  ...base,
  id: 12,
  title: 'Elevator maintenance on Monday',
  body: '<p>The elevator is out of service on <strong>Monday from 9:00 to 15:00</strong>.</p>',
  pinned: true,
  createdAt: '2026-11-30T17:00:00Z',
  attachment: { fileName: 'Elevator notice.pdf', size: 48213 },
};

export const statutoryAnnouncement: Announcement = {
  ...base,
  id: 14,
  title: 'Notice of annual general meeting',
  body: '<p>The AGM is on January 20 at 19:00 in the lobby.</p><ul><li>Budget 2027</li><li>Council election</li></ul>',
  pinned: false,
  statutory: true,
  createdAt: '2026-12-01T18:42:07Z',
};

export const everyBuildingAnnouncement: Announcement = {
  ...base,
  id: 9,
  title: 'Office closed on December 26',
  body: '<p>The strata management office is closed on Boxing Day.</p>',
  audience: { allStrataProperties: true },
  audienceName: 'Every building',
  pinned: false,
  expiresAt: '2026-12-27T07:59:59Z',
  createdAt: '2026-11-25T16:00:00Z',
  readAt: '2026-11-26T08:00:00Z',
};

export const storyAnnouncements: Announcement[] = [
  pinnedAnnouncement,
  statutoryAnnouncement,
  everyBuildingAnnouncement,
];

export const storyReads: AnnouncementReads = {
  read: 2,
  audience: 4,
  readers: [
    { userId: 9, userName: 'unitowner', name: 'Daniel Okafor', readAt: '2026-12-01T19:02:11Z' },
    { userId: 11, userName: 'BCS1234', name: 'BCS1234', readAt: '2026-12-01T20:15:00Z' },
  ],
};

export const storyBounces: MailBounce[] = [
  {
    userId: 9,
    userName: 'unitowner',
    name: 'Daniel Okafor',
    email: 'daniel.okafor@example.ca',
    role: 'Strata Unit Owner',
    place: 'Bayshore Commons, unit 101',
    reason: '550 5.1.1 <daniel.okafor@example.ca>: Recipient address rejected: User unknown',
    bouncedAt: '2026-12-01T18:43:00Z',
  },
];

export const storyBuildings = [
  { id: 1, buildingName: 'Bayshore Commons' },
  { id: 2, buildingName: 'Edmonds Park Square' },
];
