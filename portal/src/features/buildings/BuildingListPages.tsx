// The building list pages, apart from the building forms (BuildingPages.tsx): a list page's chunk then does not
// load the form library.
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Session } from '../session/index.ts';
import { ArchivedPropertiesView } from './ArchivedPropertiesView.tsx';
import { buildingQueries, useArchiveBuilding, useDeleteBuilding, useRestoreBuilding } from './api.ts';
import { StrataAdminDashboardView } from './StrataAdminDashboardView.tsx';

/** /strataAdmin/dashboard: the buildings, with archive for a strataAdmin (strata spec 2). */
export function StrataAdminDashboardPage({ user }: { user: Session }) {
  const { data: properties } = useSuspenseQuery(buildingQueries.active());
  const archive = useArchiveBuilding();
  return (
    <StrataAdminDashboardView
      name={user.name}
      properties={properties}
      showActions={user.role === 'strataAdmin'}
      onArchive={(property) => archive.run({ path: { id: property.id } })}
    />
  );
}

/** /strataAdmin/archived: archived buildings with restore and delete (strata spec 2). */
export function ArchivedBuildingsPage() {
  const { data: properties } = useSuspenseQuery(buildingQueries.archived());
  const restore = useRestoreBuilding();
  const remove = useDeleteBuilding();
  return (
    <ArchivedPropertiesView
      properties={properties}
      onRestore={(property) => restore.run({ path: { id: property.id } })}
      onDelete={(property) => remove.run({ path: { id: property.id } })}
    />
  );
}
