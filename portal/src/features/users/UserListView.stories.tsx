import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserListView } from './UserListView.tsx';
import { storyUsers } from './userFixtures.ts';

const meta = {
  title: 'Screens/strataAdmin/UserList',
  component: UserListView,
  args: { users: storyUsers, onArchive: fn(async () => undefined) },
} satisfies Meta<typeof UserListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator and a building login; archiving asks first. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Add User' })).toHaveAttribute(
      'href',
      '/strataAdmin/user/add',
    );
    await expect(canvas.getByRole('link', { name: 'View Archives' })).toHaveAttribute(
      'href',
      '/strataAdmin/user/archived',
    );
    const table = canvas.getByRole('grid', { name: 'Strata Users' });
    await expect(within(table).getByText('Administrator')).toBeVisible();
    await expect(within(table).getByText('Bayshore Commons')).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'Edit BCS1234' })).toHaveAttribute(
      'href',
      '/strataAdmin/user/edit/6',
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Archive BCS1234' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await expect(args.onArchive).toHaveBeenCalledWith(storyUsers[1]);
  },
};

export const Empty: Story = {
  args: { users: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No users yet.')).toBeVisible();
  },
};
