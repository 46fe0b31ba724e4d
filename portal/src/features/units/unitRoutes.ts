// Loader helpers of the unit owner's unit routes. Kept free of anything that renders: route files import it at the
// top, so it is in the entry chunk.
import { ApiError, type PortalClient } from '@portal/sdk/client';
import { strataUnitsQueries } from '@portal/sdk/queries';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { failLoadWith } from '../shared/failures.ts';
import { notFoundOn404 } from '../shared/routeParams.ts';
import { isPrimaryUser } from './unitOwner.ts';

/**
 * Loader of the payment forms (monthly payment, its replacement, extra payments): only the unit's primary user may
 * use them (strata spec 6). Another user of the unit, or a unit that is not theirs, sees the not-found page.
 */
export async function loadPrimaryUnit({
  context: { queryClient, api, user },
  params: { id },
}: {
  context: { queryClient: QueryClient; api: PortalClient; user: { userId: number } };
  params: { id: number };
}) {
  const unit = await queryClient
    .ensureQueryData(strataUnitsQueries.getStrataUnit(api, { path: { id } }))
    .catch(notFoundOn404);
  // A member who is not the primary user is told so, with a way back to the unit (NotFoundView reads `data`).
  if (!isPrimaryUser(unit, user.userId)) throw notFound({ data: { reason: 'primaryUserOnly', unitId: id } });
  return unit;
}

/**
 * catch of a record's load on a route whose errorComponent is LoadFailureNotice: a 404 shows the not-found page,
 * any other failure toasts strata spec 8's `message` for that record.
 */
export function notFoundOrFailWith(message: string) {
  return (error: unknown): never => {
    if (error instanceof ApiError && error.status === 404) notFoundOn404(error);
    return failLoadWith(message)(error);
  };
}
