import { onRecord } from '../shared/action.ts';
import { type TableSearchProps, usePagedTable } from '../shared/pagedList.ts';
import { AgentListView } from './AgentListView.tsx';
import { useArchiveAgent } from './api.ts';
import { agentTable } from './tables.ts';

/** /strataAdmin/agent/list: the active agents (strata spec 2), a page at a time from the server. */
export function AgentListPage({ search }: TableSearchProps) {
  const table = usePagedTable(agentTable, undefined, search);
  const archive = useArchiveAgent();
  return <AgentListView agents={table.rows} table={table} onArchive={onRecord(archive)} />;
}
