import { createFileRoute } from '@tanstack/react-router';
import { RequestPage } from '../../../../features/serviceRequests/RequestPage.tsx';
import { requestPageRouteOptions } from '../../../../features/serviceRequests/requestRoute.ts';

/** /strataUnitOwner/requests/{id}: a service request with its timeline, comments and files. */
export const Route = createFileRoute('/_strataUnitOwner/strataUnitOwner/requests/$id')({
  ...requestPageRouteOptions,
  component: function ServiceRequest() {
    const { id } = Route.useParams();
    return <RequestPage area="strataUnitOwner" id={id} userId={Route.useRouteContext().user.userId} />;
  },
});
