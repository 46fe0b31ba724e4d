// /strataAdmin/document/edit/{id} (strata spec 2): a building document's title, type and optional replacement PDF.
import { strataDocumentsQueries } from '@portal/sdk/queries';
import { createFileRoute } from '@tanstack/react-router';
import { PropertyDocumentEditPage } from '../../../../../features/documents/DocumentEditPage.tsx';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  stringifyIdParam,
} from '../../../../../features/shared/routeSupport.tsx';

export const Route = createFileRoute('/_strataAdmin/strataAdmin/document/edit/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: async ({ context: { queryClient, api }, params: { id } }) => {
    const document = await queryClient
      .ensureQueryData(strataDocumentsQueries.getStrataDocument(api, { path: { id } }))
      .catch(notFoundOn404);
    await queryClient.ensureQueryData(
      strataDocumentsQueries.listStrataDocumentCategories(api, {
        query: { strataPropertyId: document.strataPropertyId },
      }),
    );
  },
  errorComponent: loadFailure('Could not load Documents.'),
  component: function EditPropertyDocument() {
    const { id } = Route.useParams();
    const { api, queryClient } = Route.useRouteContext();
    return <PropertyDocumentEditPage api={api} queryClient={queryClient} id={id} />;
  },
});
