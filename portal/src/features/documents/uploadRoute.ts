// Loaders and search of /strataAdmin/document/upload and /strataAdmin/document/upload/{id} (strata spec 2): the query
// documentFor (property or unit) says what the path's id is, or which choice the form starts with when there is none.
// Kept free of anything that renders: route files import it at the top.
import type { PortalClient } from '@portal/sdk/client';
import { strataDocumentsQueries, strataPropertiesQueries, strataUnitsQueries } from '@portal/sdk/queries';
import type { QueryClient } from '@tanstack/react-query';
import { notFoundOn404 } from '../shared/routeParams.ts';
import type { StrataDocumentKind } from './viewerRoute.ts';

export interface UploadSearch {
  documentFor?: StrataDocumentKind;
}

export function validateUploadSearch(search: Record<string, unknown>): UploadSearch {
  const { documentFor } = search;
  return documentFor === 'property' || documentFor === 'unit' ? { documentFor } : {};
}

export function uploadLoaderDeps({ search }: { search: UploadSearch }) {
  return { documentFor: search.documentFor };
}

interface LoaderArgs {
  context: { queryClient: QueryClient; api: PortalClient };
}

/** The lists every upload needs: active buildings and the two category lists. */
export function loadUploadLists({ context: { queryClient, api } }: LoaderArgs) {
  return Promise.all([
    queryClient.ensureQueryData(strataPropertiesQueries.listStrataProperties(api)),
    queryClient.ensureQueryData(strataDocumentsQueries.listStrataDocumentCategories(api, {})),
    queryClient.ensureQueryData(strataDocumentsQueries.listStrataUnitDocumentCategories(api)),
  ]);
}

/** With an id: the unit or the building it names too (unknown: not found). */
export function loadUploadTarget(
  args: LoaderArgs & { params: { id: number }; deps: { documentFor?: StrataDocumentKind | undefined } },
) {
  const { queryClient, api } = args.context;
  const path = { path: { id: args.params.id } };
  const target =
    args.deps.documentFor === 'unit'
      ? queryClient.ensureQueryData(strataUnitsQueries.getStrataUnit(api, path))
      : queryClient.ensureQueryData(strataPropertiesQueries.getStrataProperty(api, path));
  return Promise.all([target.catch(notFoundOn404), loadUploadLists(args)]);
}
