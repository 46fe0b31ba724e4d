import { documentsQueries, ownerProfilesQueries, propertiesQueries } from '@portal/sdk/queries';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { DocumentViewerDialog } from '../../../../../features/documents/DocumentViewerDialog.tsx';
import { ArchivedOwnerView } from '../../../../../features/owners/ArchivedOwnerView.tsx';
import { useArchive } from '../../../../../features/owners/useArchive.ts';
import { useDocumentFiles } from '../../../../../features/shared/rentalFiles.ts';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  RecordNotFound,
  stringifyIdParam,
} from '../../../../../features/shared/routeSupport.tsx';

/** /admin/archived/owner/{id} (rental spec 2.3). An owner who is not archived opens their own page. */
export const Route = createFileRoute('/_admin/admin/archived/owner/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  notFoundComponent: RecordNotFound,
  loader: async ({ context: { queryClient, api }, params: { id } }) => {
    const owner = await queryClient
      .ensureQueryData(ownerProfilesQueries.getOwnerProfile(api, { path: { id } }))
      .catch(notFoundOn404);
    if (!owner.archived) throw redirect({ to: '/admin/owner/$id', params: { id }, replace: true });
    await Promise.all([
      queryClient.ensureQueryData(
        propertiesQueries.listArchivedOwnerProperties(api, { path: { ownerId: id } }),
      ),
      queryClient.ensureQueryData(documentsQueries.listOwnerDocuments(api, { path: { id: owner.userId } })),
    ]);
  },
  errorComponent: loadFailure('Could not load owners'),
  component: ArchivedOwnerPage,
});

function ArchivedOwnerPage() {
  const { id } = Route.useParams();
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const { data: owner } = useSuspenseQuery(ownerProfilesQueries.getOwnerProfile(api, { path: { id } }));
  const { data: properties } = useSuspenseQuery(
    propertiesQueries.listArchivedOwnerProperties(api, { path: { ownerId: id } }),
  );
  const { data: documents } = useSuspenseQuery(
    documentsQueries.listOwnerDocuments(api, { path: { id: owner.userId } }),
  );
  const files = useDocumentFiles(api, toaster);
  const { restoreOwner } = useArchive(api, queryClient, toaster);
  return (
    <>
      <ArchivedOwnerView
        owner={owner}
        properties={properties}
        documents={documents}
        onRestore={async () => {
          await restoreOwner(id);
          await navigate({ to: '/admin/owner/$id', params: { id } });
        }}
        onViewDocument={files.view}
        onDownloadDocument={files.download}
      />
      <DocumentViewerDialog {...files.viewer} />
    </>
  );
}
