// Everything of a strata form route but its component (the same for the five forms): the unit's id, its record loaded
// (an unknown unit is not found). Kept free of anything that renders: route files import it at the top.

import type { PortalClient } from '@portal/sdk/client';
import { strataUnitsQueries } from '@portal/sdk/queries';
import type { QueryClient } from '@tanstack/react-query';
import { loadFailure, notFoundOn404, parseIdParam, stringifyIdParam } from '../shared/routeSupport.tsx';

export const formRouteOptions = {
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: ({
    context: { queryClient, api },
    params: { id },
  }: {
    context: { queryClient: QueryClient; api: PortalClient };
    params: { id: number };
  }) =>
    queryClient.ensureQueryData(strataUnitsQueries.getStrataUnit(api, { path: { id } })).catch(notFoundOn404),
  errorComponent: loadFailure('Could Not Load Strata Unit.'),
};
