// /strataAdmin/document/view/{id}: the strata PDF viewer (strata spec 2), Previous, Next, "Page x of y".
// LINKS: a property (building) document -> /strataAdmin/document/view/{id}; a unit document -> /strataAdmin/document/view/{id}?kind=unit
// (no kind = property document). Helper viewerHref() and details: components/strataDocuments/viewerRoute.ts.
import { createFileRoute } from '@tanstack/react-router';
import { StrataDocumentViewerPage } from '../../../../../components/strataDocuments/StrataDocumentViewerPage.tsx';
import { viewerRouteOptions } from '../../../../../components/strataDocuments/viewerRoute.ts';

export const Route = createFileRoute('/_strataAdmin/strataAdmin/document/view/$id')({
  ...viewerRouteOptions,
  component: function ViewerPage() {
    const { id } = Route.useParams();
    const { kind } = Route.useLoaderDeps();
    const { api } = Route.useRouteContext();
    return <StrataDocumentViewerPage api={api} area="strataAdmin" kind={kind} id={id} />;
  },
});
