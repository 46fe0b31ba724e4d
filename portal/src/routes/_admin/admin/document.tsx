import { unwrap } from '@portal/sdk/client';
import { documentsQueries, ownerProfilesQueries, propertiesQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { DocumentUploadView } from '../../../features/documents/DocumentUploadView.tsx';
import {
  type DocumentUploadValues,
  documentInputFrom,
  documentMessages,
} from '../../../features/documents/documentUploadForm.ts';
import { failLoadWith, ScreenFailure } from '../../../features/shared/failures.ts';
import { LoadFailureNotice } from '../../../features/shared/routeSupport.tsx';

interface DocumentUploadSearch {
  documentFor?: 'property' | 'owner';
  propertyId?: number;
  ownerId?: number;
}

function recordId(value: unknown): number | undefined {
  const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * Links from an owner's or a property's page start the form on that record; anything unreadable is ignored. A plain
 * function rather than a zod schema: the route file is part of the entry chunk every visitor loads.
 */
function validateSearch(search: Record<string, unknown>): DocumentUploadSearch {
  const { documentFor } = search;
  const propertyId = recordId(search.propertyId);
  const ownerId = recordId(search.ownerId);
  return {
    ...(documentFor === 'property' || documentFor === 'owner' ? { documentFor } : {}),
    ...(propertyId ? { propertyId } : {}),
    ...(ownerId ? { ownerId } : {}),
  };
}

/** The Upload Documents form (rental spec 2.3: the admin route table lists /admin/document). */
export const Route = createFileRoute('/_admin/admin/document')({
  validateSearch,
  // Spec 8's toast names the list that failed.
  loader: ({ context: { queryClient, api } }) =>
    Promise.all([
      queryClient
        .ensureQueryData(documentsQueries.listDocumentTypes(api))
        .catch(failLoadWith('Could not load document types')),
      queryClient
        .ensureQueryData(propertiesQueries.listProperties(api))
        .catch(failLoadWith('Could not load properties')),
      queryClient
        .ensureQueryData(ownerProfilesQueries.listOwnerProfiles(api))
        .catch(failLoadWith('Could not load owners')),
    ]),
  errorComponent: LoadFailureNotice,
  component: DocumentUploadPage,
});

function DocumentUploadPage() {
  const search = Route.useSearch();
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const { data: documentTypes } = useSuspenseQuery(documentsQueries.listDocumentTypes(api));
  const { data: properties } = useSuspenseQuery(propertiesQueries.listProperties(api));
  const { data: owners } = useSuspenseQuery(ownerProfilesQueries.listOwnerProfiles(api));

  const upload = useMutation({
    mutationFn: async (values: DocumentUploadValues) => {
      const [file] = values.files;
      if (!file) throw new ScreenFailure(`${documentMessages.failedPrefix}No file was chosen.`);
      try {
        // The record first, then the PDF against the returned id (spec 4).
        const record = unwrap(await api.POST('/documents', { body: documentInputFrom(values, file) }));
        try {
          return unwrap(
            await api.PUT('/documents/upload/{id}', { params: { path: { id: record.id } }, body: { file } }),
          );
        } catch (error) {
          // A record without its PDF would linger as "No file yet": take it back, so a retry starts clean.
          await api
            .DELETE('/documents/delete/{id}', { params: { path: { id: record.id } } })
            .catch(() => undefined);
          throw error;
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : 'The server did not answer.';
        throw new ScreenFailure(`${documentMessages.failedPrefix}${message}`);
      }
    },
    onSuccess: async (document) => {
      await queryClient.invalidateQueries({ queryKey: tagQueryKey('documents') });
      toaster.show(documentMessages.uploaded, 'success');
      // The new document is listed on the page of the record it was filed for.
      if (document.ownerId !== null) {
        await navigate({ to: '/admin/owner/$id', params: { id: document.ownerId } });
      } else if (document.propertyId !== null) {
        await navigate({ to: '/admin/property/$id', params: { id: document.propertyId } });
      }
    },
  });

  return (
    <DocumentUploadView
      properties={properties}
      owners={owners}
      documentTypes={documentTypes}
      initialValues={{
        ...(search.documentFor ? { documentFor: search.documentFor } : {}),
        ...(search.propertyId ? { propertyId: search.propertyId } : {}),
        ...(search.ownerId ? { ownerId: search.ownerId } : {}),
      }}
      onSubmit={async (values) => {
        await upload.mutateAsync(values);
      }}
      failure={upload.error}
    />
  );
}
