import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useArchiveStrataDocument, useCreateFolder } from '../documents/index.ts';
import type { Session } from '../session/index.ts';
import { onRecord } from '../shared/action.ts';
import { usePagedTable } from '../shared/pagedList.ts';
import { usePortal } from '../shared/usePortal.ts';
import { useDeleteStaff, useUpdateStaff } from '../staff/index.ts';
import {
  ownerInputFrom,
  type UnitNumbersValues,
  unitLocationOf,
  unitsOf,
  unitTable,
  useArchiveUnit,
  useCreateOwnerAndInvite,
  useCreateUnit,
  useReplaceOwner,
  useUpdateUnit,
} from '../units/index.ts';
import { buildingQueries } from './api.ts';
import { BuildingView } from './BuildingView.tsx';

/**
 * /strataAdmin/property/{id}: the building page (strata spec 2): its units, staff and documents, each list with
 * strata spec 8's message and Try again when it fails, and the unit, staff, document and folder actions.
 */
export function BuildingPage({
  id,
  user,
  search,
}: {
  id: number;
  user: Session;
  /** The route's search: the units table's page, size, sort and search. */
  search: Record<string, unknown>;
}) {
  const { toaster } = usePortal();
  const { data: property } = useSuspenseQuery(buildingQueries.one(id));
  // A page at a time from the server (its failure toasts once itself).
  const units = usePagedTable(unitTable, unitsOf(id), search);
  const staff = useQuery(buildingQueries.staff(id));
  const documents = useQuery(buildingQueries.documents(id));
  const categories = useQuery(buildingQueries.categories(id));
  // Strata spec 8's message for each list that failed; the panel shows it, and a toast says it once.
  const listFailures = {
    ...(staff.isError ? { staff: 'Could not load staff.' } : {}),
    ...(documents.isError ? { documents: 'Could not load Documents.' } : {}),
    ...(categories.isError && !documents.isError ? { documents: 'Could not load categories.' } : {}),
  };
  const failed = Object.values(listFailures).join('|');
  useEffect(() => {
    for (const message of failed ? failed.split('|') : []) toaster.show(message, 'error');
  }, [failed, toaster]);
  const failures = {
    ...listFailures,
    ...(units.status === 'error' ? { units: unitTable.failure } : {}),
  };
  const createUnit = useCreateUnit();
  const createOwner = useCreateOwnerAndInvite();
  const updateUnit = useUpdateUnit();
  const replaceOwner = useReplaceOwner();
  const archiveUnit = useArchiveUnit();
  const deleteStaff = useDeleteStaff();
  const updateStaff = useUpdateStaff();
  const archiveDocument = useArchiveStrataDocument('property');
  const createFolder = useCreateFolder();
  const numbers = (values: UnitNumbersValues) => ({
    unitNumber: values.unitNumber.trim(),
    lotNumber: values.lotNumber.trim(),
    unitLocation: unitLocationOf(values),
  });

  return (
    <BuildingView
      property={property}
      units={units.rows}
      unitsTable={units}
      staff={staff.data ?? []}
      documents={documents.data ?? []}
      categories={categories.data ?? []}
      failures={failures}
      onRetry={(panel) => {
        if (panel === 'units') units.onRetry();
        if (panel === 'staff') void staff.refetch();
        if (panel === 'documents') void Promise.all([documents.refetch(), categories.refetch()]);
      }}
      showActions={user.role === 'strataAdmin'}
      onCreateUnit={async (values) => {
        const unit = await createUnit.mutateAsync({ body: { ...numbers(values), strataPropertyId: id } });
        return { id: unit.id, unitNumber: unit.unitNumber };
      }}
      onCreateOwner={(unit, values) => createOwner.run(ownerInputFrom(values, unit.id))}
      onUpdateUnit={(unit, values) => updateUnit.run({ path: { id: unit.id }, body: numbers(values) })}
      onReplaceOwner={(unit, values) =>
        replaceOwner.run({
          path: { unitId: unit.id },
          body: { nameOnTitle: values.nameOnTitle.trim(), email: values.email.trim() },
        })
      }
      onArchiveUnit={onRecord(archiveUnit)}
      onDeleteStaff={deleteStaff.run}
      onUpdateStaff={(member, values) => updateStaff.run({ member, values })}
      onArchiveDocument={archiveDocument.run}
      onCreateFolder={(values) =>
        createFolder.run({ name: values.name.trim(), type: 'strataProperty', propertyId: id })
      }
    />
  );
}
