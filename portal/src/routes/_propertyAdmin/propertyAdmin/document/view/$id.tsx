// /propertyAdmin/document/view/{id}: the strata PDF viewer (strata spec 2), Previous, Next, "Page x of y".
// LINKS: a property (building) document -> /propertyAdmin/document/view/{id}; a unit document -> /propertyAdmin/document/view/{id}?kind=unit
// (no kind = property document). Helper viewerHref() and details: features/documents/viewerRoute.ts.
import { createFileRoute } from '@tanstack/react-router';
import { StrataDocumentViewerPage } from '../../../../../features/documents/StrataDocumentViewerPage.tsx';
import { viewerRouteOptions } from '../../../../../features/documents/viewerRoute.ts';

export const Route = createFileRoute('/_propertyAdmin/propertyAdmin/document/view/$id')({
  ...viewerRouteOptions,
  component: function ViewerPage() {
    const { id } = Route.useParams();
    const { kind } = Route.useLoaderDeps();
    const { api } = Route.useRouteContext();
    return <StrataDocumentViewerPage api={api} area="propertyAdmin" kind={kind} id={id} />;
  },
});
