import type { DataTableColumn } from '@portal/ui';
import { RecordTable, type RecordTableProps } from '../shared/RecordTable.tsx';
import type { StrataPropertySummary } from '../shared/schemas.ts';
import { buildingCascades } from '../shared/strataCascades.ts';

export type { StrataPropertySummary } from '../shared/schemas.ts';

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

/** How the row actions' buttons and questions name a building. */
export const propertyRecords = {
  name: (property: StrataPropertySummary) => property.buildingName,
  cascades: buildingCascades,
};

export type StrataPropertiesTableProps = Pick<
  RecordTableProps<StrataPropertySummary>,
  'label' | 'rows' | 'table' | 'pageSizeOptions' | 'emptyMessage' | 'renderActions'
> & {
  /** Archived buildings have no page to open. */
  linked: boolean;
};

/**
 * The building tables of the dashboard and the archive (strata spec 2). The Action column, when given: only
 * strataAdmin sees it.
 */
export function StrataPropertiesTable({ linked, ...props }: StrataPropertiesTableProps) {
  return <RecordTable {...props} columns={linked ? linkedColumns : plainColumns} />;
}
