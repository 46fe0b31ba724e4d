import { createFileRoute } from '@tanstack/react-router';
import { loadFailure, notFoundOn404, recordRoute } from '../../../../../../features/shared/routeSupport.tsx';
import { unitQueries } from '../../../../../../features/units/api.ts';
import { unitsOf, unitTable } from '../../../../../../features/units/index.ts';
import { ArchivedUnitsPage } from '../../../../../../features/units/UnitPages.tsx';

/**
 * /strataAdmin/strataUnits/archived/property/{id}: the building's archived units (strata spec 2), a page at a time
 * from the server with its state in the URL.
 */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/strataUnits/archived/property/$id')({
  ...recordRoute(loadFailure('Could not load Strata Units.')),
  validateSearch: unitTable.validateSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params: { id }, deps }) => {
    await context.queryClient.ensureQueryData(unitQueries.building(id)).catch(notFoundOn404);
    await unitTable.prefetch(context, unitsOf(id, true), deps);
  },
  component: function ArchivedUnits() {
    return <ArchivedUnitsPage id={Route.useParams().id} search={Route.useSearch()} />;
  },
});
