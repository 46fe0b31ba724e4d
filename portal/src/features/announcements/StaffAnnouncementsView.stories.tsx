import { expect, fn, userEvent, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import {
  everyBuildingAnnouncement,
  storyAnnouncements,
  storyBounces,
  storyBuildings,
} from './announcementFixtures.ts';
import { announcementWords as words } from './announcementText.ts';
import { MailBouncesView } from './MailBouncesView.tsx';
import { StaffAnnouncementsView, type StaffAnnouncementsViewProps } from './StaffAnnouncementsView.tsx';

const meta = preview.meta({
  title: 'Screens/strataAdmin/Announcements',
  component: StaffAnnouncementsView,
  args: {
    area: 'strataAdmin',
    announcements: storyAnnouncements,
    archived: false,
    onArchivedChange: fn(),
    onArchive: fn(),
    onRestore: fn(),
    bounces: (
      <MailBouncesView
        bounces={storyBounces}
        buildings={storyBuildings}
        buildingId={null}
        onBuilding={fn()}
      />
    ),
  } satisfies Partial<StaffAnnouncementsViewProps>,
});

/** Each announcement links to its read receipts and can be archived; the bouncing addresses follow. */
export const Default = meta.story({
  play: async ({ args, canvas }) => {
    await checks.expectHeading(canvas, 'Announcements');
    await checks.expectLinks(canvas, {
      'New Announcement': '/strataAdmin/announcements/new',
      'Elevator maintenance on Monday': '/strataAdmin/announcements/12',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Archive Elevator maintenance on Monday' }));
    await expect(args.onArchive).toHaveBeenCalledWith(storyAnnouncements[0]);
    const bounces = within(canvas.getByRole('region', { name: words.bouncesHeading }));
    await checks.expectTexts(
      bounces,
      'daniel.okafor@example.ca',
      'Bayshore Commons, unit 101',
      /Recipient address rejected/,
    );
    await userEvent.click(canvas.getByRole('switch', { name: 'Show archived' }));
    await expect(args.onArchivedChange).toHaveBeenCalledWith(true);
  },
});

/** The archived list: Restore instead of Archive; no bouncing address. */
export const Archived = meta.story({
  args: {
    archived: true,
    announcements: [{ ...everyBuildingAnnouncement, archived: true }],
    bounces: <MailBouncesView bounces={[]} />,
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Restore Office closed on December 26' }));
    await expect(args.onRestore).toHaveBeenCalledOnce();
    await checks.expectTexts(canvas, words.noBounces);
  },
});

/** Nothing posted yet (the rental side). */
export const Empty = meta.story({
  args: { area: 'admin', announcements: [], bounces: <MailBouncesView bounces={[]} /> },
  play: async ({ canvas }) => {
    await checks.expectTexts(canvas, words.empty, words.staffDescription.admin);
    await checks.expectLinks(canvas, { 'New Announcement': '/admin/announcements/new' });
  },
});
