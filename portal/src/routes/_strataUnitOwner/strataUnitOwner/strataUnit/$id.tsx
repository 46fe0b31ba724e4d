import { createFileRoute } from '@tanstack/react-router';
import { failLoadWith } from '../../../../features/shared/failures.ts';
import { idParams, LoadFailureNotice } from '../../../../features/shared/routeSupport.tsx';
import { unitQueries } from '../../../../features/units/api.ts';
import { OwnerUnitPage } from '../../../../features/units/OwnerUnitPage.tsx';
import { isPrimaryUser } from '../../../../features/units/unitOwner.ts';
import { notFoundOrFailWith } from '../../../../features/units/unitRoutes.ts';

/**
 * /strataUnitOwner/strataUnit/{id}: a unit of the signed-in owner (strata spec 2). The primary user (role 0) sees
 * the unit, building and payment panels and the documents; other users only the users list. The server answers
 * 404 for a unit the user is not linked to.
 */
export const Route = createFileRoute('/_strataUnitOwner/strataUnitOwner/strataUnit/$id')({
  params: idParams,
  loader: async ({ context: { queryClient, user }, params: { id } }) => {
    const unit = await queryClient
      .ensureQueryData(unitQueries.unit(id))
      .catch(notFoundOrFailWith('Could Not Load Strata Unit.'));
    if (isPrimaryUser(unit, user.userId)) {
      // Strata spec 8's toast names the list that failed.
      await Promise.all([
        queryClient
          .ensureQueryData(unitQueries.ownerDocuments(id))
          .catch(failLoadWith('Could not load Documents.')),
        queryClient
          .ensureQueryData(unitQueries.categories())
          .catch(failLoadWith('Could not load categories.')),
      ]);
    }
  },
  errorComponent: LoadFailureNotice,
  component: function OwnerUnit() {
    return <OwnerUnitPage id={Route.useParams().id} user={Route.useRouteContext().user} />;
  },
});
