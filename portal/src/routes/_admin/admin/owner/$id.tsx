import { documentsQueries, ownerProfilesQueries, propertiesQueries } from '@portal/sdk/queries';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { DocumentViewerDialog } from '../../../../features/documents/DocumentViewerDialog.tsx';
import { useDeleteDocument } from '../../../../features/documents/useDeleteDocument.ts';
import { OwnerView } from '../../../../features/owners/OwnerView.tsx';
import { useArchive } from '../../../../features/owners/useArchive.ts';
import { useDocumentFiles } from '../../../../features/shared/rentalFiles.ts';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  RecordNotFound,
  stringifyIdParam,
} from '../../../../features/shared/routeSupport.tsx';

/** /admin/owner/{id} (rental spec 2.3). An archived owner is shown on its archive page instead. */
export const Route = createFileRoute('/_admin/admin/owner/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  notFoundComponent: RecordNotFound,
  loader: async ({ context: { queryClient, api }, params: { id } }) => {
    const owner = await queryClient
      .ensureQueryData(ownerProfilesQueries.getOwnerProfile(api, { path: { id } }))
      .catch(notFoundOn404);
    if (owner.archived) throw redirect({ to: '/admin/archived/owner/$id', params: { id }, replace: true });
    await Promise.all([
      queryClient.ensureQueryData(propertiesQueries.listOwnerProperties(api, { path: { ownerId: id } })),
      // Owner documents are listed by the owner's user id (contract: listOwnerDocuments).
      queryClient.ensureQueryData(documentsQueries.listOwnerDocuments(api, { path: { id: owner.userId } })),
    ]);
  },
  errorComponent: loadFailure('Could not load owners'),
  component: OwnerPage,
});

function OwnerPage() {
  const { id } = Route.useParams();
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const { data: owner } = useSuspenseQuery(ownerProfilesQueries.getOwnerProfile(api, { path: { id } }));
  const { data: properties } = useSuspenseQuery(
    propertiesQueries.listOwnerProperties(api, { path: { ownerId: id } }),
  );
  const { data: documents } = useSuspenseQuery(
    documentsQueries.listOwnerDocuments(api, { path: { id: owner.userId } }),
  );
  const files = useDocumentFiles(api, toaster);
  const deleteDocument = useDeleteDocument(api, queryClient, toaster);
  const { archiveOwner } = useArchive(api, queryClient, toaster);

  return (
    <>
      <OwnerView
        owner={owner}
        properties={properties}
        documents={documents}
        onArchive={async () => {
          await archiveOwner(id);
          await navigate({ to: '/admin/dashboard' });
        }}
        onViewDocument={files.view}
        onDownloadDocument={files.download}
        onDeleteDocument={deleteDocument}
      />
      <DocumentViewerDialog {...files.viewer} />
    </>
  );
}
