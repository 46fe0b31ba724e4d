import { DataTable } from '@portal/ui/DataTable/DataTable.tsx';
import { Link } from '@portal/ui/Link/Link.tsx';
import { PageHeader } from '@portal/ui/PageHeader/PageHeader.tsx';
import { restoreDeleteRowActions } from '../shared/RowActions.tsx';
import * as styles from '../shared/strataScreen.css.ts';
import { type ServerTableState, tableProps } from '../shared/tableProps.ts';
import { agentColumns, agentPageSizes } from './AgentListView.tsx';
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
    <div className={styles.page}>
      <PageHeader
        title="Archived Strata Agents"
        actions={
          <Link href="/strataAdmin/agent/list" variant="button">
            View Agents
          </Link>
        }
      />
      <DataTable
        label="Archived Strata Agents"
        {...tableProps(table, 'archived-strata-agents')}
        columns={agentColumns}
        rows={agents}
        getRowId={(agent) => agent.id}
        pageSizeOptions={agentPageSizes}
        emptyMessage="No archived agents."
        actionsHeader="Action"
        renderActions={restoreDeleteRowActions({
          thing: 'agent',
          name: (agent) => agent.name,
          onRestore,
          onDelete,
        })}
      />
    </div>
  );
}
