import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { AnnouncementReadsView } from './AnnouncementReadsView.tsx';
import { statutoryAnnouncement, storyReads } from './announcementFixtures.ts';
import { announcementWords as words } from './announcementText.ts';

const meta = {
  title: 'Screens/strataAdmin/Announcement read receipts',
  component: AnnouncementReadsView,
  args: {
    area: 'strataAdmin',
    announcement: statutoryAnnouncement,
    reads: storyReads,
    onOpenAttachment: fn(),
  },
} satisfies Meta<typeof AnnouncementReadsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many of the audience read it, and who when. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await checks.expectHeading(canvas, 'Notice of annual general meeting');
    await checks.expectTexts(canvas, 'Read by 2 of 4', words.statutory);
    const table = within(canvas.getByRole('table'));
    await expect(table.getByRole('cell', { name: 'Daniel Okafor' })).toBeVisible();
    await expect(table.getAllByRole('row')).toHaveLength(3);
  },
};

/** Nobody opened it yet. */
export const NobodyYet: Story = {
  args: { reads: { read: 0, audience: 4, readers: [] } },
  play: async ({ canvas }) => checks.expectTexts(canvas, 'Read by 0 of 4', words.noReaders),
};
