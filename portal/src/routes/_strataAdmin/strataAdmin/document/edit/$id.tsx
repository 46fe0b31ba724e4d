// /strataAdmin/document/edit/{id} (strata spec 2): a building document's title, type and optional replacement PDF.
import { createFileRoute } from '@tanstack/react-router';
import { loadStrataDocumentEdit } from '../../../../../features/documents/api.ts';
import { PropertyDocumentEditPage } from '../../../../../features/documents/DocumentEditPage.tsx';
import { idParams, loadFailure } from '../../../../../features/shared/routeSupport.tsx';

export const Route = createFileRoute('/_strataAdmin/strataAdmin/document/edit/$id')({
  params: idParams,
  loader: ({ context: { queryClient }, params: { id } }) => loadStrataDocumentEdit(queryClient, id),
  errorComponent: loadFailure('Could not load Documents.'),
  component: function EditPropertyDocument() {
    return <PropertyDocumentEditPage id={Route.useParams().id} />;
  },
});
