// Loader helpers of the unit owner's unit routes. Kept free of anything that renders: route files import it at the
// top, so it is in the entry chunk.
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { notFoundOn404 } from '../shared/routeParams.ts';
import { unitQueries } from './api.ts';
import { isPrimaryUser } from './unitOwner.ts';

/**
 * Loader of the payment forms (monthly payment, its replacement, extra payments): only the unit's primary user may
 * use them (strata spec 6). Another user of the unit, or a unit that is not theirs, sees the not-found page.
 */
export async function loadPrimaryUnit({
  context: { queryClient, user },
  params: { id },
}: {
  context: { queryClient: QueryClient; user: { userId: number } };
  params: { id: number };
}) {
  const unit = await queryClient.ensureQueryData(unitQueries.unit(id)).catch(notFoundOn404);
  // A member who is not the primary user is told so, with a way back to the unit (NotFoundView reads `data`).
  if (!isPrimaryUser(unit, user.userId)) throw notFound({ data: { reason: 'primaryUserOnly', unitId: id } });
  return unit;
}

export { notFoundOrFailWith } from '../shared/routeParams.ts';
