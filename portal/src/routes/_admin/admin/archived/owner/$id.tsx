import { createFileRoute } from '@tanstack/react-router';
import { loadOwner } from '../../../../../features/owners/api.ts';
import { ArchivedOwnerPage } from '../../../../../features/owners/OwnerPages.tsx';
import { loadFailure, recordRoute } from '../../../../../features/shared/routeSupport.tsx';

/** /admin/archived/owner/{id} (rental spec 2.3). An active owner is shown on its own page instead. */
export const Route = createFileRoute('/_admin/admin/archived/owner/$id')({
  ...recordRoute(loadFailure('Could not load owners')),
  loader: ({ context: { queryClient }, params: { id } }) => loadOwner(queryClient, id, 'archived'),
  component: function Owner() {
    return <ArchivedOwnerPage id={Route.useParams().id} />;
  },
});
