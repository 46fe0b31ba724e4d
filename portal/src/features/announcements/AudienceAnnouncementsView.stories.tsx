import { expect, fn, userEvent, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import {
  AnnouncementView,
  AudienceAnnouncementsView,
  type AudienceAnnouncementsViewProps,
  DashboardAnnouncements,
} from './AudienceAnnouncementsView.tsx';
import { pinnedAnnouncement, storyAnnouncements } from './announcementFixtures.ts';
import { announcementWords as words } from './announcementText.ts';

const meta = preview.meta({
  title: 'Screens/strataUnitOwner/Announcements',
  component: AudienceAnnouncementsView,
  args: {
    area: 'strataUnitOwner',
    announcements: storyAnnouncements,
  } satisfies Partial<AudienceAnnouncementsViewProps>,
});

/** Pinned first, each a link to its page, with its marks (pinned, the Act's notice, until when). */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await checks.expectHeading(canvas, 'Announcements');
    const list = within(canvas.getByRole('list', { name: 'Announcements' }));
    await checks.expectLinks(list, {
      'Elevator maintenance on Monday': '/strataUnitOwner/announcements/12',
      'Notice of annual general meeting': '/strataUnitOwner/announcements/14',
    });
    await expect(list.getAllByRole('link')[0]).toHaveTextContent('Elevator maintenance on Monday');
    await checks.expectTexts(list, words.pinned, words.statutory);
  },
});

/** Nothing addressed to the person now. */
export const Empty = meta.story({
  args: { announcements: [] },
  play: async ({ canvas }) => checks.expectTexts(canvas, words.empty),
});

/** The dashboard's section: the newest few and the way to all of them. */
export const Dashboard = meta.story({
  render: (args) => <DashboardAnnouncements {...args} />,
  args: { area: 'owner' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Announcements' })).toBeVisible();
    await checks.expectLinks(canvas, {
      'Elevator maintenance on Monday': '/owner/announcements/12',
      'All announcements': '/owner/announcements',
    });
  },
});

const openAttachment = fn();

/** One announcement in full, its PDF opened from it. */
export const Detail = meta.story({
  render: (args) => (
    <AnnouncementView area={args.area} announcement={pinnedAnnouncement} onOpenAttachment={openAttachment} />
  ),
  play: async ({ canvas }) => {
    await checks.expectHeading(canvas, 'Elevator maintenance on Monday');
    await checks.expectTexts(canvas, 'Monday from 9:00 to 15:00', /Elevator notice\.pdf/);
    await checks.expectLinks(canvas, { 'Back To Announcements': '/strataUnitOwner/announcements' });
    await userEvent.click(canvas.getByRole('button', { name: 'Open PDF' }));
    await expect(openAttachment).toHaveBeenCalledOnce();
  },
});
