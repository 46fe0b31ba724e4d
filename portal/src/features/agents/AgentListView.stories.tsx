import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgentListView } from './AgentListView.tsx';
import { storyAgents } from './agentFixtures.ts';

const meta = {
  title: 'Screens/strataAdmin/AgentList',
  component: AgentListView,
  args: { agents: storyAgents, onArchive: fn(async () => undefined) },
} satisfies Meta<typeof AgentListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three agents; archiving asks first, then calls back with the agent. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Strata Agents' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add Agents' })).toHaveAttribute(
      'href',
      '/strataAdmin/agent/add',
    );
    await expect(canvas.getByRole('link', { name: 'View Archives' })).toHaveAttribute(
      'href',
      '/strataAdmin/agent/archived',
    );
    const table = canvas.getByRole('grid', { name: 'Strata Agents' });
    for (const header of ['Email', 'Name', 'Phone', 'Action']) {
      await expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeVisible();
    }
    await expect(within(table).getByText('priya.sandhu@example.ca')).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'Edit Priya Sandhu' })).toHaveAttribute(
      'href',
      '/strataAdmin/agent/edit/7',
    );
    await userEvent.click(within(table).getByRole('button', { name: 'Archive Priya Sandhu' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Are you sure you want to archive Priya Sandhu?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await expect(args.onArchive).toHaveBeenCalledWith(storyAgents[0]);
  },
};

/** No agents yet. */
export const Empty: Story = {
  args: { agents: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No agents yet.')).toBeVisible();
  },
};
