import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { Session } from '../session/index.ts';
import { type TableSearchProps as TableSearch, usePagedTable } from '../shared/pagedList.ts';
import { isProvince } from '../shared/rentalConstants.ts';
import { ArchivedPropertiesView } from './ArchivedPropertiesView.tsx';
import {
  buildingQueries,
  useArchiveBuilding,
  useCreateBuilding,
  useDeleteBuilding,
  useRestoreBuilding,
  useUpdateBuilding,
} from './api.ts';
import { PropertyAddView } from './PropertyAddView.tsx';
import { PropertyEditView } from './PropertyEditView.tsx';
import { emptyPropertyAdd, loginInputFrom, propertyInputFrom } from './propertyAddForm.ts';
import { propertyUpdateFrom } from './propertyEditForm.ts';
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
      onArchive={(property) => archive.run({ path: { id: property.id } })}
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
      onRestore={(property) => restore.run({ path: { id: property.id } })}
      onDelete={(property) => remove.run({ path: { id: property.id } })}
    />
  );
}

/** /strataAdmin/edit/{id}: edit a building (strata spec 2). */
export function EditBuildingPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data: property } = useSuspenseQuery(buildingQueries.one(id));
  const { data: agents } = useSuspenseQuery(buildingQueries.agents());
  const save = useUpdateBuilding();
  return (
    <PropertyEditView
      property={property}
      agents={agents}
      onSubmit={async (values) => {
        const province = isProvince(values.province) ? values.province : property.province;
        const saved = await save.submit({
          path: { id },
          body: propertyUpdateFrom(values, province, property),
        });
        if (saved) await navigate({ to: '/strataAdmin/dashboard' });
      }}
      error={save.failure?.message ?? null}
    />
  );
}

/** /strataAdmin/property/add: the building and its login (strata spec 2 and 7); toast "Strata Property Saved.". */
export function AddBuildingPage() {
  const navigate = useNavigate();
  const save = useCreateBuilding();
  return (
    <PropertyAddView
      initialValues={emptyPropertyAdd}
      onSubmit={async (values) => {
        const { province } = values;
        const saved = await save.submit({
          login: isProvince(province) ? loginInputFrom(values) : null,
          building: (loginId) => propertyInputFrom(values, isProvince(province) ? province : 'BC', loginId),
        });
        if (saved) await navigate({ to: '/strataAdmin/dashboard' });
      }}
      error={save.failure?.message ?? null}
    />
  );
}
