import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { ArchivedAgentsView } from './ArchivedAgentsView.tsx';
import { storyArchivedAgents } from './agentFixtures.ts';

const meta = preview.meta({
  title: 'Screens/strataAdmin/ArchivedAgents',
  component: ArchivedAgentsView,
  args: {
    agents: storyArchivedAgents,
    ...checks.restoreDeleteArgs(),
  },
});

/** One archived agent; restore and delete each ask first. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await checks.expectLinks(canvas, { 'View Agents': '/strataAdmin/agent/list' });
    await checks.expectRestoreThenDelete(canvas, args, 'Gordon Little', storyArchivedAgents[0], {
      restore: 'The buildings they managed do not get them back: choose them again on each building.',
    });
  },
});

/** Nothing archived. */
export const Empty = meta.story({
  args: { agents: [] },
  play: checks.showsText('No archived agents.'),
});
