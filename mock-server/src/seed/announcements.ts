// The demo's announcements: one pinned to Bayshore Commons, one to each other building, one to every building, one
// to the rental owners, and an archived one, each active one with a PDF. Written directly: the seed sends no mail and
// no notification.
import { announcements } from '../db/schema.ts';
import { paragraphs, type SeedContext } from './context.ts';

interface Ids {
  users: Record<string, number>;
  buildings: { bcs: number; eps: number; lms: number };
}

export interface SeededAnnouncements {
  bcs: number;
  eps: number;
  lms: number;
  allStrata: number;
  rental: number;
  bcsArchived: number;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

export async function seedAnnouncements(ctx: SeedContext, ids: Ids): Promise<SeededAnnouncements> {
  const { tx } = ctx;
  const { users, buildings } = ids;
  const strata = users.strataadmin;
  const rental = users.admin;
  const rows = [
    {
      key: 'bcs',
      title: 'Elevator maintenance on Monday',
      body: '<p>The elevator is out of service on <strong>Monday from 9:00 to 15:00</strong> for its annual inspection.</p>',
      audience: 'strataProperty',
      strataPropertyId: buildings.bcs,
      pinned: true,
      authorId: strata,
      createdAt: daysAgo(2),
    },
    {
      key: 'eps',
      title: 'Parkade power washing',
      body: '<p>Please move your car out of the parkade on Saturday morning.</p>',
      audience: 'strataProperty',
      strataPropertyId: buildings.eps,
      authorId: strata,
      createdAt: daysAgo(3),
    },
    {
      key: 'lms',
      title: 'Window cleaning next week',
      body: '<p>Window cleaners will be on the building from Tuesday to Thursday.</p>',
      audience: 'strataProperty',
      strataPropertyId: buildings.lms,
      authorId: strata,
      createdAt: daysAgo(4),
    },
    {
      key: 'allStrata',
      title: 'Office closed on December 26',
      body: '<p>The strata management office is closed on Boxing Day. For emergencies, call the after-hours line.</p>',
      audience: 'allStrataProperties',
      strataPropertyId: null,
      authorId: strata,
      createdAt: daysAgo(5),
    },
    {
      key: 'rental',
      title: 'Year-end statements are coming',
      body: '<p>Your year-end owner statements will be filed in the portal by January 31.</p>',
      audience: 'rentalOwners',
      strataPropertyId: null,
      authorId: rental,
      createdAt: daysAgo(6),
    },
    {
      key: 'bcsArchived',
      title: 'Fire alarm test (done)',
      body: '<p>The fire alarm test took place last month.</p>',
      audience: 'strataProperty',
      strataPropertyId: buildings.bcs,
      archived: true,
      authorId: strata,
      createdAt: daysAgo(40),
    },
  ];
  const values = [];
  for (const { key, ...row } of rows) {
    if (key === 'bcsArchived') {
      values.push(row);
      continue;
    }
    const file = await ctx.pdf('announcement-files', row.title, 'Announcement', paragraphs.notice);
    values.push({
      ...row,
      attachmentPath: file.path,
      attachmentName: `${row.title}.pdf`,
      attachmentSize: file.size,
      attachmentType: file.contentType,
    });
  }
  const inserted = await tx.insert(announcements).values(values).returning({ id: announcements.id });
  return Object.fromEntries(
    rows.map((row, i) => [row.key, inserted[i]?.id ?? 0]),
  ) as unknown as SeededAnnouncements;
}
