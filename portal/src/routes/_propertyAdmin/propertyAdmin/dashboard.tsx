import { staffQueries, strataDocumentsQueries, strataPropertiesQueries } from '@portal/sdk/queries';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ensureBuildingLists } from '../../../features/buildings/buildingLists.ts';
import { PropertyAdminDashboardView } from '../../../features/buildings/PropertyAdminDashboardView.tsx';
import { failLoadWith } from '../../../features/shared/failures.ts';
import { LoadFailureNotice } from '../../../features/shared/routeSupport.tsx';

/**
 * /propertyAdmin/dashboard: the building is found by the login's own user id (GET
 * /StrataProperty/propertyAdmin/{userId}, strata spec 2), then its staff, documents and their categories (the shared
 * ones and the building's own folders).
 */
export const Route = createFileRoute('/_propertyAdmin/propertyAdmin/dashboard')({
  loader: async ({ context: { queryClient, api, user } }) => {
    const property = await queryClient
      .ensureQueryData(
        strataPropertiesQueries.getStrataPropertyOfPropertyAdmin(api, { path: { userId: user.userId } }),
      )
      .catch(failLoadWith('Could not load property.'));
    await ensureBuildingLists({ queryClient, api }, property.id);
  },
  errorComponent: LoadFailureNotice,
  component: PropertyAdminDashboardPage,
});

function PropertyAdminDashboardPage() {
  const { api, user } = Route.useRouteContext();
  const { data: property } = useSuspenseQuery(
    strataPropertiesQueries.getStrataPropertyOfPropertyAdmin(api, { path: { userId: user.userId } }),
  );
  const id = property.id;
  const { data: staff } = useSuspenseQuery(staffQueries.listStrataPropertyStaff(api, { path: { id } }));
  const { data: documents } = useSuspenseQuery(
    strataDocumentsQueries.listStrataPropertyDocuments(api, { path: { id } }),
  );
  const { data: categories } = useSuspenseQuery(
    strataDocumentsQueries.listStrataDocumentCategories(api, { query: { strataPropertyId: id } }),
  );
  return (
    <PropertyAdminDashboardView
      property={property}
      staff={staff}
      documents={documents}
      categories={categories}
    />
  );
}
