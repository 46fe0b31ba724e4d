// /strataAdmin/documents/archived/strataUnit/{id} (strata spec 2): a unit's archived documents grouped by category,
// with a link to the unit. A failed load toasts strata spec 8's message for what failed (the unit, its archived
// documents "Could Not Load Docs.", or their categories); an unknown unit is not found.
import { createFileRoute } from '@tanstack/react-router';
import { ArchivedUnitDocumentsPage } from '../../../../../../features/documents/ArchivedDocumentsPage.tsx';
import { loadArchivedUnitDocuments } from '../../../../../../features/documents/api.ts';
import { idParams, LoadFailureNotice } from '../../../../../../features/shared/routeSupport.tsx';

export const Route = createFileRoute('/_strataAdmin/strataAdmin/documents/archived/strataUnit/$id')({
  params: idParams,
  loader: ({ context: { queryClient }, params: { id } }) => loadArchivedUnitDocuments(queryClient, id),
  errorComponent: LoadFailureNotice,
  component: function ArchivedUnitDocuments() {
    return <ArchivedUnitDocumentsPage id={Route.useParams().id} />;
  },
});
