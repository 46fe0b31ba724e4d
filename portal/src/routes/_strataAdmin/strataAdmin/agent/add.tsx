import { createFileRoute } from '@tanstack/react-router';
import { AddAgentPage, type AddAgentSearch } from '../../../../features/agents/AgentFormPage.tsx';

/**
 * /strataAdmin/agent/add: Create Agent, then back where one came from: the dashboard's Add Agent sends
 * `from=dashboard` (strata spec 2 returns there), the agent list's Add Agents nothing (the list is the page's parent).
 */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/agent/add')({
  validateSearch: (search: Record<string, unknown>): AddAgentSearch =>
    search.from === 'dashboard' ? { from: 'dashboard' } : {},
  component: function AddAgent() {
    return <AddAgentPage search={Route.useSearch()} />;
  },
});
