// The lists of a read-only building page (the property admin dashboard and the unit owner's building page), loaded
// with strata spec 8's toast for each one that fails ("Could not load staff.", "Could not load Documents.",
// "Could not load categories."); the routes' errorComponent (LoadFailureNotice) shows it.
import { staffQueries, strataDocumentsQueries } from '@portal/sdk/queries';
import type { RouterContext } from '../../routerContext.ts';
import { failLoadWith } from '../failures.ts';

export function ensureBuildingLists(
  { queryClient, api }: Pick<RouterContext, 'queryClient' | 'api'>,
  id: number,
) {
  return Promise.all([
    queryClient
      .ensureQueryData(staffQueries.listStrataPropertyStaff(api, { path: { id } }))
      .catch(failLoadWith('Could not load staff.')),
    queryClient
      .ensureQueryData(strataDocumentsQueries.listStrataPropertyDocuments(api, { path: { id } }))
      .catch(failLoadWith('Could not load Documents.')),
    queryClient
      .ensureQueryData(
        strataDocumentsQueries.listStrataDocumentCategories(api, { query: { strataPropertyId: id } }),
      )
      .catch(failLoadWith('Could not load categories.')),
  ]);
}
