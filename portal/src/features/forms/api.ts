// The strata forms' read (strata spec 2, DESIGN.md): the unit a form is filed for, whose record and building prefill
// it. Light on purpose: route files import it for their loaders.
import { getStrataUnitOptions } from '@portal/sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import { notFoundOn404 } from '../shared/routeParams.ts';

export const formQueries = {
  unit: (id: number) => getStrataUnitOptions({ path: { id } }),
};

/** Loader of a form route: the unit (unknown: not found). */
export function loadFormUnit(queryClient: QueryClient, id: number) {
  return queryClient.ensureQueryData(formQueries.unit(id)).catch(notFoundOn404);
}
