import { createFileRoute } from '@tanstack/react-router';
import { RequestsSection } from '../../../../features/serviceRequests/index.ts';
import { failLoadWith } from '../../../../features/shared/failures.ts';
import { LoadFailureNotice, recordRoute } from '../../../../features/shared/routeSupport.tsx';
import { unitQueries } from '../../../../features/units/api.ts';
import { UnitPage } from '../../../../features/units/UnitPages.tsx';
import { notFoundOrFailWith } from '../../../../features/units/unitRoutes.ts';

/** /strataAdmin/strataUnit/{id}: the unit page (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/strataUnit/$id')({
  ...recordRoute(LoadFailureNotice),
  loader: async ({ context: { queryClient }, params: { id } }) => {
    await queryClient
      .ensureQueryData(unitQueries.unit(id))
      .catch(notFoundOrFailWith('Could Not Load Strata Unit.'));
    await Promise.all([
      queryClient.ensureQueryData(unitQueries.documents(id)).catch(failLoadWith('Could not load Documents.')),
      queryClient.ensureQueryData(unitQueries.categories()).catch(failLoadWith('Could not load categories.')),
    ]);
  },
  component: function Unit() {
    const { id } = Route.useParams();
    return (
      <>
        <UnitPage id={id} user={Route.useRouteContext().user} />
        <RequestsSection area="strataAdmin" place={{ strataUnitId: id }} />
      </>
    );
  },
});
