import { expect, fn, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { AnnouncementReadsView, type AnnouncementReadsViewProps } from './AnnouncementReadsView.tsx';
import { statutoryAnnouncement, storyReads } from './announcementFixtures.ts';
import { announcementWords as words } from './announcementText.ts';

const meta = preview.meta({
  title: 'Screens/strataAdmin/Announcement read receipts',
  component: AnnouncementReadsView,
  args: {
    area: 'strataAdmin',
    announcement: statutoryAnnouncement,
    reads: storyReads,
    onOpenAttachment: fn(),
  } satisfies Partial<AnnouncementReadsViewProps>,
});

/** How many of the audience read it, and who when. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await checks.expectHeading(canvas, 'Notice of annual general meeting');
    await checks.expectTexts(canvas, 'Read by 2 of 4', words.statutory);
    const table = within(canvas.getByRole('table'));
    await expect(table.getByRole('cell', { name: 'Daniel Okafor' })).toBeVisible();
    await expect(table.getAllByRole('row')).toHaveLength(3);
  },
});

/** Nobody opened it yet. */
export const NobodyYet = meta.story({
  args: { reads: { read: 0, audience: 4, readers: [] } },
  play: async ({ canvas }) => checks.expectTexts(canvas, 'Read by 0 of 4', words.noReaders),
});
