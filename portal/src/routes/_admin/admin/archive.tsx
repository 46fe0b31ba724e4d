import { ownerProfilesQueries, propertiesQueries } from '@portal/sdk/queries';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ArchiveView } from '../../../features/owners/ArchiveView.tsx';
import { useArchive } from '../../../features/owners/useArchive.ts';
import { loadFailure } from '../../../features/shared/routeSupport.tsx';

/** /admin/archive (rental spec 2.3): archived properties and owners with Restore. */
export const Route = createFileRoute('/_admin/admin/archive')({
  loader: ({ context: { queryClient, api } }) =>
    Promise.all([
      queryClient.ensureQueryData(propertiesQueries.listArchivedProperties(api)),
      queryClient.ensureQueryData(ownerProfilesQueries.listArchivedOwnerProfiles(api)),
    ]),
  errorComponent: loadFailure('Could Not Load Properties.'),
  component: ArchivePage,
});

function ArchivePage() {
  const { api, queryClient, toaster } = Route.useRouteContext();
  const { data: properties } = useSuspenseQuery(propertiesQueries.listArchivedProperties(api));
  const { data: owners } = useSuspenseQuery(ownerProfilesQueries.listArchivedOwnerProfiles(api));
  const { restoreOwner, restoreProperty } = useArchive(api, queryClient, toaster);
  return (
    <ArchiveView
      properties={properties}
      owners={owners}
      onRestoreProperty={(property) => restoreProperty(property.id)}
      onRestoreOwner={(owner) => restoreOwner(owner.id)}
    />
  );
}
