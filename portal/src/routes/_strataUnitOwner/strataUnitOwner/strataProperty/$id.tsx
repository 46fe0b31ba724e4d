import { createFileRoute } from '@tanstack/react-router';
import { loadUnitOwnerBuilding } from '../../../../features/buildings/api.ts';
import { UnitOwnerBuildingPage } from '../../../../features/buildings/BuildingReadPages.tsx';
import { idParams, LoadFailureNotice } from '../../../../features/shared/routeSupport.tsx';

/**
 * /strataUnitOwner/strataProperty/{id}: a building of the signed-in unit owner (strata spec 2). The server answers
 * 404 for a building where the user has no unit, which shows the not-found page.
 */
export const Route = createFileRoute('/_strataUnitOwner/strataUnitOwner/strataProperty/$id')({
  params: idParams,
  loader: ({ context: { queryClient, user }, params: { id } }) =>
    loadUnitOwnerBuilding(queryClient, id, user.userId),
  errorComponent: LoadFailureNotice,
  component: function UnitOwnerBuilding() {
    return <UnitOwnerBuildingPage id={Route.useParams().id} userId={Route.useRouteContext().user.userId} />;
  },
});
