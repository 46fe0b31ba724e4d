// The server-paged agent tables (strata spec 2): Email, Name, Phone, active and archived.

import { listArchivedStrataAgents, listStrataAgents } from '@portal/sdk/operations';
import { listArchivedStrataAgentsQueryKey, listStrataAgentsQueryKey } from '@portal/sdk/query';
import { pagedList } from '../shared/pagedList.ts';

const agentsTable = { prefix: 'agents', sort: 'name', failure: 'Could Not Load Agents.' } as const;

/** /strataAdmin/agent/list. */
export const agentTable = pagedList({
  ...agentsTable,
  operation: listStrataAgents,
  queryKey: listStrataAgentsQueryKey,
  file: 'strata-agents',
});

/** /strataAdmin/agent/archived. */
export const archivedAgentTable = pagedList({
  ...agentsTable,
  operation: listArchivedStrataAgents,
  queryKey: listArchivedStrataAgentsQueryKey,
  file: 'archived-strata-agents',
});
