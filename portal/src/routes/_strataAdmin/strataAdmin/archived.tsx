import { createFileRoute } from '@tanstack/react-router';
import { buildingQueries } from '../../../features/buildings/api.ts';
import { ArchivedBuildingsPage } from '../../../features/buildings/BuildingPages.tsx';
import { loadFailure } from '../../../features/shared/routeSupport.tsx';

/** /strataAdmin/archived: archived buildings with restore and delete (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/archived')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(buildingQueries.archived()),
  errorComponent: loadFailure('Could Not Load Properties.'),
  component: ArchivedBuildingsPage,
});
