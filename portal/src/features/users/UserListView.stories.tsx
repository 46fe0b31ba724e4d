import { expect, fn, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { UserListView } from './UserListView.tsx';
import { storyUsers } from './userFixtures.ts';

const meta = preview.meta({
  title: 'Screens/strataAdmin/UserList',
  component: UserListView,
  args: { users: storyUsers, onArchive: fn(async () => undefined) },
});

/** An administrator and a building login; archiving asks first. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await checks.expectLinks(canvas, {
      'Add User': '/strataAdmin/user/add',
      'View Archives': '/strataAdmin/user/archived',
    });
    const table = within(canvas.getByRole('grid', { name: 'Strata Users' }));
    await checks.expectTexts(table, 'Administrator', 'Bayshore Commons');
    await checks.expectLinks(table, { 'Edit BCS1234': '/strataAdmin/user/edit/6' });
    await checks.confirmAction(table, 'Archive', 'BCS1234', {
      cascade: 'They are signed out and can no longer sign in.',
    });
    await expect(args.onArchive).toHaveBeenCalledWith(storyUsers[1]);
  },
});

export const Empty = meta.story({
  args: { users: [] },
  play: checks.showsText('No users yet.'),
});
