import { unwrap } from '@portal/sdk/client';
import { strataPropertiesQueries, strataUnitsQueries } from '@portal/sdk/queries';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  RecordNotFound,
  stringifyIdParam,
} from '../../../../../../features/shared/routeSupport.tsx';
import { ArchivedUnitsView } from '../../../../../../features/units/ArchivedUnitsView.tsx';
import { rowAction } from '../../../../../../features/units/unitActions.ts';

const archivedUnits = (api: Parameters<typeof strataUnitsQueries.getStrataUnit>[0], id: number) =>
  strataUnitsQueries.listStrataUnitsOfProperty(api, { path: { id }, query: { archived: true } });

/** /strataAdmin/strataUnits/archived/property/{id}: the building's archived units (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/strataUnits/archived/property/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  notFoundComponent: RecordNotFound,
  loader: ({ context: { queryClient, api }, params: { id } }) =>
    Promise.all([
      queryClient.ensureQueryData(strataPropertiesQueries.getStrataProperty(api, { path: { id } })),
      queryClient.ensureQueryData(archivedUnits(api, id)),
    ]).catch(notFoundOn404),
  errorComponent: loadFailure('Could not load Strata Units.'),
  component: ArchivedUnitsPage,
});

function ArchivedUnitsPage() {
  const { id } = Route.useParams();
  const { api, queryClient, toaster } = Route.useRouteContext();
  const { data: property } = useSuspenseQuery(
    strataPropertiesQueries.getStrataProperty(api, { path: { id } }),
  );
  const { data: units } = useSuspenseQuery(archivedUnits(api, id));
  const act = rowAction(queryClient, toaster);
  return (
    <ArchivedUnitsView
      building={property}
      units={units}
      onRestore={(unit) =>
        act(
          async () =>
            unwrap(await api.PUT('/strataUnit/restore/{id}', { params: { path: { id: unit.id } } })),
          'Something went Wrong. Please try again Later.',
          ['strataUnits', 'strataProperties'],
          `Unit ${unit.unitNumber} restored.`,
        )
      }
      onDelete={(unit) =>
        act(
          async () => unwrap(await api.DELETE('/strataUnit/{id}', { params: { path: { id: unit.id } } })),
          'Error deleting unit.',
          ['strataUnits', 'strataProperties'],
          `Unit ${unit.unitNumber} deleted.`,
        )
      }
    />
  );
}
