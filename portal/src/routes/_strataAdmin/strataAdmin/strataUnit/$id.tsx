import { createFileRoute } from '@tanstack/react-router';
import { failLoadWith } from '../../../../features/shared/failures.ts';
import { LoadFailureNotice, recordRoute } from '../../../../features/shared/routeSupport.tsx';
import { unitQueries } from '../../../../features/units/api.ts';
import { UnitPage } from '../../../../features/units/UnitPages.tsx';
import { notFoundOrFailWith } from '../../../../features/units/unitRoutes.ts';

/** /strataAdmin/strataUnit/{id}: the unit page (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/strataUnit/$id')({
  ...recordRoute,
  loader: async ({ context: { queryClient }, params: { id } }) => {
    await queryClient
      .ensureQueryData(unitQueries.unit(id))
      .catch(notFoundOrFailWith('Could Not Load Strata Unit.'));
    await Promise.all([
      queryClient.ensureQueryData(unitQueries.documents(id)).catch(failLoadWith('Could not load Documents.')),
      queryClient.ensureQueryData(unitQueries.categories()).catch(failLoadWith('Could not load categories.')),
    ]);
  },
  errorComponent: LoadFailureNotice,
  component: function Unit() {
    return <UnitPage id={Route.useParams().id} user={Route.useRouteContext().user} />;
  },
});
