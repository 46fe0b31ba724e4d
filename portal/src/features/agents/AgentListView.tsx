import { DataTable, type DataTableColumn } from '@portal/ui/DataTable/DataTable.tsx';
import { PageHeader } from '@portal/ui/PageHeader/PageHeader.tsx';
import { ButtonLinks } from '../shared/ButtonLinks.tsx';
import { editArchiveRowActions } from '../shared/RowActions.tsx';
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

/** The header's links: Add Agents and View Archives. */
const headerLinks = [
  { label: 'Add Agents', href: '/strataAdmin/agent/add' },
  { label: 'View Archives', href: '/strataAdmin/agent/archived' },
] as const;

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
      <PageHeader title="Strata Agents" actions={<ButtonLinks links={headerLinks} />} />
      <DataTable
        label="Strata Agents"
        {...tableProps(table, 'strata-agents')}
        columns={agentColumns}
        rows={agents}
        getRowId={(agent) => agent.id}
        pageSizeOptions={agentPageSizes}
        emptyMessage="No agents yet."
        actionsHeader="Action"
        renderActions={editArchiveRowActions({
          thing: 'agent',
          name: (agent) => agent.name,
          editHref: (agent) => `/strataAdmin/agent/edit/${agent.id}`,
          archiveMessage: (agent) =>
            `Are you sure you want to archive ${agent.name}? The agent is removed from every building it manages.`,
          onArchive,
        })}
      />
    </div>
  );
}
