import { createFileRoute } from '@tanstack/react-router';
import { AgentListPage } from '../../../../features/agents/AgentListPage.tsx';
import { agentTable } from '../../../../features/agents/tables.ts';

/** /strataAdmin/agent/list: the active agents (strata spec 2), a page at a time with its state in the URL. */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/agent/list')({
  validateSearch: agentTable.validateSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => agentTable.prefetch(context, undefined, deps),
  component: () => <AgentListPage search={Route.useSearch()} />,
});
