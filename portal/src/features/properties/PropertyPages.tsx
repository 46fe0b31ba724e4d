import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DocumentViewerDialog, useDeleteDocument } from '../documents/index.ts';
import type { Session } from '../session/index.ts';
import { useBackLink } from '../shared/backLinks.ts';
import { useDocumentFiles } from '../shared/rentalFiles.ts';
import { usePortal } from '../shared/usePortal.ts';
import { ArchivedPropertyView } from './ArchivedPropertyView.tsx';
import {
  propertyQueries,
  useArchiveProperty,
  useRelinkPropertyOwner,
  useRemovePropertyOwner,
  useRestoreProperty,
} from './api.ts';
import { OwnerPropertyView } from './OwnerPropertyView.tsx';
import { PropertyView } from './PropertyView.tsx';
import { propertyFormFrom, propertyInputFrom } from './propertyForm.ts';

/** /admin/property/{id} (rental spec 2.3): the property, its listings and documents. */
export function PropertyPage({ id, user }: { id: number; user: Session }) {
  const { api, toaster } = usePortal();
  const navigate = useNavigate();
  const { data: property } = useSuspenseQuery(propertyQueries.one(id));
  const { data: listings } = useSuspenseQuery(propertyQueries.listings(id));
  const { data: documents } = useSuspenseQuery(propertyQueries.documents(id));
  const files = useDocumentFiles(api, toaster);
  const deleteDocument = useDeleteDocument();
  const archive = useArchiveProperty(() => 'Property archived.');
  const removeOwner = useRemovePropertyOwner();
  const relinkOwner = useRelinkPropertyOwner();
  // The owner the property was just removed from: Undo links it to them again.
  const [removedFrom, setRemovedFrom] = useState<{ id: number; name: string } | null>(null);
  // Opened from its owner's page or the Documents page, it leads back there; else to the dashboard.
  const backLink = useBackLink(
    [
      property.ownerId === null
        ? null
        : {
            label: `Back To Owner ${property.ownerName ?? ''}`.trim(),
            href: `/admin/owner/${property.ownerId}`,
          },
      { label: 'Back To Documents', href: '/admin/documents' },
    ],
    { label: 'Back To Dashboard', href: '/admin/dashboard' },
  );
  return (
    <>
      <PropertyView
        property={property}
        backLink={backLink}
        listings={listings}
        documents={documents}
        isAdministrator={user.role === 'admin' || user.role === 'superAdmin'}
        onArchive={async () => {
          await archive.run({ path: { id } });
          await navigate({ to: '/admin/dashboard' });
        }}
        onRemoveOwner={async () => {
          const previous =
            property.ownerId === null
              ? null
              : { id: property.ownerId, name: property.ownerName ?? 'the owner' };
          await removeOwner.run({ path: { propertyId: id } });
          setRemovedFrom(previous);
        }}
        removedFrom={
          removedFrom
            ? {
                name: removedFrom.name,
                onUndo: async () => {
                  await relinkOwner.run({
                    path: { id },
                    body: propertyInputFrom(propertyFormFrom(property), removedFrom.id),
                  });
                  setRemovedFrom(null);
                },
              }
            : null
        }
        onViewDocument={files.view}
        onDownloadDocument={files.download}
        onDeleteDocument={deleteDocument.run}
      />
      <DocumentViewerDialog {...files.viewer} />
    </>
  );
}

/** /admin/archived/property/{id} (rental spec 2.3): an archived property and its listings, read only, Restore. */
export function ArchivedPropertyPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data: property } = useSuspenseQuery(propertyQueries.one(id));
  const { data: listings } = useSuspenseQuery(propertyQueries.archivedListings(id));
  const restore = useRestoreProperty();
  return (
    <ArchivedPropertyView
      property={property}
      listings={listings}
      onRestore={async () => {
        await restore.run({ path: { id } });
        await navigate({ to: '/admin/property/$id', params: { id } });
      }}
    />
  );
}

/** /owner/property/{id} (rental spec 2.4): the owner's property, its listings and documents, read only. */
export function OwnerPropertyPage({ id }: { id: number }) {
  const { api, toaster } = usePortal();
  const { data: property } = useSuspenseQuery(propertyQueries.one(id));
  const { data: listings } = useSuspenseQuery(propertyQueries.listings(id));
  const { data: documents } = useSuspenseQuery(propertyQueries.documents(id));
  const files = useDocumentFiles(api, toaster);
  return (
    <>
      <OwnerPropertyView
        property={property}
        listings={listings}
        documents={documents}
        onView={files.view}
        onDownload={files.download}
      />
      <DocumentViewerDialog {...files.viewer} />
    </>
  );
}
