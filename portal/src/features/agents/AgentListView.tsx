import type { DataTableColumn } from '@portal/ui';
import { BreakableName } from '../shared/BreakableName.tsx';
import { ListScreen } from '../shared/ListScreen.tsx';
import { RecordTable, type RecordTableProps } from '../shared/RecordTable.tsx';
import { editArchiveRowActions } from '../shared/RowActions.tsx';
import { agentCascades } from '../shared/strataCascades.ts';
import type { ServerTableState } from '../shared/tableProps.ts';
import type { StrataAgent } from './agentForm.ts';

/** Agent tables page by 5, 10, 15 or 20 (strata spec 9). */
export const agentPageSizes = [5, 10, 15, 20] as const;

export const agentColumns: readonly DataTableColumn<StrataAgent>[] = [
  {
    id: 'email',
    header: 'Email',
    value: (agent) => agent.email,
    render: (agent) => <BreakableName text={agent.email} />,
    isRowHeader: true,
  },
  { id: 'name', header: 'Name', value: (agent) => agent.name },
  { id: 'phone', header: 'Phone', value: (agent) => agent.phone },
];

/** How the row actions' buttons and questions name an agent. */
export const agentRecords = { name: (agent: StrataAgent) => agent.name, cascades: agentCascades };

export type AgentsTableProps = Pick<
  RecordTableProps<StrataAgent>,
  'label' | 'table' | 'emptyMessage' | 'renderActions'
> & {
  agents: readonly StrataAgent[];
};

/** The agent tables of the list and the archive: Email, Name, Phone and the Action column. */
export function AgentsTable({ agents, ...props }: AgentsTableProps) {
  return <RecordTable {...props} columns={agentColumns} rows={agents} pageSizeOptions={agentPageSizes} />;
}

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
    <ListScreen title="Strata Agents" links={headerLinks}>
      <AgentsTable
        label="Strata Agents"
        agents={agents}
        table={table}
        emptyMessage="No agents yet."
        renderActions={editArchiveRowActions({
          ...agentRecords,
          editHref: (agent) => `/strataAdmin/agent/edit/${agent.id}`,
          onArchive,
        })}
      />
    </ListScreen>
  );
}
