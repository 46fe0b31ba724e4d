import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useArchiveStrataDocument } from '../documents/index.ts';
import type { Session } from '../session/index.ts';
import { onRecord } from '../shared/action.ts';
import { usePagedTable } from '../shared/pagedList.ts';
import { ArchivedUnitsView } from './ArchivedUnitsView.tsx';
import { unitQueries, useDeleteUnit, useRemoveUnitUser, useResendInvitation, useRestoreUnit } from './api.ts';
import { unitsOf, unitTable } from './tables.ts';
import { UnitView } from './UnitView.tsx';

export { UnitOwnerDashboardPage } from './UnitOwnerDashboardPage.tsx';

/** /strataAdmin/strataUnit/{id}: the unit page (strata spec 2). */
export function UnitPage({ id, user }: { id: number; user: Session }) {
  const navigate = useNavigate();
  const { data: unit } = useSuspenseQuery(unitQueries.unit(id));
  const { data: documents } = useSuspenseQuery(unitQueries.documents(id));
  const { data: categories } = useSuspenseQuery(unitQueries.categories());
  const resend = useResendInvitation();
  const removeUser = useRemoveUnitUser();
  const archiveDocument = useArchiveStrataDocument('unit');
  return (
    <UnitView
      unit={unit}
      documents={documents}
      categories={categories}
      showActions={user.role === 'strataAdmin'}
      onResendInvitation={async () => void (await resend.submit({ path: { unitId: id } }))}
      onRemoveUser={(member) =>
        removeUser.run({ body: { userId: member.userId, strataUnitId: id } }).then(() => undefined)
      }
      onEditUnitUser={(member) =>
        void navigate({
          to: '/strataAdmin/user/edit/strataUnit/$id',
          params: { id: member.userId },
          search: { unitId: id },
          state: (previous) => ({ ...previous, strataUnitUser: member }),
        })
      }
      onArchiveDocument={archiveDocument.run}
    />
  );
}

/** /strataAdmin/strataUnits/archived/property/{id}: the building's archived units (strata spec 2). */
export function ArchivedUnitsPage({ id, search }: { id: number; search: Record<string, unknown> }) {
  const { data: building } = useSuspenseQuery(unitQueries.building(id));
  const units = usePagedTable(unitTable, unitsOf(id, true), search);
  const restore = useRestoreUnit();
  const remove = useDeleteUnit();
  return (
    <ArchivedUnitsView
      building={building}
      units={units.rows}
      table={units}
      onRestore={onRecord(restore)}
      onDelete={remove.run}
    />
  );
}
