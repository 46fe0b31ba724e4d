import { createFileRoute } from '@tanstack/react-router';
import { ArchivedAgentsPage } from '../../../../features/agents/ArchivedAgentsPage.tsx';
import { agentQueries } from '../../../../features/agents/api.ts';
import { loadFailure } from '../../../../features/shared/routeSupport.tsx';

/** /strataAdmin/agent/archived: archived agents with restore and delete (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/agent/archived')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(agentQueries.archived()),
  errorComponent: loadFailure('Could Not Load Agents.'),
  component: ArchivedAgentsPage,
});
