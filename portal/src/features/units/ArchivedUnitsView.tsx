import { backToBuilding } from '../shared/backLinks.ts';
import { ListScreen } from '../shared/ListScreen.tsx';
import { RecordTable } from '../shared/RecordTable.tsx';
import { type ArchivedListViewProps, restoreDeleteRowActions } from '../shared/RowActions.tsx';
import { unitCascades } from '../shared/strataCascades.ts';
import { unitSummaryColumns } from './unitColumns.ts';
import type { StrataUnitSummary } from './unitForms.ts';

/** Restore and Delete reject when they failed (the route shows the toast). */
export interface ArchivedUnitsViewProps extends ArchivedListViewProps<StrataUnitSummary> {
  building: { id: number; buildingName: string };
  units: readonly StrataUnitSummary[];
}

/**
 * /strataAdmin/strataUnits/archived/property/{id} (strata spec 2 and 4): the building's archived units with Restore
 * and Delete (cannot be undone: the unit's invitations and files go too), each after a confirmation.
 */
export function ArchivedUnitsView({ building, units, table, onRestore, onDelete }: ArchivedUnitsViewProps) {
  return (
    <ListScreen
      title="Archived Strata Units"
      description={building.buildingName}
      backLink={backToBuilding(building)}
    >
      <RecordTable
        label="Archived Strata Units"
        table={table}
        columns={unitSummaryColumns}
        rows={units}
        emptyMessage="No archived strata units."
        renderActions={restoreDeleteRowActions({
          name: (unit) => `unit ${unit.unitNumber}`,
          cascades: unitCascades,
          onRestore,
          onDelete,
        })}
      />
    </ListScreen>
  );
}
