import { strataUnitsQueries } from '@portal/sdk/queries';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { failLoadWith } from '../../../features/shared/failures.ts';
import { LoadFailureNotice } from '../../../features/shared/routeSupport.tsx';
import { StrataUnitOwnerDashboardView } from '../../../features/units/StrataUnitOwnerDashboardView.tsx';

/** /strataUnitOwner/dashboard: the signed-in user's buildings and units (strata spec 2, 6). */
export const Route = createFileRoute('/_strataUnitOwner/strataUnitOwner/dashboard')({
  loader: ({ context: { queryClient, api, user } }) =>
    Promise.all([
      queryClient
        .ensureQueryData(
          strataUnitsQueries.listStrataPropertiesOfUnitUser(api, { path: { userId: user.userId } }),
        )
        .catch(failLoadWith('Could not load Properties.')),
      queryClient
        .ensureQueryData(strataUnitsQueries.listStrataUnitsOfUnitUser(api, { path: { userId: user.userId } }))
        .catch(failLoadWith('Could not load Strata Units.')),
    ]),
  errorComponent: LoadFailureNotice,
  component: StrataUnitOwnerDashboardPage,
});

function StrataUnitOwnerDashboardPage() {
  const { api, user } = Route.useRouteContext();
  const path = { userId: user.userId };
  const { data: properties } = useSuspenseQuery(
    strataUnitsQueries.listStrataPropertiesOfUnitUser(api, { path }),
  );
  const { data: units } = useSuspenseQuery(strataUnitsQueries.listStrataUnitsOfUnitUser(api, { path }));
  return <StrataUnitOwnerDashboardView name={user.name} properties={properties} units={units} />;
}
