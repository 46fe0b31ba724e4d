import { createFileRoute } from '@tanstack/react-router';
import { loadDocumentEdit } from '../../../../features/documents/api.ts';
import { RentalDocumentEditPage } from '../../../../features/documents/RentalDocumentPages.tsx';
import { LoadFailureNotice, recordRoute } from '../../../../features/shared/routeSupport.tsx';

/** /utils/editDocument/{id} (rental spec 2.2: under the admin guard): a document's title and type. */
export const Route = createFileRoute('/_admin/utils/editDocument/$id')({
  ...recordRoute(LoadFailureNotice),
  loader: ({ context: { queryClient }, params: { id } }) => loadDocumentEdit(queryClient, id),
  component: function EditDocument() {
    return <RentalDocumentEditPage id={Route.useParams().id} />;
  },
});
