// /strataAdmin/property/archived/{id} (strata spec 2): a building's archived documents, with restore, delete, view
// and download. A failed load toasts strata spec 8's message for what failed (the building, its archived documents
// "Could Not Load Docs.", or their categories); an unknown building is not found.
import { strataDocumentsQueries, strataPropertiesQueries } from '@portal/sdk/queries';
import { createFileRoute } from '@tanstack/react-router';
import { ArchivedPropertyDocumentsPage } from '../../../../../features/documents/ArchivedDocumentsPage.tsx';
import { failLoadWith } from '../../../../../features/shared/failures.ts';
import {
  LoadFailureNotice,
  parseIdParam,
  stringifyIdParam,
} from '../../../../../features/shared/routeSupport.tsx';
import { notFoundOrFailWith } from '../../../../../features/units/unitRoutes.ts';

export const Route = createFileRoute('/_strataAdmin/strataAdmin/property/archived/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: ({ context: { queryClient, api }, params: { id } }) =>
    Promise.all([
      queryClient
        .ensureQueryData(strataPropertiesQueries.getStrataProperty(api, { path: { id } }))
        .catch(notFoundOrFailWith('Could not load property.')),
      queryClient
        .ensureQueryData(
          strataDocumentsQueries.listStrataPropertyDocuments(api, {
            path: { id },
            query: { archived: true },
          }),
        )
        .catch(failLoadWith('Could Not Load Docs.')),
      queryClient
        .ensureQueryData(
          strataDocumentsQueries.listStrataDocumentCategories(api, { query: { strataPropertyId: id } }),
        )
        .catch(failLoadWith('Could not load categories.')),
    ]),
  errorComponent: LoadFailureNotice,
  component: function ArchivedPropertyDocuments() {
    const { id } = Route.useParams();
    const { api, queryClient, toaster } = Route.useRouteContext();
    return <ArchivedPropertyDocumentsPage api={api} queryClient={queryClient} toaster={toaster} id={id} />;
  },
});
