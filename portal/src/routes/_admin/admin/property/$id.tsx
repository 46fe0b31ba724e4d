import { createFileRoute } from '@tanstack/react-router';
import { loadProperty } from '../../../../features/properties/api.ts';
import { PropertyPage } from '../../../../features/properties/PropertyPages.tsx';
import { loadFailure, recordRoute } from '../../../../features/shared/routeSupport.tsx';

/** /admin/property/{id} (rental spec 2.3). */
export const Route = createFileRoute('/_admin/admin/property/$id')({
  ...recordRoute,
  loader: ({ context: { queryClient }, params: { id } }) => loadProperty(queryClient, id),
  errorComponent: loadFailure('Could Not Load Properties.'),
  component: function Property() {
    return <PropertyPage id={Route.useParams().id} user={Route.useRouteContext().user} />;
  },
});
