import { unwrap } from '@portal/sdk/client';
import { strataPropertiesQueries, strataUnitsQueries } from '@portal/sdk/queries';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { failLoadWith } from '../../../../components/failures.ts';
import { LoadFailureNotice } from '../../../../components/LoadFailureNotice.tsx';
import { parseIdParam, RecordNotFound, stringifyIdParam } from '../../../../components/routeSupport.tsx';
import { buildingListQueries, ensureBuildingLists } from '../../../../components/strata/buildingLists.ts';
import {
  attempt,
  createOwnerAndInvite,
  createUnit,
  genericFailure,
  rowAction,
} from '../../../../components/strata/unitActions.ts';
import { notFoundOrFailWith } from '../../../../components/unitOwner/unitRoutes.ts';
import { BuildingView } from '../../../../screens/strataAdmin/Building/BuildingView.tsx';

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
    await Promise.all([
      queryClient.ensureQueryData(q.units).catch(failLoadWith('Could not load Strata Units.')),
      ensureBuildingLists({ queryClient, api }, id),
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
  const { data: units } = useSuspenseQuery(q.units);
  const { data: staff } = useSuspenseQuery(q.staff);
  const { data: documents } = useSuspenseQuery(q.documents);
  const { data: categories } = useSuspenseQuery(q.categories);
  const refresh = (key: string) => queryClient.invalidateQueries({ queryKey: [key] });
  const act = rowAction(queryClient, toaster);

  return (
    <BuildingView
      property={property}
      units={units}
      staff={staff}
      documents={documents}
      categories={categories}
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
              body: { unitNumber: values.unitNumber.trim(), lotNumber: values.lotNumber.trim() },
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
