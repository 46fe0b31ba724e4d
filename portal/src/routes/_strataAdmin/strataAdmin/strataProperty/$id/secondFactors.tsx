import { createFileRoute } from '@tanstack/react-router';
import { buildingQueries } from '../../../../../features/buildings/api.ts';
import { BuildingSecondFactorsPage } from '../../../../../features/buildings/BuildingSecondFactorsPage.tsx';
import { secondFactorsOf, secondFactorTable } from '../../../../../features/buildings/tables.ts';
import { loadFailure, notFoundOn404, recordRoute } from '../../../../../features/shared/routeSupport.tsx';

/**
 * /strataAdmin/strataProperty/{id}/secondFactors: which of the building's unit users have two-step sign-in, a page at
 * a time from the server with its page, size, sort and search in the URL. An unknown building is the not-found page.
 */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/strataProperty/$id/secondFactors')({
  ...recordRoute(loadFailure('Could not load property.')),
  validateSearch: secondFactorTable.validateSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params: { id }, deps }) => {
    await context.queryClient.ensureQueryData(buildingQueries.one(id)).catch(notFoundOn404);
    await secondFactorTable.prefetch(context, secondFactorsOf(id), deps);
  },
  component: function BuildingSecondFactors() {
    return <BuildingSecondFactorsPage id={Route.useParams().id} search={Route.useSearch()} />;
  },
});
