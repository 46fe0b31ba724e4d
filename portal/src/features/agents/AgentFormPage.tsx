import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useBackLink } from '../shared/backLinks.ts';
import { AgentFormView } from './AgentFormView.tsx';
import { agentFormFrom, agentInputFrom, emptyAgentForm } from './agentForm.ts';
import { agentQueries, useCreateAgent, useUpdateAgent } from './api.ts';

const agentListBack = { label: 'Back To Agents', href: '/strataAdmin/agent/list' } as const;
const dashboardBack = { label: 'Back To Dashboard', href: '/strataAdmin/dashboard' } as const;

/** /strataAdmin/agent/add: Create Agent, then back to the page it was opened from (the dashboard or the agent list). */
export function AddAgentPage() {
  const navigate = useNavigate();
  const create = useCreateAgent();
  const back = useBackLink([dashboardBack], agentListBack);
  return (
    <AgentFormView
      mode="create"
      initialValues={emptyAgentForm}
      backLink={back}
      onSubmit={async (values) => {
        if (await create.submit({ body: agentInputFrom(values) })) await navigate({ href: back.href });
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
