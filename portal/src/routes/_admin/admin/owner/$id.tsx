import { createFileRoute } from '@tanstack/react-router';
import { loadOwner } from '../../../../features/owners/api.ts';
import { OwnerPage } from '../../../../features/owners/OwnerPages.tsx';
import { ownerPropertyTable } from '../../../../features/owners/tables.ts';
import { loadFailure, recordRoute } from '../../../../features/shared/routeSupport.tsx';

/** /admin/owner/{id} (rental spec 2.3). An archived owner is shown on its archive page instead. */
export const Route = createFileRoute('/_admin/admin/owner/$id')({
  ...recordRoute(loadFailure('Could not load owners')),
  validateSearch: (raw: Record<string, unknown>) => ownerPropertyTable.validateSearch(raw),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params: { id }, deps }) =>
    loadOwner(context.queryClient, id, {
      active: (owner) => ownerPropertyTable.prefetch(context, { path: { userId: owner.userId } }, deps),
    }),
  component: function Owner() {
    return <OwnerPage id={Route.useParams().id} search={Route.useSearch()} />;
  },
});
