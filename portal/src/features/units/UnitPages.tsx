import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useArchiveStrataDocument } from '../documents/index.ts';
import { useDeletePad } from '../payments/index.ts';
import type { Session } from '../session/index.ts';
import { onRecord } from '../shared/action.ts';
import { useBackLink } from '../shared/backLinks.ts';
import { usePagedTable } from '../shared/pagedList.ts';
import { usePortal } from '../shared/usePortal.ts';
import { ArchivedUnitsView } from './ArchivedUnitsView.tsx';
import {
  unitQueries,
  useCreateOwnerAndInvite,
  useCreateUnit,
  useDeleteUnit,
  useRemoveUnitUser,
  useResendInvitation,
  useRestoreUnit,
  useUpdateOwnerAddress,
} from './api.ts';
import { StrataUnitView } from './StrataUnitView.tsx';
import { unitsOf, unitTable } from './tables.ts';
import { UnitAddView } from './UnitAddView.tsx';
import { UnitView } from './UnitView.tsx';
import { ownerInputFrom, unitLocationOf } from './unitForms.ts';
import { isPrimaryUser } from './unitOwner.ts';

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

/** /strataUnitOwner/strataUnit/{id}: the unit owner's unit page (strata spec 2); the primary user sees more. */
export function OwnerUnitPage({ id, user }: { id: number; user: Session }) {
  const { toaster } = usePortal();
  const { data: unit } = useSuspenseQuery(unitQueries.unit(id));
  const isPrimary = isPrimaryUser(unit, user.userId);
  const documents = useQuery({ ...unitQueries.ownerDocuments(id), enabled: isPrimary });
  const categories = useQuery({ ...unitQueries.categories(), enabled: isPrimary });
  const extraPayments = useQuery({ ...unitQueries.extraPayments(id), enabled: isPrimary });
  useEffect(() => {
    if (extraPayments.isError) toaster.show('Could Not Load Extra Payments.', 'error');
  }, [extraPayments.isError, toaster]);
  const deletePad = useDeletePad(id);
  const updateAddress = useUpdateOwnerAddress(id);
  // Opened from its building's page, it leads back there; else to the dashboard.
  const backLink = useBackLink(
    [
      {
        label: `Back To Building ${unit.strataProperty.buildingName}`,
        href: `/strataUnitOwner/strataProperty/${unit.strataPropertyId}`,
      },
    ],
    { label: 'Back To Dashboard', href: '/strataUnitOwner/dashboard' },
  );
  return (
    <StrataUnitView
      unit={unit}
      backLink={backLink}
      isPrimary={isPrimary}
      documents={documents.data ?? []}
      categories={categories.data ?? []}
      extraPayments={extraPayments.isError ? null : (extraPayments.data ?? [])}
      onDeletePad={(padId) => deletePad.run({ path: { id: padId } })}
      onUpdateAddress={(ownerId, values) => updateAddress.run({ path: { ownerId }, body: values })}
    />
  );
}
