import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArchivedAgentsView } from './ArchivedAgentsView.tsx';
import { storyArchivedAgents } from './agentFixtures.ts';

const meta = {
  title: 'Screens/strataAdmin/ArchivedAgents',
  component: ArchivedAgentsView,
  args: {
    agents: storyArchivedAgents,
    onRestore: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof ArchivedAgentsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One archived agent; restore and delete each ask first. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('link', { name: 'View Agents' })).toHaveAttribute(
      'href',
      '/strataAdmin/agent/list',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Restore Gordon Little' }));
    let dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await expect(args.onRestore).toHaveBeenCalledWith(storyArchivedAgents[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Gordon Little' }));
    dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(storyArchivedAgents[0]);
  },
};

/** Nothing archived. */
export const Empty: Story = {
  args: { agents: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No archived agents.')).toBeVisible();
  },
};
