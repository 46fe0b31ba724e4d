import type { Meta, StoryObj } from '@storybook/react-vite';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { ArchivedAgentsView } from './ArchivedAgentsView.tsx';
import { storyArchivedAgents } from './agentFixtures.ts';

const meta = {
  title: 'Screens/strataAdmin/ArchivedAgents',
  component: ArchivedAgentsView,
  args: {
    agents: storyArchivedAgents,
    ...checks.restoreDeleteArgs(),
  },
} satisfies Meta<typeof ArchivedAgentsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One archived agent; restore and delete each ask first. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await checks.expectLinks(canvas, { 'View Agents': '/strataAdmin/agent/list' });
    await checks.expectRestoreThenDelete(canvas, args, 'Gordon Little', storyArchivedAgents[0], {
      restore: 'The buildings they managed do not get them back: choose them again on each building.',
    });
  },
};

/** Nothing archived. */
export const Empty: Story = {
  args: { agents: [] },
  play: checks.showsText('No archived agents.'),
};
