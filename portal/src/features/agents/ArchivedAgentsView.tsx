import { Button } from '@portal/ui/Button/Button.tsx';
import { ConfirmDialog, confirmPresets } from '@portal/ui/ConfirmDialog/ConfirmDialog.tsx';
import { DataTable } from '@portal/ui/DataTable/DataTable.tsx';
import { Link } from '@portal/ui/Link/Link.tsx';
import { PageHeader } from '@portal/ui/PageHeader/PageHeader.tsx';
import { exportShownRows } from '../shared/exportCsv.ts';
import * as styles from '../shared/strataScreen.css.ts';
import { agentColumns, agentPageSizes } from './AgentListView.tsx';
import type { StrataAgent } from './agentForm.ts';

export interface ArchivedAgentsViewProps {
  agents: readonly StrataAgent[];
  /** Each rejects when it failed (the route shows why); the dialog then stays open. */
  onRestore: (agent: StrataAgent) => Promise<void>;
  onDelete: (agent: StrataAgent) => Promise<void>;
}

/** /strataAdmin/agent/archived (strata spec 2): archived agents with Restore and Delete (both confirmed). */
export function ArchivedAgentsView({ agents, onRestore, onDelete }: ArchivedAgentsViewProps) {
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
        onExport={exportShownRows('archived-strata-agents')}
        columns={agentColumns}
        rows={agents}
        getRowId={(agent) => agent.id}
        pageSizeOptions={agentPageSizes}
        emptyMessage="No archived agents."
        actionsHeader="Action"
        renderActions={(agent) => (
          <div className={styles.actions}>
            <ConfirmDialog
              {...confirmPresets.restore}
              title="Restore agent"
              message={`Are you sure you want to restore ${agent.name}?`}
              onConfirm={() => onRestore(agent)}
              trigger={
                <Button variant="secondary" size="small" aria-label={`Restore ${agent.name}`}>
                  Restore
                </Button>
              }
            />
            <ConfirmDialog
              {...confirmPresets.delete}
              title="Delete agent"
              message={`Are you sure you want to delete ${agent.name}? This cannot be undone.`}
              onConfirm={() => onDelete(agent)}
              trigger={
                <Button variant="danger" size="small" aria-label={`Delete ${agent.name}`}>
                  Delete
                </Button>
              }
            />
          </div>
        )}
      />
    </div>
  );
}
