// /strataAdmin/document/upload (strata spec 2): upload to a building or a unit, chosen on the page; the query
// documentFor=property|unit picks the starting choice.
import { createFileRoute } from '@tanstack/react-router';
import { DocumentUploadPage } from '../../../../../features/documents/DocumentUploadPage.tsx';
import {
  loadUploadLists,
  uploadLoaderDeps,
  validateUploadSearch,
} from '../../../../../features/documents/uploadRoute.ts';
import { loadFailure } from '../../../../../features/shared/routeSupport.tsx';

export const Route = createFileRoute('/_strataAdmin/strataAdmin/document/upload/')({
  validateSearch: validateUploadSearch,
  loaderDeps: uploadLoaderDeps,
  loader: loadUploadLists,
  errorComponent: loadFailure('Could not load categories.'),
  component: function UploadPage() {
    return <DocumentUploadPage documentFor={Route.useLoaderDeps().documentFor} />;
  },
});
