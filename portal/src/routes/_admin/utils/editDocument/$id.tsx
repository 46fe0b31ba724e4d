import { unwrap } from '@portal/sdk/client';
import { documentsQueries } from '@portal/sdk/queries';
import { tagQueryKey } from '@portal/sdk/query';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { DocumentEditView, documentOwnerHref } from '../../../../features/documents/DocumentEditView.tsx';
import { documentMessages } from '../../../../features/documents/documentUploadForm.ts';
import { failLoadWith, ScreenFailure } from '../../../../features/shared/failures.ts';
import {
  LoadFailureNotice,
  notFoundOn404,
  parseIdParam,
  RecordNotFound,
  stringifyIdParam,
} from '../../../../features/shared/routeSupport.tsx';

/** /utils/editDocument/{id} (rental spec 2.2: under the admin guard): a document's title and type. */
export const Route = createFileRoute('/_admin/utils/editDocument/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  notFoundComponent: RecordNotFound,
  loader: ({ context: { queryClient, api }, params: { id } }) =>
    Promise.all([
      queryClient.ensureQueryData(documentsQueries.getDocument(api, { path: { id } })).catch(notFoundOn404),
      queryClient
        .ensureQueryData(documentsQueries.listDocumentTypes(api))
        .catch(failLoadWith('Could not load document types')),
    ]),
  errorComponent: LoadFailureNotice,
  component: EditDocumentPage,
});

function EditDocumentPage() {
  const { id } = Route.useParams();
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const { data: document } = useSuspenseQuery(documentsQueries.getDocument(api, { path: { id } }));
  const { data: documentTypes } = useSuspenseQuery(documentsQueries.listDocumentTypes(api));
  const backHref = documentOwnerHref(document);

  const save = useMutation({
    mutationFn: async (values: { fileName: string; documentTypeId: number }) => {
      try {
        return unwrap(await api.PUT('/documents/update', { body: { id, ...values } }));
      } catch (error) {
        const message = error instanceof Error ? error.message : 'The server did not answer.';
        throw new ScreenFailure(`${documentMessages.failedPrefix}${message}`);
      }
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: tagQueryKey('documents') });
      toaster.show('Document Saved', 'success');
      await navigate({ href: backHref });
    },
  });

  return (
    <DocumentEditView
      document={document}
      documentTypes={documentTypes}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
      }}
      failure={save.error}
      backHref={backHref}
    />
  );
}
