import { createFileRoute } from '@tanstack/react-router';
import { RequestPage } from '../../../../features/serviceRequests/RequestPage.tsx';
import { requestPageRouteOptions } from '../../../../features/serviceRequests/requestRoute.ts';

/** /strataAdmin/requests/{id}: a service request with its timeline, comments and files. */
export const Route = createFileRoute('/_strataAdmin/strataAdmin/requests/$id')({
  ...requestPageRouteOptions,
  component: function ServiceRequest() {
    const { id } = Route.useParams();
    return <RequestPage area="strataAdmin" id={id} userId={Route.useRouteContext().user.userId} />;
  },
});
