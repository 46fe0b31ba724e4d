// Loaders and search of /strataAdmin/document/upload and /strataAdmin/document/upload/{id} (strata spec 2): the query
// documentFor (property or unit) says what the path's id is, or which choice the form starts with when there is none.
// Kept free of anything that renders: route files import it at the top.
import type { QueryClient } from '@tanstack/react-query';
import { notFoundOn404 } from '../shared/routeParams.ts';
import { strataDocumentQueries } from './api.ts';
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
  context: { queryClient: QueryClient };
}

/** The lists every upload needs: active buildings and the two category lists. */
export function loadUploadLists({ context: { queryClient } }: LoaderArgs) {
  return Promise.all([
    queryClient.ensureQueryData(strataDocumentQueries.buildings()),
    queryClient.ensureQueryData(strataDocumentQueries.categories()),
    queryClient.ensureQueryData(strataDocumentQueries.unitCategories()),
  ]);
}

/** With an id: the unit or the building it names too (unknown: not found). */
export function loadUploadTarget(
  args: LoaderArgs & { params: { id: number }; deps: { documentFor?: StrataDocumentKind | undefined } },
) {
  const { queryClient } = args.context;
  const { id } = args.params;
  const target =
    args.deps.documentFor === 'unit'
      ? queryClient.ensureQueryData(strataDocumentQueries.unit(id))
      : queryClient.ensureQueryData(strataDocumentQueries.building(id));
  return Promise.all([target.catch(notFoundOn404), loadUploadLists(args)]);
}
