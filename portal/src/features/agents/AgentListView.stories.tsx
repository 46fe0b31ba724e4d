import { expect, fn, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { AgentListView } from './AgentListView.tsx';
import { storyAgents } from './agentFixtures.ts';

const meta = preview.meta({
  title: 'Screens/strataAdmin/AgentList',
  component: AgentListView,
  args: { agents: storyAgents, onArchive: fn(async () => undefined) },
});

/** Three agents; archiving asks first, then calls back with the agent. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await checks.expectHeading(canvas, 'Strata Agents');
    await checks.expectLinks(canvas, {
      'Add Agents': '/strataAdmin/agent/add',
      'View Archives': '/strataAdmin/agent/archived',
    });
    const grid = canvas.getByRole('grid', { name: 'Strata Agents' });
    await checks.expectColumns(grid, ['Email', 'Name', 'Phone', 'Action']);
    const table = within(grid);
    await checks.expectTexts(table, 'priya.sandhu@example.ca');
    await checks.expectLinks(table, { 'Edit Priya Sandhu': '/strataAdmin/agent/edit/7' });
    // Titled with the agent's name: the spec's question, then what goes with the agent.
    await checks.confirmAction(table, 'Archive', 'Priya Sandhu', {
      cascade: 'They are taken off every building they manage.',
    });
    await expect(args.onArchive).toHaveBeenCalledWith(storyAgents[0]);
  },
});

/** No agents yet. */
export const Empty = meta.story({
  args: { agents: [] },
  play: checks.showsText('No agents yet.'),
});
