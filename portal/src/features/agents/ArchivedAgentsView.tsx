import { ListScreen } from '../shared/ListScreen.tsx';
import { restoreDeleteRowActions } from '../shared/RowActions.tsx';
import type { ServerTableState } from '../shared/tableProps.ts';
import { AgentsTable, agentRecords } from './AgentListView.tsx';
import type { StrataAgent } from './agentForm.ts';

export interface ArchivedAgentsViewProps {
  agents: readonly StrataAgent[];
  /** The table paged, sorted and searched by the server (`agents` is then its page). */
  table?: ServerTableState<StrataAgent>;
  /** Each rejects when it failed (the route shows why); the dialog then stays open. */
  onRestore: (agent: StrataAgent) => Promise<void>;
  onDelete: (agent: StrataAgent) => Promise<void>;
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
