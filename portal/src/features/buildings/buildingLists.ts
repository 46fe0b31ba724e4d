// The lists every building page shows (the strata admin's building page, the property admin dashboard and the unit
// owner's building page): staff, documents and their categories, loaded with strata spec 8's toast for each one
// that fails ("Could not load staff.", "Could not load Documents.", "Could not load categories."); the routes'
// errorComponent (LoadFailureNotice of routeSupport.tsx) shows it. Kept free of anything that renders: route files import it at the top.
import type { PortalClient } from '@portal/sdk/client';
import { staffQueries, strataDocumentsQueries } from '@portal/sdk/queries';
import type { QueryClient } from '@tanstack/react-query';
import { failLoadWith } from '../shared/failures.ts';

/** The queries of a building's lists, for the loader and the page's useSuspenseQuery alike. */
export function buildingListQueries(api: PortalClient, id: number) {
  return {
    staff: staffQueries.listStrataPropertyStaff(api, { path: { id } }),
    // Active documents only (the server's default).
    documents: strataDocumentsQueries.listStrataPropertyDocuments(api, { path: { id } }),
    categories: strataDocumentsQueries.listStrataDocumentCategories(api, { query: { strataPropertyId: id } }),
  };
}

export function ensureBuildingLists(
  { queryClient, api }: { queryClient: QueryClient; api: PortalClient },
  id: number,
) {
  const q = buildingListQueries(api, id);
  return Promise.all([
    queryClient.ensureQueryData(q.staff).catch(failLoadWith('Could not load staff.')),
    queryClient.ensureQueryData(q.documents).catch(failLoadWith('Could not load Documents.')),
    queryClient.ensureQueryData(q.categories).catch(failLoadWith('Could not load categories.')),
  ]);
}
