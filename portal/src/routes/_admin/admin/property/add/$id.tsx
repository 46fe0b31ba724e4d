import { createFileRoute } from '@tanstack/react-router';
import { loadNewProperty } from '../../../../../features/properties/api.ts';
import { NewPropertyPage } from '../../../../../features/properties/PropertyFormPages.tsx';
import { loadFailure, recordRoute } from '../../../../../features/shared/routeSupport.tsx';

/** /admin/property/add/{ownerId}: a new property for an owner (rental spec 2.3). */
export const Route = createFileRoute('/_admin/admin/property/add/$id')({
  ...recordRoute(loadFailure('Could not load owners')),
  loader: ({ context: { queryClient }, params: { id } }) => loadNewProperty(queryClient, id),
  component: function NewProperty() {
    return <NewPropertyPage ownerId={Route.useParams().id} />;
  },
});
