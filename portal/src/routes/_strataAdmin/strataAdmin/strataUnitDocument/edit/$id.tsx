// /strataAdmin/strataUnitDocument/edit/{id} (strata spec 2): a unit document's title, type and optional replacement PDF.
import { strataDocumentsQueries } from '@portal/sdk/queries';
import { createFileRoute } from '@tanstack/react-router';
import { UnitDocumentEditPage } from '../../../../../features/documents/DocumentEditPage.tsx';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  stringifyIdParam,
} from '../../../../../features/shared/routeSupport.tsx';

export const Route = createFileRoute('/_strataAdmin/strataAdmin/strataUnitDocument/edit/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: ({ context: { queryClient, api }, params: { id } }) =>
    Promise.all([
      queryClient
        .ensureQueryData(strataDocumentsQueries.getStrataUnitDocument(api, { path: { id } }))
        .catch(notFoundOn404),
      queryClient.ensureQueryData(strataDocumentsQueries.listStrataUnitDocumentCategories(api)),
    ]),
  errorComponent: loadFailure('Could not load Documents.'),
  component: function EditUnitDocument() {
    const { id } = Route.useParams();
    const { api, queryClient } = Route.useRouteContext();
    return <UnitDocumentEditPage api={api} queryClient={queryClient} id={id} />;
  },
});
