import { createFileRoute } from '@tanstack/react-router';
import { loadProperty } from '../../../../features/properties/api.ts';
import { OwnerPropertyPage } from '../../../../features/properties/PropertyPages.tsx';
import { loadFailure, recordRoute } from '../../../../features/shared/routeSupport.tsx';

/**
 * /owner/property/{id}: one of the owner's own properties (rental spec 2.4). The server answers 404 for anyone
 * else's property, which shows the not-found page.
 */
export const Route = createFileRoute('/_owner/owner/property/$id')({
  ...recordRoute(loadFailure('Could not load properties')),
  loader: ({ context: { queryClient }, params: { id } }) => loadProperty(queryClient, id),
  component: function OwnerProperty() {
    return <OwnerPropertyPage id={Route.useParams().id} />;
  },
});
