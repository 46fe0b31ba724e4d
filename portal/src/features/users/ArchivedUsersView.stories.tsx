import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArchivedUsersView } from './ArchivedUsersView.tsx';
import { storyArchivedUsers } from './userFixtures.ts';

const meta = {
  title: 'Screens/strataAdmin/ArchivedUsers',
  component: ArchivedUsersView,
  args: {
    users: storyArchivedUsers,
    onRestore: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof ArchivedUsersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One archived login; restore and delete each ask first. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Restore NW2211' }));
    let dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await expect(args.onRestore).toHaveBeenCalledWith(storyArchivedUsers[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete NW2211' }));
    dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(storyArchivedUsers[0]);
  },
};

export const Empty: Story = {
  args: { users: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No archived users.')).toBeVisible();
  },
};
