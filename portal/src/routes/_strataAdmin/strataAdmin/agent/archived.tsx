import { unwrap } from '@portal/sdk/client';
import { strataAgentsQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ArchivedAgentsView } from '../../../../features/agents/ArchivedAgentsView.tsx';
import type { StrataAgent } from '../../../../features/agents/agentForm.ts';
import { loadFailure } from '../../../../features/shared/routeSupport.tsx';

/** /strataAdmin/agent/archived: archived agents with restore and delete (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/agent/archived')({
  loader: ({ context: { queryClient, api } }) =>
    queryClient.ensureQueryData(strataAgentsQueries.listArchivedStrataAgents(api)),
  errorComponent: loadFailure('Could Not Load Agents.'),
  component: ArchivedAgentsPage,
});

function ArchivedAgentsPage() {
  const { api, queryClient, toaster } = Route.useRouteContext();
  const { data: agents } = useSuspenseQuery(strataAgentsQueries.listArchivedStrataAgents(api));
  const refresh = () => queryClient.invalidateQueries({ queryKey: tagQueryKey('strataAgents') });
  const restore = useMutation({
    mutationFn: async (agent: StrataAgent) =>
      unwrap(await api.PUT('/strataAgent/restore/{id}', { params: { path: { id: agent.id } } })),
    onSuccess: refresh,
    onError: () => toaster.show('Something went Wrong. Please try again Later.', 'error'),
  });
  const remove = useMutation({
    mutationFn: async (agent: StrataAgent) =>
      unwrap(await api.DELETE('/strataAgent/delete/{id}', { params: { path: { id: agent.id } } })),
    onSuccess: refresh,
    // The spec's wording for a failed agent delete (strata spec 8).
    onError: () => toaster.show('Error creating new user. User may already exist.', 'error'),
  });
  return (
    <ArchivedAgentsView
      agents={agents}
      onRestore={async (agent) => void (await restore.mutateAsync(agent))}
      onDelete={async (agent) => void (await remove.mutateAsync(agent))}
    />
  );
}
