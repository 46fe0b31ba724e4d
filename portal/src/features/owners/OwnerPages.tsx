// The containers of the administrator's owner pages that read: an owner, an archived owner, and the archive. The
// forms are OwnerFormPages.tsx and the owner's own dashboard OwnerDashboardPage.tsx, so a page loads only its own.
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { userSecondFactorsQuery, useTurnOffSecondFactors } from '../account/index.ts';
import { DocumentViewerDialog, useDeleteDocument } from '../documents/index.ts';
import { useBackLink } from '../shared/backLinks.ts';
import { usePagedTable } from '../shared/pagedList.ts';
import { useDocumentFiles } from '../shared/rentalFiles.ts';
import { usePortal } from '../shared/usePortal.ts';
import { ArchivedOwnerView } from './ArchivedOwnerView.tsx';
import { ownerQueries, useArchiveOwner, useRestoreOwner } from './api.ts';
import { OwnerView } from './OwnerView.tsx';
import { ownerPropertyTable } from './tables.ts';

export { ArchivePage } from './ArchivePage.tsx';

/** /admin/owner/{id} (rental spec 2.3). */
export function OwnerPage({ id, search }: { id: number; search: Record<string, unknown> }) {
  const { api, toaster } = usePortal();
  const navigate = useNavigate();
  const { data: owner } = useSuspenseQuery(ownerQueries.one(id));
  const properties = usePagedTable(ownerPropertyTable, { path: { userId: owner.userId } }, search);
  const { data: documents } = useSuspenseQuery(ownerQueries.documents(owner.userId));
  const files = useDocumentFiles(api, toaster);
  const deleteDocument = useDeleteDocument();
  const archive = useArchiveOwner();
  const secondFactors = useQuery(userSecondFactorsQuery(owner.userId));
  const turnOffSecondFactors = useTurnOffSecondFactors([userSecondFactorsQuery(owner.userId).queryKey]);
  // Opened from one of its properties' pages (the property's owner link) or the Documents page, it leads back there.
  const backLink = useBackLink(
    [
      ...properties.rows.map((property) => ({
        label: `Back To Property ${property.rmNumber}`,
        href: `/admin/property/${property.id}` as const,
      })),
      { label: 'Back To Documents', href: '/admin/documents' },
    ],
    { label: 'Back To Dashboard', href: '/admin/dashboard' },
  );
  return (
    <>
      <OwnerView
        owner={owner}
        backLink={backLink}
        properties={properties.rows}
        propertiesTable={properties}
        documents={documents}
        onArchive={async () => {
          await archive.run({ path: { id } });
          await navigate({ to: '/admin/dashboard' });
        }}
        onViewDocument={files.view}
        onDownloadDocument={files.download}
        onDeleteDocument={deleteDocument.run}
        secondFactors={secondFactors.data}
        onTurnOffSecondFactors={(password) => turnOffSecondFactors(owner.userId, password)}
      />
      <DocumentViewerDialog {...files.viewer} />
    </>
  );
}

/** /admin/archived/owner/{id} (rental spec 2.3): an archived owner, read only, with Restore. */
export function ArchivedOwnerPage({ id }: { id: number }) {
  const { api, toaster } = usePortal();
  const navigate = useNavigate();
  const { data: owner } = useSuspenseQuery(ownerQueries.one(id));
  const { data: properties } = useSuspenseQuery(ownerQueries.archivedProperties(id));
  const { data: documents } = useSuspenseQuery(ownerQueries.documents(owner.userId));
  const files = useDocumentFiles(api, toaster);
  const restore = useRestoreOwner();
  return (
    <>
      <ArchivedOwnerView
        owner={owner}
        properties={properties}
        documents={documents}
        onRestore={async () => {
          await restore.run({ path: { id } });
          await navigate({ to: '/admin/owner/$id', params: { id } });
        }}
        onViewDocument={files.view}
        onDownloadDocument={files.download}
      />
      <DocumentViewerDialog {...files.viewer} />
    </>
  );
}
