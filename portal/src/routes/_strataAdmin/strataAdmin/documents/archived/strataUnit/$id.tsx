// /strataAdmin/documents/archived/strataUnit/{id} (strata spec 2): a unit's archived documents grouped by category,
// with a link to the unit. A failed load toasts strata spec 8's message for what failed (the unit, its archived
// documents "Could Not Load Docs.", or their categories); an unknown unit is not found.
import { strataDocumentsQueries, strataUnitsQueries } from '@portal/sdk/queries';
import { createFileRoute } from '@tanstack/react-router';
import { ArchivedUnitDocumentsPage } from '../../../../../../features/documents/ArchivedDocumentsPage.tsx';
import { failLoadWith } from '../../../../../../features/shared/failures.ts';
import {
  LoadFailureNotice,
  parseIdParam,
  stringifyIdParam,
} from '../../../../../../features/shared/routeSupport.tsx';
import { notFoundOrFailWith } from '../../../../../../features/units/unitRoutes.ts';

export const Route = createFileRoute('/_strataAdmin/strataAdmin/documents/archived/strataUnit/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: ({ context: { queryClient, api }, params: { id } }) =>
    Promise.all([
      queryClient
        .ensureQueryData(strataUnitsQueries.getStrataUnit(api, { path: { id } }))
        .catch(notFoundOrFailWith('Could Not Load Strata Unit.')),
      queryClient
        .ensureQueryData(
          strataDocumentsQueries.listStrataUnitDocuments(api, { path: { id }, query: { archived: true } }),
        )
        .catch(failLoadWith('Could Not Load Docs.')),
      queryClient
        .ensureQueryData(strataDocumentsQueries.listStrataUnitDocumentCategories(api))
        .catch(failLoadWith('Could not load categories.')),
    ]),
  errorComponent: LoadFailureNotice,
  component: function ArchivedUnitDocuments() {
    const { id } = Route.useParams();
    const { api, queryClient, toaster } = Route.useRouteContext();
    return <ArchivedUnitDocumentsPage api={api} queryClient={queryClient} toaster={toaster} id={id} />;
  },
});
