// /strataAdmin/property/archived/{id} (strata spec 2): a building's archived documents, with restore, delete, view
// and download.
import { strataDocumentsQueries, strataPropertiesQueries } from '@portal/sdk/queries';
import { createFileRoute } from '@tanstack/react-router';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  stringifyIdParam,
} from '../../../../../components/routeSupport.tsx';
import { ArchivedPropertyDocumentsPage } from '../../../../../components/strataDocuments/ArchivedDocumentsPage.tsx';

export const Route = createFileRoute('/_strataAdmin/strataAdmin/property/archived/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: ({ context: { queryClient, api }, params: { id } }) =>
    Promise.all([
      queryClient
        .ensureQueryData(strataPropertiesQueries.getStrataProperty(api, { path: { id } }))
        .catch(notFoundOn404),
      queryClient.ensureQueryData(
        strataDocumentsQueries.listStrataPropertyDocuments(api, { path: { id }, query: { archived: true } }),
      ),
      queryClient.ensureQueryData(
        strataDocumentsQueries.listStrataDocumentCategories(api, { query: { strataPropertyId: id } }),
      ),
    ]),
  errorComponent: loadFailure('Could not load Documents.'),
  component: function ArchivedPropertyDocuments() {
    const { id } = Route.useParams();
    const { api, queryClient, toaster } = Route.useRouteContext();
    return <ArchivedPropertyDocumentsPage api={api} queryClient={queryClient} toaster={toaster} id={id} />;
  },
});
