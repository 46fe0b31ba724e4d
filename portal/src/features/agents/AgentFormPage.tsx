import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { AgentFormView } from './AgentFormView.tsx';
import { agentFormFrom, agentInputFrom, emptyAgentForm } from './agentForm.ts';
import { agentQueries, useCreateAgent, useUpdateAgent } from './api.ts';

/** /strataAdmin/agent/add: Create Agent, then the dashboard (strata spec 2). */
export function AddAgentPage() {
  const navigate = useNavigate();
  const create = useCreateAgent();
  return (
    <AgentFormView
      mode="create"
      initialValues={emptyAgentForm}
      onSubmit={async (values) => {
        if (await create.submit({ body: agentInputFrom(values) }))
          await navigate({ to: '/strataAdmin/dashboard' });
      }}
      error={create.failure?.message ?? null}
    />
  );
}

/** /strataAdmin/agent/edit/{id}: the agent form prefilled, Update (strata spec 2). */
export function EditAgentPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data: agent } = useSuspenseQuery(agentQueries.one(id));
  const update = useUpdateAgent();
  return (
    <AgentFormView
      mode="edit"
      initialValues={agentFormFrom(agent)}
      onSubmit={async (values) => {
        const saved = await update.submit({ path: { id }, body: agentInputFrom(values) });
        if (saved) await navigate({ to: '/strataAdmin/agent/list' });
      }}
      error={update.failure?.message ?? null}
    />
  );
}
