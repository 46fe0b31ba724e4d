import { unwrap } from '@portal/sdk/client';
import { tagQueryKey } from '@portal/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AgentFormView } from '../../../../features/agents/AgentFormView.tsx';
import {
  type AgentFormValues,
  agentInputFrom,
  emptyAgentForm,
} from '../../../../features/agents/agentForm.ts';
import { messageOf } from '../../../../features/shared/failures.ts';

/** /strataAdmin/agent/add: Create Agent, then the dashboard (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/agent/add')({
  component: AddAgentPage,
});

function AddAgentPage() {
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: async (values: AgentFormValues) =>
      unwrap(await api.POST('/strataAgent', { body: agentInputFrom(values) })),
    onSuccess: async (agent) => {
      await queryClient.invalidateQueries({ queryKey: tagQueryKey('strataAgents') });
      // The spec sends the page to the dashboard after Create Agent; the toast says why it moved.
      toaster.show(`Agent ${agent.name} created.`, 'success');
      await navigate({ to: '/strataAdmin/dashboard' });
    },
  });
  return (
    <AgentFormView
      mode="create"
      initialValues={emptyAgentForm}
      onSubmit={async (values) => {
        await create.mutateAsync(values).catch(() => undefined);
      }}
      error={
        create.error ? messageOf(create.error, 'Error creating new agent. Agent may already exist.') : null
      }
    />
  );
}
