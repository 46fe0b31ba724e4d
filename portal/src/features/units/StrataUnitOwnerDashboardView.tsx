import { Card, type DataTableColumn, PageHeader, Stack } from '@portal/ui';
import { RecordTable } from '../shared/RecordTable.tsx';
import type { StrataPropertySummary, StrataUnitMembership } from '../shared/schemas.ts';
import { unitUserRoleName } from './unitOwner.ts';

export type { StrataPropertySummary, StrataUnitMembership } from '../shared/schemas.ts';

export interface StrataUnitOwnerDashboardViewProps {
  /** The signed-in user's name (session `name`). */
  name: string;
  /** The buildings where the user has a unit (GET /strataUnitUser/strataProperties/{userId}). */
  properties: readonly StrataPropertySummary[];
  /** The user's units with their role on each (GET /strataUnitUser/strataUnits/{userId}). */
  units: readonly StrataUnitMembership[];
}

const propertyColumns: readonly DataTableColumn<StrataPropertySummary>[] = [
  {
    id: 'buildingName',
    header: 'Building Name',
    value: (row) => row.buildingName,
    href: (row) => `/strataUnitOwner/strataProperty/${row.id}`,
    isRowHeader: true,
    allowsSorting: true,
  },
  { id: 'address', header: 'Address', value: (row) => row.address },
  { id: 'strataPlanNumber', header: 'Strata Plan #', value: (row) => row.strataPlanNumber },
  { id: 'agentName', header: 'Strata Agent', value: (row) => row.agentName ?? '' },
  { id: 'agentPhone', header: 'Agent Phone', value: (row) => row.agentPhone ?? '' },
];

const unitColumns: readonly DataTableColumn<StrataUnitMembership>[] = [
  {
    id: 'unitNumber',
    header: 'Unit Number',
    value: (row) => row.unitNumber,
    render: (row) => `Unit ${row.unitNumber}`,
    href: (row) => `/strataUnitOwner/strataUnit/${row.strataUnitId}`,
    isRowHeader: true,
    allowsSorting: true,
  },
  { id: 'buildingName', header: 'Building Name', value: (row) => row.buildingName, allowsSorting: true },
  { id: 'lotNumber', header: 'Strata Lot Number', value: (row) => row.lotNumber },
  { id: 'unitLocation', header: 'Unit Location', value: (row) => row.unitLocation ?? '' },
  {
    id: 'role',
    header: 'Role',
    value: (row) => row.strataUnitRole,
    render: (row) => unitUserRoleName(row.strataUnitRole),
  },
];

/** /strataUnitOwner/dashboard (strata spec 2): the user's properties and units, each a link to its page. */
export function StrataUnitOwnerDashboardView({ name, properties, units }: StrataUnitOwnerDashboardViewProps) {
  return (
    <Stack gap="lg">
      <PageHeader title="Strata Unit Owner Dashboard" description={`Welcome, ${name}.`} />
      <Card title="My Properties">
        <RecordTable
          label="My properties"
          columns={propertyColumns}
          rows={properties}
          emptyMessage="You have no strata properties yet."
        />
      </Card>
      <Card title="My Units">
        <RecordTable
          label="My units"
          columns={unitColumns}
          rows={units}
          getRowId={(row) => row.strataUnitId}
          emptyMessage="You have no strata units yet."
        />
      </Card>
    </Stack>
  );
}
