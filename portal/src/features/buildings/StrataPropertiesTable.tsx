import type { components } from '@portal/sdk/types';
import { DataTable, type DataTableColumn } from '@portal/ui/DataTable/DataTable.tsx';
import type { ReactNode } from 'react';
import { type ServerTableState, tableProps } from '../shared/tableProps.ts';

export type StrataPropertySummary = components['schemas']['StrataPropertySummary'];

/** Building Name (a link to the building when `linked`), Address, Strata Plan #, Strata Agent, Agent Phone. */
function columns(linked: boolean): readonly DataTableColumn<StrataPropertySummary>[] {
  return [
    {
      id: 'buildingName',
      header: 'Building Name',
      value: (row) => row.buildingName,
      isRowHeader: true,
      ...(linked ? { href: (row: StrataPropertySummary) => `/strataAdmin/property/${row.id}` } : {}),
    },
    { id: 'address', header: 'Address', value: (row) => row.address },
    { id: 'strataPlanNumber', header: 'Strata Plan #', value: (row) => row.strataPlanNumber },
    { id: 'agentName', header: 'Strata Agent', value: (row) => row.agentName ?? '' },
    { id: 'agentPhone', header: 'Agent Phone', value: (row) => row.agentPhone ?? '' },
  ];
}

const linkedColumns = columns(true);
const plainColumns = columns(false);

export interface StrataPropertiesTableProps {
  label: string;
  rows: readonly StrataPropertySummary[];
  /** Paged, sorted and searched by the server: `rows` is then the page. */
  table?: ServerTableState<StrataPropertySummary> | undefined;
  /** Archived buildings have no page to open. */
  linked: boolean;
  /** The Action column; left out, the table has none (strata spec 2: only strataAdmin sees it). */
  renderActions?: ((row: StrataPropertySummary) => ReactNode) | undefined;
  pageSizeOptions?: readonly number[];
  emptyMessage: string;
}

/** The building tables of the dashboard and the archive (strata spec 2). */
export function StrataPropertiesTable({
  label,
  rows,
  table,
  linked,
  renderActions,
  pageSizeOptions,
  emptyMessage,
}: StrataPropertiesTableProps) {
  return (
    <DataTable
      label={label}
      {...tableProps(
        table,
        String(label)
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-'),
      )}
      columns={linked ? linkedColumns : plainColumns}
      rows={rows}
      getRowId={(row) => row.id}
      emptyMessage={emptyMessage}
      actionsHeader="Action"
      {...(renderActions ? { renderActions } : {})}
      {...(pageSizeOptions ? { pageSizeOptions } : {})}
    />
  );
}
