import { onRecord } from '../shared/action.ts';
import { type TableSearchProps, usePagedTable } from '../shared/pagedList.ts';
import { ArchivedAgentsView } from './ArchivedAgentsView.tsx';
import { useDeleteAgent, useRestoreAgent } from './api.ts';
import { archivedAgentTable } from './tables.ts';

/** /strataAdmin/agent/archived: archived agents with restore and delete (strata spec 2), a page at a time. */
export function ArchivedAgentsPage({ search }: TableSearchProps) {
  const table = usePagedTable(archivedAgentTable, undefined, search);
  const restore = useRestoreAgent();
  const remove = useDeleteAgent();
  return (
    <ArchivedAgentsView
      agents={table.rows}
      table={table}
      onRestore={onRecord(restore)}
      onDelete={onRecord(remove)}
    />
  );
}
