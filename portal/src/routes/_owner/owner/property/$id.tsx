import { documentsQueries, listingsQueries, propertiesQueries } from '@portal/sdk/queries';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { OwnerPropertyView } from '../../../../features/properties/OwnerPropertyView.tsx';
import { useDocumentFiles } from '../../../../features/shared/rentalFiles.ts';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  RecordNotFound,
  stringifyIdParam,
} from '../../../../features/shared/routeSupport.tsx';

/**
 * /owner/property/{id}: one of the owner's own properties (rental spec 2.4). The server answers 404 for anyone
 * else's property, which shows the not-found page.
 */
export const Route = createFileRoute('/_owner/owner/property/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  notFoundComponent: RecordNotFound,
  loader: ({ context: { queryClient, api }, params: { id } }) =>
    Promise.all([
      queryClient.ensureQueryData(propertiesQueries.getProperty(api, { path: { id } })),
      queryClient.ensureQueryData(listingsQueries.listPropertyListings(api, { path: { propertyId: id } })),
      queryClient.ensureQueryData(documentsQueries.listPropertyDocuments(api, { path: { id } })),
    ]).catch(notFoundOn404),
  errorComponent: loadFailure('Could not load properties'),
  component: OwnerPropertyPage,
});

function OwnerPropertyPage() {
  const { id } = Route.useParams();
  const { api, toaster } = Route.useRouteContext();
  const { data: property } = useSuspenseQuery(propertiesQueries.getProperty(api, { path: { id } }));
  const { data: listings } = useSuspenseQuery(
    listingsQueries.listPropertyListings(api, { path: { propertyId: id } }),
  );
  const { data: documents } = useSuspenseQuery(documentsQueries.listPropertyDocuments(api, { path: { id } }));
  const files = useDocumentFiles(api, toaster);
  return (
    <OwnerPropertyView
      property={property}
      listings={listings}
      documents={documents}
      onDownload={files.download}
    />
  );
}
