import { createFileRoute } from '@tanstack/react-router';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  RecordNotFound,
  stringifyIdParam,
} from '../../../../../../features/shared/routeSupport.tsx';
import { unitQueries } from '../../../../../../features/units/api.ts';
import { ArchivedUnitsPage } from '../../../../../../features/units/UnitPages.tsx';

/** /strataAdmin/strataUnits/archived/property/{id}: the building's archived units (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/strataUnits/archived/property/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  notFoundComponent: RecordNotFound,
  loader: ({ context: { queryClient }, params: { id } }) =>
    Promise.all([
      queryClient.ensureQueryData(unitQueries.building(id)),
      queryClient.ensureQueryData(unitQueries.ofBuilding(id, true)),
    ]).catch(notFoundOn404),
  errorComponent: loadFailure('Could not load Strata Units.'),
  component: function ArchivedUnits() {
    return <ArchivedUnitsPage id={Route.useParams().id} />;
  },
});
