import { createFileRoute } from '@tanstack/react-router';
import { AgentListPage } from '../../../../features/agents/AgentListPage.tsx';
import { agentQueries } from '../../../../features/agents/api.ts';
import { loadFailure } from '../../../../features/shared/routeSupport.tsx';

/** /strataAdmin/agent/list: the active agents (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/agent/list')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(agentQueries.active()),
  errorComponent: loadFailure('Could Not Load Agents.'),
  component: AgentListPage,
});
