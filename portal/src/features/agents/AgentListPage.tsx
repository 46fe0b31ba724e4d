import type { TableSearchProps } from '../shared/pagedList.ts';
import { useRecordTable } from '../shared/useRecordTable.ts';
import { AgentListView } from './AgentListView.tsx';
import { useArchiveAgent } from './api.ts';
import { agentTable } from './tables.ts';

/** /strataAdmin/agent/list: the active agents (strata spec 2), a page at a time from the server. */
export function AgentListPage({ search }: TableSearchProps) {
  const { table, ...actions } = useRecordTable(agentTable, undefined, search, {
    onArchive: useArchiveAgent(),
  });
  return <AgentListView agents={table.rows} table={table} {...actions} />;
}
