import { listingsQueries, propertiesQueries } from '@portal/sdk/queries';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useArchive } from '../../../../../features/owners/useArchive.ts';
import { ArchivedPropertyView } from '../../../../../features/properties/ArchivedPropertyView.tsx';
import {
  loadFailure,
  notFoundOn404,
  parseIdParam,
  RecordNotFound,
  stringifyIdParam,
} from '../../../../../features/shared/routeSupport.tsx';

/** /admin/archived/property/{id} (rental spec 2.3). A property that is not archived opens its own page. */
export const Route = createFileRoute('/_admin/admin/archived/property/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  notFoundComponent: RecordNotFound,
  loader: async ({ context: { queryClient, api }, params: { id } }) => {
    const property = await queryClient
      .ensureQueryData(propertiesQueries.getProperty(api, { path: { id } }))
      .catch(notFoundOn404);
    if (!property.archived) throw redirect({ to: '/admin/property/$id', params: { id }, replace: true });
    await queryClient.ensureQueryData(
      listingsQueries.listArchivedPropertyListings(api, { path: { propertyId: id } }),
    );
  },
  errorComponent: loadFailure('Could Not Load Properties.'),
  component: ArchivedPropertyPage,
});

function ArchivedPropertyPage() {
  const { id } = Route.useParams();
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const { data: property } = useSuspenseQuery(propertiesQueries.getProperty(api, { path: { id } }));
  const { data: listings } = useSuspenseQuery(
    listingsQueries.listArchivedPropertyListings(api, { path: { propertyId: id } }),
  );
  const { restoreProperty } = useArchive(api, queryClient, toaster);
  return (
    <ArchivedPropertyView
      property={property}
      listings={listings}
      onRestore={async () => {
        await restoreProperty(id);
        await navigate({ to: '/admin/property/$id', params: { id } });
      }}
    />
  );
}
