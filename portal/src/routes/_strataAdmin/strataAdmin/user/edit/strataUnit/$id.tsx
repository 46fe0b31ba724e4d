import { createFileRoute } from '@tanstack/react-router';
import { loadFailure, recordRoute } from '../../../../../../features/shared/routeSupport.tsx';
import { loadUnitUser } from '../../../../../../features/unitUsers/api.ts';
import { UnitUserEditPage } from '../../../../../../features/unitUsers/UnitUserPages.tsx';
import { unitUserSearch } from '../../../../../../features/unitUsers/unitUserState.ts';

/**
 * /strataAdmin/user/edit/strataUnit/{userId}: edit a unit user (strata spec 2). The unit page hands the record over in
 * navigation state; after a reload (no state) it is loaded from the unit named by ?unitId=, else the user's first unit.
 */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/user/edit/strataUnit/$id')({
  ...recordRoute(loadFailure('Could Not Load Strata Unit.')),
  validateSearch: unitUserSearch,
  loaderDeps: ({ search }) => ({ unitId: search.unitId }),
  loader: ({ context: { queryClient }, params: { id }, deps: { unitId }, location }) =>
    loadUnitUser(queryClient, id, unitId, location.state.strataUnitUser),
  component: function UnitUserEdit() {
    return <UnitUserEditPage unitUser={Route.useLoaderData()} />;
  },
});
