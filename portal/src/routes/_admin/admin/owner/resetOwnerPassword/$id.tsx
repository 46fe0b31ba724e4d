import { createFileRoute } from '@tanstack/react-router';
import { loadOwnerOfUser } from '../../../../../features/owners/api.ts';
import { OwnerPasswordPage } from '../../../../../features/owners/OwnerFormPages.tsx';
import { loadFailure, recordRoute } from '../../../../../features/shared/routeSupport.tsx';

/**
 * /admin/owner/resetOwnerPassword/{userId} (rental spec 2.3): the route's id is the owner's user id; after the
 * change the administrator goes back to the owner's page, /admin/owner/{ownerProfileId}.
 */
export const Route = createFileRoute('/_admin/admin/owner/resetOwnerPassword/$id')({
  ...recordRoute(loadFailure('Could not load owners')),
  loader: ({ context: { queryClient }, params: { id } }) => loadOwnerOfUser(queryClient, id),
  component: function OwnerPassword() {
    return <OwnerPasswordPage userId={Route.useParams().id} owner={Route.useLoaderData().owner} />;
  },
});
