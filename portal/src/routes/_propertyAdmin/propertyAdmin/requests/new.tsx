import { createFileRoute } from '@tanstack/react-router';
import { RequestFormPage } from '../../../../features/serviceRequests/RequestFormPage.tsx';
import { loadRequestPlaces } from '../../../../features/serviceRequests/requestPlaces.ts';
import { LoadFailureNotice } from '../../../../features/shared/routeSupport.tsx';

/** /propertyAdmin/requests/new: ask for something, with photos; "Me too" on an open common-area request. */
export const Route = createFileRoute('/_propertyAdmin/propertyAdmin/requests/new')({
  loader: ({ context: { queryClient, user } }) =>
    loadRequestPlaces(queryClient, 'propertyAdmin', user.userId),
  errorComponent: LoadFailureNotice,
  component: function NewServiceRequest() {
    return <RequestFormPage area="propertyAdmin" userId={Route.useRouteContext().user.userId} />;
  },
});
