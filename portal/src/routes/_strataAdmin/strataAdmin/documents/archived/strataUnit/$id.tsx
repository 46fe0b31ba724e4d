// /strataAdmin/documents/archived/strataUnit/{id} (strata spec 2): a unit's archived documents grouped by category,
// with a link to the unit.
import { strataDocumentsQueries, strataUnitsQueries } from '@portal/sdk/queries';
import { createFileRoute } from '@tanstack/react-router';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  stringifyIdParam,
} from '../../../../../../components/routeSupport.tsx';
import { ArchivedUnitDocumentsPage } from '../../../../../../components/strataDocuments/ArchivedDocumentsPage.tsx';

export const Route = createFileRoute('/_strataAdmin/strataAdmin/documents/archived/strataUnit/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: ({ context: { queryClient, api }, params: { id } }) =>
    Promise.all([
      queryClient
        .ensureQueryData(strataUnitsQueries.getStrataUnit(api, { path: { id } }))
        .catch(notFoundOn404),
      queryClient.ensureQueryData(
        strataDocumentsQueries.listStrataUnitDocuments(api, { path: { id }, query: { archived: true } }),
      ),
      queryClient.ensureQueryData(strataDocumentsQueries.listStrataUnitDocumentCategories(api)),
    ]),
  errorComponent: loadFailure('Could not load Documents.'),
  component: function ArchivedUnitDocuments() {
    const { id } = Route.useParams();
    const { api, queryClient, toaster } = Route.useRouteContext();
    return <ArchivedUnitDocumentsPage api={api} queryClient={queryClient} toaster={toaster} id={id} />;
  },
});
