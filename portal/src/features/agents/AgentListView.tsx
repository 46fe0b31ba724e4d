import { Button } from '@portal/ui/Button/Button.tsx';
import { ConfirmDialog } from '@portal/ui/ConfirmDialog/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '@portal/ui/DataTable/DataTable.tsx';
import { Link } from '@portal/ui/Link/Link.tsx';
import { PageHeader } from '@portal/ui/PageHeader/PageHeader.tsx';
import * as styles from '../shared/strataScreen.css.ts';
import { type ServerTableState, tableProps } from '../shared/tableProps.ts';
import type { StrataAgent } from './agentForm.ts';

/** Agent tables page by 5, 10, 15 or 20 (strata spec 9). */
export const agentPageSizes = [5, 10, 15, 20] as const;

export const agentColumns: readonly DataTableColumn<StrataAgent>[] = [
  { id: 'email', header: 'Email', value: (agent) => agent.email, isRowHeader: true },
  { id: 'name', header: 'Name', value: (agent) => agent.name },
  { id: 'phone', header: 'Phone', value: (agent) => agent.phone },
];

export interface AgentListViewProps {
  agents: readonly StrataAgent[];
  /** The table paged, sorted and searched by the server (`agents` is then its page). */
  table?: ServerTableState<StrataAgent>;
  /** Archives (disables) the agent after the confirmation; rejects when it failed (the route shows why). */
  onArchive: (agent: StrataAgent) => Promise<void>;
}

/**
 * /strataAdmin/agent/list (strata spec 2): Email, Name, Phone and Action (Edit, Archive); links Add Agents and
 * View Archives. Archiving asks first and detaches the agent from its buildings (spec 4).
 */
export function AgentListView({ agents, table, onArchive }: AgentListViewProps) {
  return (
    <div className={styles.page}>
      <PageHeader
        title="Strata Agents"
        actions={
          <>
            <Link href="/strataAdmin/agent/add" variant="button">
              Add Agents
            </Link>
            <Link href="/strataAdmin/agent/archived" variant="button">
              View Archives
            </Link>
          </>
        }
      />
      <DataTable
        label="Strata Agents"
        {...tableProps(table, 'strata-agents')}
        columns={agentColumns}
        rows={agents}
        getRowId={(agent) => agent.id}
        pageSizeOptions={agentPageSizes}
        emptyMessage="No agents yet."
        actionsHeader="Action"
        renderActions={(agent) => (
          <div className={styles.actions}>
            <Link href={`/strataAdmin/agent/edit/${agent.id}`} aria-label={`Edit ${agent.name}`}>
              Edit
            </Link>
            <ConfirmDialog
              title="Archive agent"
              message={`Are you sure you want to archive ${agent.name}? The agent is removed from every building it manages.`}
              confirmLabel="Archive"
              onConfirm={() => onArchive(agent)}
              trigger={
                <Button variant="secondary" size="small" aria-label={`Archive ${agent.name}`}>
                  Archive
                </Button>
              }
            />
          </div>
        )}
      />
    </div>
  );
}
