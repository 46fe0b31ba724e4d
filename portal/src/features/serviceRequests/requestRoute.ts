// What the request page's routes of every area share: the id in the path, the loader (a request the person may not
// read is not found) and the failure page. Light: route files import it at the top.
import type { QueryClient } from '@tanstack/react-query';
import { idParams, loadFailure, notFoundOn404 } from '../shared/routeSupport.tsx';
import { requestFailures, requestQueries } from './queries.ts';

export const requestPageRouteOptions = {
  params: idParams,
  loader: ({
    context: { queryClient },
    params: { id },
  }: {
    context: { queryClient: QueryClient };
    params: { id: number };
  }) => queryClient.ensureQueryData(requestQueries.one(id)).catch(notFoundOn404),
  errorComponent: loadFailure(requestFailures.one),
};
