// Everything of a strata form route but its component (the same for the five forms): the unit's id, its record loaded
// (an unknown unit is not found). Kept free of anything that renders: route files import it at the top.

import type { QueryClient } from '@tanstack/react-query';
import { loadFailure, parseIdParam, stringifyIdParam } from '../shared/routeSupport.tsx';
import { loadFormUnit } from './api.ts';

export const formRouteOptions = {
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: ({
    context: { queryClient },
    params: { id },
  }: {
    context: { queryClient: QueryClient };
    params: { id: number };
  }) => loadFormUnit(queryClient, id),
  errorComponent: loadFailure('Could Not Load Strata Unit.'),
};
