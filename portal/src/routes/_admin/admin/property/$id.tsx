import { unwrap } from '@portal/sdk/client';
import { documentsQueries, listingsQueries, propertiesQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { DocumentViewerDialog } from '../../../../features/documents/DocumentViewerDialog.tsx';
import { useDeleteDocument } from '../../../../features/documents/useDeleteDocument.ts';
import { PropertyView } from '../../../../features/properties/PropertyView.tsx';
import { propertyFormFrom, propertyInputFrom } from '../../../../features/properties/propertyForm.ts';
import { useDocumentFiles } from '../../../../features/shared/rentalFiles.ts';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  RecordNotFound,
  stringifyIdParam,
} from '../../../../features/shared/routeSupport.tsx';

/** Rental spec 8: archive and restore failures. */
const archiveFailedMessage = 'Something Went Wrong. Please try again Later.';

export const Route = createFileRoute('/_admin/admin/property/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  notFoundComponent: RecordNotFound,
  loader: ({ context: { queryClient, api }, params: { id } }) =>
    Promise.all([
      queryClient.ensureQueryData(propertiesQueries.getProperty(api, { path: { id } })),
      queryClient.ensureQueryData(listingsQueries.listPropertyListings(api, { path: { propertyId: id } })),
      queryClient.ensureQueryData(documentsQueries.listPropertyDocuments(api, { path: { id } })),
    ]).catch(notFoundOn404),
  errorComponent: loadFailure('Could Not Load Properties.'),
  component: AdminPropertyPage,
});

function AdminPropertyPage() {
  const { id } = Route.useParams();
  const { api, queryClient, toaster, user } = Route.useRouteContext();
  const navigate = useNavigate();
  const { data: property } = useSuspenseQuery(propertiesQueries.getProperty(api, { path: { id } }));
  const { data: listings } = useSuspenseQuery(
    listingsQueries.listPropertyListings(api, { path: { propertyId: id } }),
  );
  const { data: documents } = useSuspenseQuery(documentsQueries.listPropertyDocuments(api, { path: { id } }));
  const files = useDocumentFiles(api, toaster);
  const deleteDocument = useDeleteDocument(api, queryClient, toaster);

  const archive = async () => {
    try {
      unwrap(await api.PUT('/property/archive/{id}', { params: { path: { id } } }));
    } catch (error) {
      toaster.show(archiveFailedMessage, 'error');
      throw error;
    }
    await queryClient.invalidateQueries({ queryKey: tagQueryKey('properties') });
    await queryClient.invalidateQueries({ queryKey: tagQueryKey('listings') });
    toaster.show('Property archived.', 'success');
    await navigate({ to: '/admin/dashboard' });
  };

  // The owner a property was just removed from: Undo links it to them again (the confirmation said it can).
  const [removedFrom, setRemovedFrom] = useState<{ id: number; name: string } | null>(null);
  const undoRemoveOwner = async (owner: { id: number; name: string }) => {
    try {
      unwrap(
        await api.PUT('/property/{id}', {
          params: { path: { id } },
          body: propertyInputFrom(propertyFormFrom(property), owner.id),
        }),
      );
    } catch (error) {
      toaster.show(archiveFailedMessage, 'error');
      throw error;
    }
    setRemovedFrom(null);
    await queryClient.invalidateQueries({ queryKey: tagQueryKey('properties') });
    toaster.show(`Property linked to ${owner.name} again.`, 'success');
  };

  const removeOwner = async () => {
    const previous =
      property.ownerId === null ? null : { id: property.ownerId, name: property.ownerName ?? 'the owner' };
    try {
      unwrap(await api.PUT('/property/remove/owner/{propertyId}', { params: { path: { propertyId: id } } }));
    } catch (error) {
      toaster.show(archiveFailedMessage, 'error');
      throw error;
    }
    setRemovedFrom(previous);
    await queryClient.invalidateQueries({ queryKey: tagQueryKey('properties') });
    toaster.show('Property removed from its owner.', 'success');
  };

  return (
    <>
      <PropertyView
        property={property}
        listings={listings}
        documents={documents}
        isAdministrator={user.role === 'admin' || user.role === 'superAdmin'}
        onArchive={archive}
        onRemoveOwner={removeOwner}
        removedFrom={
          removedFrom ? { name: removedFrom.name, onUndo: () => undoRemoveOwner(removedFrom) } : null
        }
        onViewDocument={files.view}
        onDownloadDocument={files.download}
        onDeleteDocument={deleteDocument}
      />
      <DocumentViewerDialog {...files.viewer} />
    </>
  );
}
