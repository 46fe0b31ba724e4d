import { createFileRoute } from '@tanstack/react-router';
import { ownerQueries } from '../../../features/owners/api.ts';
import { ArchivePage } from '../../../features/owners/OwnerPages.tsx';
import { loadFailure } from '../../../features/shared/routeSupport.tsx';

/** /admin/archive (rental spec 2.3): archived properties and owners with Restore. */
export const Route = createFileRoute('/_admin/admin/archive')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(ownerQueries.archivedPropertiesOfAll()),
      queryClient.ensureQueryData(ownerQueries.archived()),
    ]),
  errorComponent: loadFailure('Could Not Load Properties.'),
  component: ArchivePage,
});
