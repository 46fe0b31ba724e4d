import { createFileRoute } from '@tanstack/react-router';
import { loadFailure, notFoundOn404, recordRoute } from '../../../../../../features/shared/routeSupport.tsx';
import { unitUserQueries } from '../../../../../../features/unitUsers/api.ts';
import { UnitUserAddPage } from '../../../../../../features/unitUsers/UnitUserPages.tsx';

/** /strataAdmin/user/add/strataUnit/{id}: add a user to a unit (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/user/add/strataUnit/$id')({
  ...recordRoute(loadFailure('Could Not Load Strata Unit.')),
  loader: ({ context: { queryClient }, params: { id } }) =>
    queryClient.ensureQueryData(unitUserQueries.unit(id)).catch(notFoundOn404),
  component: function UnitUserAdd() {
    return <UnitUserAddPage id={Route.useParams().id} />;
  },
});
