import { createFileRoute } from '@tanstack/react-router';
import { AddAgentPage } from '../../../../features/agents/AgentFormPage.tsx';

/** /strataAdmin/agent/add: Create Agent, then the dashboard (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/agent/add')({
  component: AddAgentPage,
});
