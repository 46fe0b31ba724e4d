import { createFileRoute } from '@tanstack/react-router';
import { loadFailure, notFoundOn404, recordRoute } from '../../../../features/shared/routeSupport.tsx';
import { staffQueries } from '../../../../features/staff/api.ts';
import { StaffAddPage } from '../../../../features/staff/StaffAddPage.tsx';

/** /strataAdmin/staff/{id}: add onsite staff to the building (strata spec 2). */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/staff/$id')({
  ...recordRoute(loadFailure('Could not load property.')),
  loader: ({ context: { queryClient }, params: { id } }) =>
    queryClient.ensureQueryData(staffQueries.building(id)).catch(notFoundOn404),
  component: function StaffAdd() {
    return <StaffAddPage id={Route.useParams().id} />;
  },
});
