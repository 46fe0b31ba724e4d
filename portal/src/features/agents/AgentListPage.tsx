import { useSuspenseQuery } from '@tanstack/react-query';
import { AgentListView } from './AgentListView.tsx';
import { agentQueries, useArchiveAgent } from './api.ts';

/** /strataAdmin/agent/list: the active agents (strata spec 2). */
export function AgentListPage() {
  const { data: agents } = useSuspenseQuery(agentQueries.active());
  const archive = useArchiveAgent();
  return <AgentListView agents={agents} onArchive={(agent) => archive.run({ path: { id: agent.id } })} />;
}
