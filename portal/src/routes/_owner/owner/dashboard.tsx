import { documentsQueries, propertiesQueries } from '@portal/sdk/queries';
import { createFileRoute } from '@tanstack/react-router';
import {
  OwnerDashboardView,
  ownerDocumentsLoadFailure,
  ownerPropertiesLoadFailure,
} from '../../../features/owners/OwnerDashboardView.tsx';
import { useDocumentFiles } from '../../../features/shared/rentalFiles.ts';
import { useLoadedList } from '../../../features/shared/useLoadedList.ts';

/**
 * /owner/dashboard (rental spec 2.4): the signed-in owner's properties and documents, asked for by the owner's user
 * id; the server answers only the owner's own records. A list that fails shows the message in its table with a retry.
 */
export const Route = createFileRoute('/_owner/owner/dashboard')({
  loader: ({ context: { queryClient, api, user } }) =>
    Promise.allSettled([
      queryClient.ensureQueryData(
        propertiesQueries.listPropertiesOfOwnerUser(api, { path: { userId: user.userId } }),
      ),
      queryClient.ensureQueryData(documentsQueries.listOwnerDocuments(api, { path: { id: user.userId } })),
    ]),
  component: OwnerDashboardPage,
});

function OwnerDashboardPage() {
  const { user, api, toaster } = Route.useRouteContext();
  const properties = useLoadedList(
    propertiesQueries.listPropertiesOfOwnerUser(api, { path: { userId: user.userId } }),
    ownerPropertiesLoadFailure,
    toaster,
  );
  const documents = useLoadedList(
    documentsQueries.listOwnerDocuments(api, { path: { id: user.userId } }),
    ownerDocumentsLoadFailure,
    toaster,
  );
  const files = useDocumentFiles(api, toaster);
  return (
    <OwnerDashboardView
      name={user.name}
      properties={properties}
      documents={documents}
      onDownloadDocument={files.download}
    />
  );
}
