import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useArchiveStrataDocument } from '../documents/index.ts';
import type { Session } from '../session/index.ts';
import { ArchivedUnitsView } from './ArchivedUnitsView.tsx';
import {
  unitQueries,
  useCreateOwnerAndInvite,
  useCreateUnit,
  useDeleteUnit,
  useRemoveUnitUser,
  useResendInvitation,
  useRestoreUnit,
} from './api.ts';
import { UnitAddView } from './UnitAddView.tsx';
import { UnitView } from './UnitView.tsx';
import { ownerInputFrom, unitLocationOf } from './unitForms.ts';

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
export function ArchivedUnitsPage({ id }: { id: number }) {
  const { data: building } = useSuspenseQuery(unitQueries.building(id));
  const { data: units } = useSuspenseQuery(unitQueries.ofBuilding(id, true));
  const restore = useRestoreUnit();
  const remove = useDeleteUnit();
  return (
    <ArchivedUnitsView
      building={building}
      units={units}
      onRestore={(unit) => restore.run({ path: { id: unit.id } })}
      onDelete={remove.run}
    />
  );
}

/** /strataAdmin/strataProperty/{id}/strataUnit/add: Add Strata Unit on its own page (strata spec 2). */
export function UnitAddPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data: building } = useSuspenseQuery(unitQueries.building(id));
  const createUnit = useCreateUnit();
  const createOwner = useCreateOwnerAndInvite();
  return (
    <UnitAddView
      building={building}
      onCreateUnit={async (values) => {
        const unit = await createUnit.mutateAsync({
          body: {
            unitNumber: values.unitNumber.trim(),
            lotNumber: values.lotNumber.trim(),
            unitLocation: unitLocationOf(values),
            strataPropertyId: id,
          },
        });
        return { id: unit.id, unitNumber: unit.unitNumber };
      }}
      onCreateOwner={async (unit, values) => {
        await createOwner.run(ownerInputFrom(values, unit.id));
        await navigate({ to: '/strataAdmin/strataUnit/$id', params: { id: unit.id } });
      }}
    />
  );
}
