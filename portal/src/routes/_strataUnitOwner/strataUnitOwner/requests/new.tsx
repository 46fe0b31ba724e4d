import { createFileRoute } from '@tanstack/react-router';
import { RequestFormPage } from '../../../../features/serviceRequests/RequestFormPage.tsx';
import { loadRequestPlaces } from '../../../../features/serviceRequests/requestPlaces.ts';
import { LoadFailureNotice } from '../../../../features/shared/routeSupport.tsx';

/** /strataUnitOwner/requests/new: ask for something, with photos; "Me too" on an open common-area request. */
export const Route = createFileRoute('/_strataUnitOwner/strataUnitOwner/requests/new')({
  loader: ({ context: { queryClient, user } }) =>
    loadRequestPlaces(queryClient, 'strataUnitOwner', user.userId),
  errorComponent: LoadFailureNotice,
  component: function NewServiceRequest() {
    return <RequestFormPage area="strataUnitOwner" userId={Route.useRouteContext().user.userId} />;
  },
});
