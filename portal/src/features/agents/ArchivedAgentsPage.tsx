import type { TableSearchProps } from '../shared/pagedList.ts';
import { useRecordTable } from '../shared/useRecordTable.ts';
import { ArchivedAgentsView } from './ArchivedAgentsView.tsx';
import { useDeleteAgent, useRestoreAgent } from './api.ts';
import { archivedAgentTable } from './tables.ts';

/** /strataAdmin/agent/archived: archived agents with restore and delete (strata spec 2), a page at a time. */
export function ArchivedAgentsPage({ search }: TableSearchProps) {
  const { table, ...actions } = useRecordTable(archivedAgentTable, undefined, search, {
    onRestore: useRestoreAgent(),
    onDelete: useDeleteAgent(),
  });
  return <ArchivedAgentsView agents={table.rows} table={table} {...actions} />;
}
