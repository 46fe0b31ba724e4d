import { unwrap } from '@portal/sdk/client';
import { strataAgentsQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AgentFormView } from '../../../../../features/agents/AgentFormView.tsx';
import {
  type AgentFormValues,
  agentFormFrom,
  agentInputFrom,
} from '../../../../../features/agents/agentForm.ts';
import { messageOf } from '../../../../../features/shared/failures.ts';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  stringifyIdParam,
} from '../../../../../features/shared/routeSupport.tsx';

/** /strataAdmin/agent/edit/{id}: the agent form prefilled, Update (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/agent/edit/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: ({ context: { queryClient, api }, params: { id } }) =>
    queryClient
      .ensureQueryData(strataAgentsQueries.getStrataAgent(api, { path: { id } }))
      .catch(notFoundOn404),
  errorComponent: loadFailure('Could not load agent.', 'Error retrieving agent.'),
  component: EditAgentPage,
});

function EditAgentPage() {
  const { id } = Route.useParams();
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const { data: agent } = useSuspenseQuery(strataAgentsQueries.getStrataAgent(api, { path: { id } }));
  const update = useMutation({
    mutationFn: async (values: AgentFormValues) =>
      unwrap(await api.PUT('/strataAgent/{id}', { params: { path: { id } }, body: agentInputFrom(values) })),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: tagQueryKey('strataAgents') });
      await queryClient.invalidateQueries({ queryKey: tagQueryKey('strataProperties') });
      toaster.show(`Agent ${saved.name} saved.`, 'success');
      await navigate({ to: '/strataAdmin/agent/list' });
    },
  });
  return (
    <AgentFormView
      mode="edit"
      initialValues={agentFormFrom(agent)}
      onSubmit={async (values) => {
        await update.mutateAsync(values).catch(() => undefined);
      }}
      error={
        update.error ? messageOf(update.error, 'Error updating new agent. Agent may already exist.') : null
      }
    />
  );
}
