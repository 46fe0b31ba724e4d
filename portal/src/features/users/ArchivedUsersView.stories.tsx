import type { Meta, StoryObj } from '@storybook/react-vite';
import { expectRestoreThenDelete, restoreDeleteArgs, showsText } from '../shared/fixtures/storyChecks.ts';
import { ArchivedUsersView } from './ArchivedUsersView.tsx';
import { storyArchivedUsers } from './userFixtures.ts';

const meta = {
  title: 'Screens/strataAdmin/ArchivedUsers',
  component: ArchivedUsersView,
  args: {
    users: storyArchivedUsers,
    ...restoreDeleteArgs(),
  },
} satisfies Meta<typeof ArchivedUsersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One archived login; restore and delete each ask first. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expectRestoreThenDelete(canvasElement, args, 'NW2211', storyArchivedUsers[0]);
  },
};

export const Empty: Story = {
  args: { users: [] },
  play: showsText('No archived users.'),
};
