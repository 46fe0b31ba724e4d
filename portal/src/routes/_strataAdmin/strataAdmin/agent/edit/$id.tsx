import { createFileRoute } from '@tanstack/react-router';
import { EditAgentPage } from '../../../../../features/agents/AgentFormPage.tsx';
import { agentQueries } from '../../../../../features/agents/api.ts';
import { idParams, loadFailure, notFoundOn404 } from '../../../../../features/shared/routeSupport.tsx';

/** /strataAdmin/agent/edit/{id}: the agent form prefilled, Update (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/agent/edit/$id')({
  params: idParams,
  loader: ({ context: { queryClient }, params: { id } }) =>
    queryClient.ensureQueryData(agentQueries.one(id)).catch(notFoundOn404),
  errorComponent: loadFailure('Could not load agent.', 'Error retrieving agent.'),
  component: function EditAgent() {
    return <EditAgentPage id={Route.useParams().id} />;
  },
});
