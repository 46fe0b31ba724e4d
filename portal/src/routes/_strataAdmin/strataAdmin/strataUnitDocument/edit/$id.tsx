// /strataAdmin/strataUnitDocument/edit/{id} (strata spec 2): a unit document's title, type and optional replacement PDF.
import { createFileRoute } from '@tanstack/react-router';
import { loadStrataUnitDocumentEdit } from '../../../../../features/documents/api.ts';
import { UnitDocumentEditPage } from '../../../../../features/documents/DocumentEditPage.tsx';
import { idParams, loadFailure } from '../../../../../features/shared/routeSupport.tsx';

export const Route = createFileRoute('/_strataAdmin/strataAdmin/strataUnitDocument/edit/$id')({
  params: idParams,
  loader: ({ context: { queryClient }, params: { id } }) => loadStrataUnitDocumentEdit(queryClient, id),
  errorComponent: loadFailure('Could not load Documents.'),
  component: function EditUnitDocument() {
    return <UnitDocumentEditPage id={Route.useParams().id} />;
  },
});
