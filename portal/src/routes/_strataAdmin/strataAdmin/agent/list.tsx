import { unwrap } from '@portal/sdk/client';
import { strataAgentsQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AgentListView } from '../../../../features/agents/AgentListView.tsx';
import type { StrataAgent } from '../../../../features/agents/agentForm.ts';
import { loadFailure } from '../../../../features/shared/routeSupport.tsx';

/** /strataAdmin/agent/list: the active agents (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/agent/list')({
  loader: ({ context: { queryClient, api } }) =>
    queryClient.ensureQueryData(strataAgentsQueries.listStrataAgents(api)),
  errorComponent: loadFailure('Could Not Load Agents.'),
  component: AgentListPage,
});

function AgentListPage() {
  const { api, queryClient, toaster } = Route.useRouteContext();
  const { data: agents } = useSuspenseQuery(strataAgentsQueries.listStrataAgents(api));
  const archive = useMutation({
    mutationFn: async (agent: StrataAgent) =>
      unwrap(await api.PUT('/strataAgent/archive/{id}', { params: { path: { id: agent.id } } })),
    onSuccess: async () => {
      // The buildings lose the agent too (spec 4).
      await queryClient.invalidateQueries({ queryKey: tagQueryKey('strataAgents') });
      await queryClient.invalidateQueries({ queryKey: tagQueryKey('strataProperties') });
    },
    onError: () => toaster.show('Something went Wrong. Please try again Later.', 'error'),
  });
  return (
    <AgentListView agents={agents} onArchive={async (agent) => void (await archive.mutateAsync(agent))} />
  );
}
