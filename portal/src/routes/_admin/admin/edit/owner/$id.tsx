import { createFileRoute } from '@tanstack/react-router';
import { loadOwner } from '../../../../../features/owners/api.ts';
import { EditOwnerPage } from '../../../../../features/owners/OwnerFormPages.tsx';
import { loadFailure, recordRoute } from '../../../../../features/shared/routeSupport.tsx';

/** /admin/edit/owner/{id} (rental spec 2.3). An archived owner cannot be edited: its archive page opens instead. */
export const Route = createFileRoute('/_admin/admin/edit/owner/$id')({
  ...recordRoute(loadFailure('Could not load owners')),
  loader: ({ context: { queryClient }, params: { id } }) => loadOwner(queryClient, id, 'edit'),
  component: function Owner() {
    return <EditOwnerPage id={Route.useParams().id} />;
  },
});
