import { createFileRoute } from '@tanstack/react-router';
import { loadFailure, notFoundOn404, recordRoute } from '../../../../../../features/shared/routeSupport.tsx';
import { unitQueries } from '../../../../../../features/units/api.ts';
import { UnitAddPage } from '../../../../../../features/units/UnitAddPage.tsx';

/** /strataAdmin/strataProperty/{id}/strataUnit/add: the add-unit route (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/strataProperty/$id/strataUnit/add')({
  ...recordRoute(loadFailure('Could not load property.')),
  loader: ({ context: { queryClient }, params: { id } }) =>
    queryClient.ensureQueryData(unitQueries.building(id)).catch(notFoundOn404),
  component: function UnitAdd() {
    return <UnitAddPage id={Route.useParams().id} />;
  },
});
