import { unwrap } from '@portal/sdk/client';
import { strataPropertiesQueries, strataUnitsQueries } from '@portal/sdk/queries';
import { type OperationTag, tagQueryKey } from '@portal/sdk/query';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { BuildingView } from '../../../../features/buildings/BuildingView.tsx';
import { buildingListQueries } from '../../../../features/buildings/buildingLists.ts';
import { LoadFailureNotice } from '../../../../features/shared/LoadFailureNotice.tsx';
import { parseIdParam, RecordNotFound, stringifyIdParam } from '../../../../features/shared/routeSupport.tsx';
import {
  attempt,
  createOwnerAndInvite,
  createUnit,
  genericFailure,
  rowAction,
} from '../../../../features/units/unitActions.ts';
import { unitLocationOf } from '../../../../features/units/unitForms.ts';
import { notFoundOrFailWith } from '../../../../features/units/unitRoutes.ts';

const buildingQueries = (api: Parameters<typeof buildingListQueries>[0], id: number) => ({
  property: strataPropertiesQueries.getStrataProperty(api, { path: { id } }),
  units: strataUnitsQueries.listStrataUnitsOfProperty(api, { path: { id }, query: { archived: false } }),
  ...buildingListQueries(api, id),
});

/**
 * /strataAdmin/property/{id}: the building page (strata spec 2). An unknown building is the not-found page; any other
 * failed load toasts strata spec 8's message for what failed (the building, its units, staff, documents or
 * categories).
 */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/property/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  notFoundComponent: RecordNotFound,
  loader: async ({ context: { queryClient, api }, params: { id } }) => {
    const q = buildingQueries(api, id);
    await queryClient.ensureQueryData(q.property).catch(notFoundOrFailWith('Could not load property.'));
    // The lists are fetched here too, but one that fails leaves only its own panel empty (with strata spec 8's
    // message and Try again), not the whole page: prefetchQuery never throws.
    await Promise.all([
      queryClient.prefetchQuery(q.units),
      queryClient.prefetchQuery(q.staff),
      queryClient.prefetchQuery(q.documents),
      queryClient.prefetchQuery(q.categories),
    ]);
  },
  errorComponent: LoadFailureNotice,
  component: BuildingPage,
});

function BuildingPage() {
  const { id } = Route.useParams();
  const { api, queryClient, toaster, user } = Route.useRouteContext();
  const q = buildingQueries(api, id);
  const { data: property } = useSuspenseQuery(q.property);
  const units = useQuery(q.units);
  const staff = useQuery(q.staff);
  const documents = useQuery(q.documents);
  const categories = useQuery(q.categories);
  // Strata spec 8's message for each list that failed; the panel shows it, and a toast says it once.
  const failures = {
    ...(units.isError ? { units: 'Could not load Strata Units.' } : {}),
    ...(staff.isError ? { staff: 'Could not load staff.' } : {}),
    ...(documents.isError ? { documents: 'Could not load Documents.' } : {}),
    ...(categories.isError && !documents.isError ? { documents: 'Could not load categories.' } : {}),
  };
  const failed = Object.values(failures).join('|');
  useEffect(() => {
    for (const message of failed ? failed.split('|') : []) toaster.show(message, 'error');
  }, [failed, toaster]);
  const refresh = (tag: OperationTag) => queryClient.invalidateQueries({ queryKey: tagQueryKey(tag) });
  const act = rowAction(queryClient, toaster);

  return (
    <BuildingView
      property={property}
      units={units.data ?? []}
      staff={staff.data ?? []}
      documents={documents.data ?? []}
      categories={categories.data ?? []}
      failures={failures}
      onRetry={(panel) => {
        if (panel === 'units') void units.refetch();
        if (panel === 'staff') void staff.refetch();
        if (panel === 'documents') void Promise.all([documents.refetch(), categories.refetch()]);
      }}
      showActions={user.role === 'strataAdmin'}
      onCreateUnit={async (values) => {
        const unit = await createUnit(api, id, values);
        await refresh('strataUnits');
        return unit;
      }}
      onCreateOwner={async (unit, values) => {
        const email = await createOwnerAndInvite(api, unit, values);
        await refresh('strataUnits');
        toaster.show(`Invitation sent to ${email}.`, 'success');
      }}
      onUpdateUnit={(unit, values) =>
        attempt(async () => {
          unwrap(
            await api.PUT('/strataUnit/{id}', {
              params: { path: { id: unit.id } },
              body: {
                unitNumber: values.unitNumber.trim(),
                lotNumber: values.lotNumber.trim(),
                unitLocation: unitLocationOf(values),
              },
            }),
          );
          await refresh('strataUnits');
          toaster.show(`Unit ${values.unitNumber.trim()} saved.`, 'success');
        }, 'Error updating strata unit')
      }
      onReplaceOwner={(unit, values) =>
        attempt(async () => {
          unwrap(
            await api.POST('/strataOwner/replace/{unitId}', {
              params: { path: { unitId: unit.id } },
              body: { nameOnTitle: values.nameOnTitle.trim(), email: values.email.trim() },
            }),
          );
          await refresh('strataUnits');
          toaster.show(`Invitation sent to ${values.email.trim()}.`, 'success');
        }, genericFailure)
      }
      onArchiveUnit={(unit) =>
        act(
          async () =>
            unwrap(await api.PUT('/strataUnit/archive/{id}', { params: { path: { id: unit.id } } })),
          genericFailure,
          ['strataUnits', 'strataProperties'],
          `Unit ${unit.unitNumber} archived.`,
        )
      }
      onDeleteStaff={(member) =>
        act(
          async () =>
            unwrap(
              await api.DELETE('/strataPropertyStaff/delete/{id}', { params: { path: { id: member.id } } }),
            ),
          genericFailure,
          ['staff'],
          `${member.name} deleted.`,
        )
      }
      onArchiveDocument={(document) =>
        act(
          async () =>
            unwrap(await api.PUT('/strataDocuments/archive/{id}', { params: { path: { id: document.id } } })),
          'Error archiving document',
          ['strataDocuments'],
          `${document.title} archived.`,
        )
      }
      onCreateFolder={(values) =>
        attempt(async () => {
          unwrap(
            await api.POST('/directory', {
              body: { name: values.name.trim(), type: 'strataProperty', propertyId: id },
            }),
          );
          await refresh('strataDocuments');
        }, genericFailure)
      }
    />
  );
}
