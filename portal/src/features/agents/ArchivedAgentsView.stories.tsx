import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectRestoreThenDelete, restoreDeleteArgs, showsText } from '../shared/fixtures/storyChecks.ts';
import { ArchivedAgentsView } from './ArchivedAgentsView.tsx';
import { storyArchivedAgents } from './agentFixtures.ts';

const meta = {
  title: 'Screens/strataAdmin/ArchivedAgents',
  component: ArchivedAgentsView,
  args: {
    agents: storyArchivedAgents,
    ...restoreDeleteArgs(),
  },
} satisfies Meta<typeof ArchivedAgentsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One archived agent; restore and delete each ask first. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'View Agents' })).toHaveAttribute(
      'href',
      '/strataAdmin/agent/list',
    );
    await expectRestoreThenDelete(canvasElement, args, 'Gordon Little', storyArchivedAgents[0]);
  },
};

/** Nothing archived. */
export const Empty: Story = {
  args: { agents: [] },
  play: showsText('No archived agents.'),
};
