import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { ArchivedUsersView } from './ArchivedUsersView.tsx';
import { storyArchivedUsers } from './userFixtures.ts';

const meta = preview.meta({
  title: 'Screens/strataAdmin/ArchivedUsers',
  component: ArchivedUsersView,
  args: {
    users: storyArchivedUsers,
    ...checks.restoreDeleteArgs(),
  },
});

/** One archived login; restore and delete each ask first. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await checks.expectRestoreThenDelete(canvas, args, 'NW2211', storyArchivedUsers[0], {
      restore: 'They can sign in again.',
    });
  },
});

export const Empty = meta.story({
  args: { users: [] },
  play: checks.showsText('No archived users.'),
});
