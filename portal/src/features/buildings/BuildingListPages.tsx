// The building list pages, apart from the building forms (BuildingPages.tsx): a list page's chunk then does not
// load the form library.

import type { Session } from '../session/index.ts';
import type { TableSearchProps as TableSearch } from '../shared/pagedList.ts';
import { useRecordTable } from '../shared/useRecordTable.ts';
import { ArchivedPropertiesView } from './ArchivedPropertiesView.tsx';
import { useArchiveBuilding, useDeleteBuilding, useRestoreBuilding } from './api.ts';
import { StrataAdminDashboardView } from './StrataAdminDashboardView.tsx';
import { archivedBuildingTable, buildingTable } from './tables.ts';

/** /strataAdmin/dashboard: the buildings, with archive for a strataAdmin (strata spec 2). */
export function StrataAdminDashboardPage({ user, search }: { user: Session } & TableSearch) {
  const { table, ...actions } = useRecordTable(buildingTable, undefined, search, {
    onArchive: useArchiveBuilding(),
  });
  return (
    <StrataAdminDashboardView
      name={user.name}
      properties={table.rows}
      table={table}
      showActions={user.role === 'strataAdmin'}
      {...actions}
    />
  );
}

/** /strataAdmin/archived: archived buildings with restore and delete (strata spec 2). */
export function ArchivedBuildingsPage({ search }: TableSearch) {
  const { table, ...actions } = useRecordTable(archivedBuildingTable, undefined, search, {
    onRestore: useRestoreBuilding(),
    onDelete: useDeleteBuilding(),
  });
  return <ArchivedPropertiesView properties={table.rows} table={table} {...actions} />;
}
