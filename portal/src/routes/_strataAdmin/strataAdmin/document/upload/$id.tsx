// /strataAdmin/document/upload/{id} (strata spec 2): upload to the building {id}, or with ?documentFor=unit to the
// unit {id}. Links: /strataAdmin/document/upload/{buildingId} or /strataAdmin/document/upload/{unitId}?documentFor=unit.
import { createFileRoute } from '@tanstack/react-router';
import { DocumentUploadPage } from '../../../../../features/documents/DocumentUploadPage.tsx';
import {
  loadUploadTarget,
  uploadLoaderDeps,
  validateUploadSearch,
} from '../../../../../features/documents/uploadRoute.ts';
import { idParams, loadFailure } from '../../../../../features/shared/routeSupport.tsx';

export const Route = createFileRoute('/_strataAdmin/strataAdmin/document/upload/$id')({
  params: idParams,
  validateSearch: validateUploadSearch,
  loaderDeps: uploadLoaderDeps,
  loader: loadUploadTarget,
  errorComponent: loadFailure('Could not load categories.'),
  component: function UploadToPage() {
    const { id } = Route.useParams();
    const { documentFor } = Route.useLoaderDeps();
    const kind = documentFor ?? 'property';
    return <DocumentUploadPage documentFor={kind} target={{ kind, id }} />;
  },
});
