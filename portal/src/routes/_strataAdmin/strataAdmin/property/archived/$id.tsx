// /strataAdmin/property/archived/{id} (strata spec 2): a building's archived documents, with restore, delete, view
// and download. A failed load toasts strata spec 8's message for what failed (the building, its archived documents
// "Could Not Load Docs.", or their categories); an unknown building is not found.
import { createFileRoute } from '@tanstack/react-router';
import { ArchivedPropertyDocumentsPage } from '../../../../../features/documents/ArchivedDocumentsPage.tsx';
import { loadArchivedBuildingDocuments } from '../../../../../features/documents/api.ts';
import { idParams, LoadFailureNotice } from '../../../../../features/shared/routeSupport.tsx';

export const Route = createFileRoute('/_strataAdmin/strataAdmin/property/archived/$id')({
  params: idParams,
  loader: ({ context: { queryClient }, params: { id } }) => loadArchivedBuildingDocuments(queryClient, id),
  errorComponent: LoadFailureNotice,
  component: function ArchivedPropertyDocuments() {
    return <ArchivedPropertyDocumentsPage id={Route.useParams().id} />;
  },
});
