// The building list pages, apart from the building forms (BuildingPages.tsx): a list page's chunk then does not
// load the form library.

import type { Session } from '../session/index.ts';
import { onRecord } from '../shared/action.ts';
import { type TableSearchProps as TableSearch, usePagedTable } from '../shared/pagedList.ts';
import { ArchivedPropertiesView } from './ArchivedPropertiesView.tsx';
import { useArchiveBuilding, useDeleteBuilding, useRestoreBuilding } from './api.ts';
import { StrataAdminDashboardView } from './StrataAdminDashboardView.tsx';
import { archivedBuildingTable, buildingTable } from './tables.ts';

/** /strataAdmin/dashboard: the buildings, with archive for a strataAdmin (strata spec 2). */
export function StrataAdminDashboardPage({ user, search }: { user: Session } & TableSearch) {
  const properties = usePagedTable(buildingTable, undefined, search);
  const archive = useArchiveBuilding();
  return (
    <StrataAdminDashboardView
      name={user.name}
      properties={properties.rows}
      table={properties}
      showActions={user.role === 'strataAdmin'}
      onArchive={onRecord(archive)}
    />
  );
}

/** /strataAdmin/archived: archived buildings with restore and delete (strata spec 2). */
export function ArchivedBuildingsPage({ search }: TableSearch) {
  const properties = usePagedTable(archivedBuildingTable, undefined, search);
  const restore = useRestoreBuilding();
  const remove = useDeleteBuilding();
  return (
    <ArchivedPropertiesView
      properties={properties.rows}
      table={properties}
      onRestore={onRecord(restore)}
      onDelete={onRecord(remove)}
    />
  );
}
