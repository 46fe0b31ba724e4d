import { createFileRoute } from '@tanstack/react-router';
import { buildingQueries } from '../../../../features/buildings/api.ts';
import { BuildingPage } from '../../../../features/buildings/BuildingPage.tsx';
import { RequestsSection } from '../../../../features/serviceRequests/index.ts';
import { LoadFailureNotice, recordRoute } from '../../../../features/shared/routeSupport.tsx';
import { unitsOf, unitTable } from '../../../../features/units/index.ts';
import { notFoundOrFailWith } from '../../../../features/units/unitRoutes.ts';

/**
 * /strataAdmin/property/{id}: the building page (strata spec 2), its units table a page at a time from the server
 * with its page, size, sort and search in the URL. An unknown building is the not-found page; any other failed load
 * toasts strata spec 8's message for what failed (the building, its units, staff, documents or categories).
 */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/property/$id')({
  ...recordRoute(LoadFailureNotice),
  validateSearch: unitTable.validateSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params: { id }, deps }) => {
    const { queryClient } = context;
    await queryClient
      .ensureQueryData(buildingQueries.one(id))
      .catch(notFoundOrFailWith('Could not load property.'));
    // The lists are fetched here too, but one that fails leaves only its own panel empty (with strata spec 8's
    // message and Try again), not the whole page: prefetchQuery never throws.
    await Promise.all([
      unitTable.prefetch(context, unitsOf(id), deps),
      queryClient.prefetchQuery(buildingQueries.staff(id)),
      queryClient.prefetchQuery(buildingQueries.documents(id)),
      queryClient.prefetchQuery(buildingQueries.categories(id)),
    ]);
  },
  component: function Building() {
    const { id } = Route.useParams();
    return (
      <>
        <BuildingPage id={id} user={Route.useRouteContext().user} search={Route.useSearch()} />
        <RequestsSection area="strataAdmin" place={{ strataPropertyId: id }} />
      </>
    );
  },
});
