import { unwrap } from '@portal/sdk/client';
import {
  staffQueries,
  strataDocumentsQueries,
  strataPropertiesQueries,
  strataUnitsQueries,
} from '@portal/sdk/queries';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { messageOf } from '../../../../components/failures.ts';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  RecordNotFound,
  stringifyIdParam,
} from '../../../../components/routeSupport.tsx';
import { ownerInputFrom } from '../../../../components/strata/unitForms.ts';
import { BuildingView } from '../../../../screens/strataAdmin/Building/BuildingView.tsx';

const genericFailure = 'Something went Wrong. Please try again Later.';

const buildingQueries = (api: Parameters<typeof staffQueries.listStrataPropertyStaff>[0], id: number) => ({
  property: strataPropertiesQueries.getStrataProperty(api, { path: { id } }),
  units: strataUnitsQueries.listStrataUnitsOfProperty(api, { path: { id }, query: { archived: false } }),
  staff: staffQueries.listStrataPropertyStaff(api, { path: { id } }),
  documents: strataDocumentsQueries.listStrataPropertyDocuments(api, {
    path: { id },
    query: { archived: false },
  }),
  categories: strataDocumentsQueries.listStrataDocumentCategories(api, { query: { strataPropertyId: id } }),
});

/** /strataAdmin/property/{id}: the building page (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/property/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  notFoundComponent: RecordNotFound,
  loader: ({ context: { queryClient, api }, params: { id } }) => {
    const q = buildingQueries(api, id);
    return Promise.all([
      queryClient.ensureQueryData(q.property),
      queryClient.ensureQueryData(q.units),
      queryClient.ensureQueryData(q.staff),
      queryClient.ensureQueryData(q.documents),
      queryClient.ensureQueryData(q.categories),
    ]).catch(notFoundOn404);
  },
  errorComponent: loadFailure('Could not load property.'),
  component: BuildingPage,
});

/** Runs a call; a refusal becomes an Error with the server's words or the spec's message for the action. */
async function attempt<T>(call: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new Error(messageOf(error, fallback));
  }
}

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
  /** A row action: the toast says what failed, and the confirmation stays open. */
  const act = async (call: () => Promise<unknown>, failure: string, keys: string[]) => {
    try {
      await call();
    } catch (error) {
      toaster.show(messageOf(error, failure), 'error');
      throw error;
    }
    await Promise.all(keys.map(refresh));
  };

  return (
    <BuildingView
      property={property}
      units={units}
      staff={staff}
      documents={documents}
      categories={categories}
      showActions={user.role === 'strataAdmin'}
      onCreateUnit={(values) =>
        attempt(async () => {
          const unit = unwrap(
            await api.POST('/strataUnit', {
              body: {
                unitNumber: values.unitNumber.trim(),
                lotNumber: values.lotNumber.trim(),
                strataPropertyId: id,
              },
            }),
          );
          await refresh('strataUnits');
          return { id: unit.id, unitNumber: unit.unitNumber };
        }, genericFailure)
      }
      onCreateOwner={(unit, values) =>
        attempt(async () => {
          const owner = unwrap(await api.POST('/strataOwner', { body: ownerInputFrom(values, unit.id) }));
          const invitation = unwrap(
            await api.POST('/strataUnitUserInvitation', {
              body: { email: owner.email, strataUnitId: unit.id, strataRole: 0, strataOwnerId: owner.id },
            }),
          );
          unwrap(
            await api.POST('/strataUnitUserInvitation/invite', { body: { invitationId: invitation.id } }),
          );
          await refresh('strataUnits');
          toaster.show(`Invitation sent to ${owner.email}.`, 'success');
        }, genericFailure)
      }
      onUpdateUnit={(unit, values) =>
        attempt(async () => {
          unwrap(
            await api.PUT('/strataUnit/{id}', {
              params: { path: { id: unit.id } },
              body: { unitNumber: values.unitNumber.trim(), lotNumber: values.lotNumber.trim() },
            }),
          );
          await refresh('strataUnits');
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
        )
      }
      onArchiveDocument={(document) =>
        act(
          async () =>
            unwrap(await api.PUT('/strataDocuments/archive/{id}', { params: { path: { id: document.id } } })),
          'Error archiving document',
          ['strataDocuments'],
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
