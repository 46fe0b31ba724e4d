import { createFileRoute } from '@tanstack/react-router';
import { loadProperty } from '../../../../features/properties/api.ts';
import { PropertyPage } from '../../../../features/properties/PropertyPages.tsx';
import { RequestsSection } from '../../../../features/serviceRequests/index.ts';
import { loadFailure, recordRoute } from '../../../../features/shared/routeSupport.tsx';

/** /admin/property/{id} (rental spec 2.3). */
export const Route = createFileRoute('/_admin/admin/property/$id')({
  ...recordRoute(loadFailure('Could Not Load Properties.')),
  loader: ({ context: { queryClient }, params: { id } }) => loadProperty(queryClient, id),
  component: function Property() {
    const { id } = Route.useParams();
    return (
      <>
        <PropertyPage id={id} user={Route.useRouteContext().user} />
        <RequestsSection area="admin" place={{ propertyId: id }} />
      </>
    );
  },
});
