import { createFileRoute } from '@tanstack/react-router';
import { loadOwner } from '../../../../features/owners/api.ts';
import { OwnerPage } from '../../../../features/owners/OwnerPages.tsx';
import {
  loadFailure,
  parseIdParam,
  RecordNotFound,
  stringifyIdParam,
} from '../../../../features/shared/routeSupport.tsx';

/** /admin/owner/{id} (rental spec 2.3). An archived owner is shown on its archive page instead. */
export const Route = createFileRoute('/_admin/admin/owner/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  notFoundComponent: RecordNotFound,
  loader: ({ context: { queryClient }, params: { id } }) => loadOwner(queryClient, id, 'active'),
  errorComponent: loadFailure('Could not load owners'),
  component: function Owner() {
    return <OwnerPage id={Route.useParams().id} />;
  },
});
