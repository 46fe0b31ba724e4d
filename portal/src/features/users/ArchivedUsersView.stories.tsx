import type { Meta, StoryObj } from '@storybook/react-vite';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { ArchivedUsersView } from './ArchivedUsersView.tsx';
import { storyArchivedUsers } from './userFixtures.ts';

const meta = {
  title: 'Screens/strataAdmin/ArchivedUsers',
  component: ArchivedUsersView,
  args: {
    users: storyArchivedUsers,
    ...checks.restoreDeleteArgs(),
  },
} satisfies Meta<typeof ArchivedUsersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One archived login; restore and delete each ask first. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await checks.expectRestoreThenDelete(canvas, args, 'NW2211', storyArchivedUsers[0], {
      restore: 'They can sign in again.',
    });
  },
};

export const Empty: Story = {
  args: { users: [] },
  play: checks.showsText('No archived users.'),
};
