import { createFileRoute } from '@tanstack/react-router';
import { AddAgentPage } from '../../../../features/agents/AgentFormPage.tsx';

/**
 * /strataAdmin/agent/add: Create Agent, then back where one came from: the dashboard's Add Agent says it was opened
 * from the dashboard (`from`; strata spec 2 returns there), the agent list's Add Agents nothing (the list is the
 * page's parent).
 */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/agent/add')({
  component: AddAgentPage,
});
