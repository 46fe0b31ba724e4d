import { createFileRoute } from '@tanstack/react-router';
import { buildingQueries } from '../../../../features/buildings/api.ts';
import { EditBuildingPage } from '../../../../features/buildings/BuildingPages.tsx';
import { failLoadWith } from '../../../../features/shared/failures.ts';
import { idParams, LoadFailureNotice } from '../../../../features/shared/routeSupport.tsx';
import { notFoundOrFailWith } from '../../../../features/units/unitRoutes.ts';

/**
 * /strataAdmin/edit/{id}: edit a building (strata spec 2). A failed load toasts strata spec 8's message for what
 * failed: the building ("Could not load property.") or the agents to choose from ("Could not load Strata Agents.").
 */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/edit/$id')({
  params: idParams,
  loader: ({ context: { queryClient }, params: { id } }) =>
    Promise.all([
      queryClient
        .ensureQueryData(buildingQueries.one(id))
        .catch(notFoundOrFailWith('Could not load property.')),
      queryClient
        .ensureQueryData(buildingQueries.agents())
        .catch(failLoadWith('Could not load Strata Agents.')),
    ]),
  errorComponent: LoadFailureNotice,
  component: function EditBuilding() {
    return <EditBuildingPage id={Route.useParams().id} />;
  },
});
