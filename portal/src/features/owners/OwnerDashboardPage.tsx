import { DocumentViewerDialog } from '../documents/index.ts';
import { useDocumentFiles } from '../shared/rentalFiles.ts';
import { useLoadedList } from '../shared/useLoadedList.ts';
import { usePortal } from '../shared/usePortal.ts';
import { ownerQueries } from './api.ts';
import {
  OwnerDashboardView,
  ownerDocumentsLoadFailure,
  ownerPropertiesLoadFailure,
} from './OwnerDashboardView.tsx';

/** /owner/dashboard (rental spec 2.4): the signed-in owner's properties and documents, each list with its retry. */
export function OwnerDashboardPage({ user }: { user: { userId: number; name: string } }) {
  const { api, toaster } = usePortal();
  const properties = useLoadedList(
    ownerQueries.propertiesOfUser(user.userId),
    ownerPropertiesLoadFailure,
    toaster,
  );
  const documents = useLoadedList(ownerQueries.documents(user.userId), ownerDocumentsLoadFailure, toaster);
  const files = useDocumentFiles(api, toaster);
  return (
    <>
      <OwnerDashboardView
        name={user.name}
        properties={properties}
        documents={documents}
        onViewDocument={files.view}
        onDownloadDocument={files.download}
      />
      <DocumentViewerDialog {...files.viewer} />
    </>
  );
}
