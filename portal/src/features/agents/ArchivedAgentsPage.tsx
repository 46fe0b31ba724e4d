import { useSuspenseQuery } from '@tanstack/react-query';
import { ArchivedAgentsView } from './ArchivedAgentsView.tsx';
import { agentQueries, useDeleteAgent, useRestoreAgent } from './api.ts';

/** /strataAdmin/agent/archived: archived agents with restore and delete (strata spec 2). */
export function ArchivedAgentsPage() {
  const { data: agents } = useSuspenseQuery(agentQueries.archived());
  const restore = useRestoreAgent();
  const remove = useDeleteAgent();
  return (
    <ArchivedAgentsView
      agents={agents}
      onRestore={(agent) => restore.run({ path: { id: agent.id } })}
      onDelete={(agent) => remove.run({ path: { id: agent.id } })}
    />
  );
}
