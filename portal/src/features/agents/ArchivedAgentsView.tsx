import { ListScreen } from '../shared/ListScreen.tsx';
import { type ArchivedListViewProps, restoreDeleteRowActions } from '../shared/RowActions.tsx';
import { AgentsTable, agentRecords } from './AgentListView.tsx';
import type { StrataAgent } from './agentForm.ts';

/** Restore and Delete reject when they failed (the route shows why). */
export interface ArchivedAgentsViewProps extends ArchivedListViewProps<StrataAgent> {
  agents: readonly StrataAgent[];
}

/** /strataAdmin/agent/archived (strata spec 2): archived agents with Restore and Delete (both confirmed). */
export function ArchivedAgentsView({ agents, table, onRestore, onDelete }: ArchivedAgentsViewProps) {
  return (
    <ListScreen
      title="Archived Strata Agents"
      links={[{ label: 'View Agents', href: '/strataAdmin/agent/list' }]}
    >
      <AgentsTable
        label="Archived Strata Agents"
        agents={agents}
        table={table}
        emptyMessage="No archived agents."
        renderActions={restoreDeleteRowActions({ ...agentRecords, onRestore, onDelete })}
      />
    </ListScreen>
  );
}
