import { createFileRoute, notFound } from '@tanstack/react-router';
import { PadCreatePage } from '../../../../../features/payments/PaymentPages.tsx';
import { loadFailure } from '../../../../../features/shared/routeSupport.tsx';
import { loadPrimaryUnit } from '../../../../../features/units/unitRoutes.ts';

interface PadSearch {
  unitId?: number;
}

/** The unit travels as ?unitId= (the spec carries it in navigation state; a search param survives a reload). */
function validateSearch(search: Record<string, unknown>): PadSearch {
  const unitId = Number(search.unitId);
  return Number.isSafeInteger(unitId) && unitId > 0 ? { unitId } : {};
}

/** /strataUnitOwner/pad/create/{ownerId}: the PAD form of the unit's current owner (strata spec 2). */
export const Route = createFileRoute('/_strataUnitOwner/strataUnitOwner/pad/create/$ownerId')({
  params: {
    parse: ({ ownerId }) => {
      const value = Number(ownerId);
      if (!/^\d+$/.test(ownerId) || !Number.isSafeInteger(value) || value < 1) throw notFound();
      return { ownerId: value };
    },
    stringify: ({ ownerId }) => ({ ownerId: String(ownerId) }),
  },
  validateSearch,
  // Only the unit's primary user fills in its PAD (strata spec 6); anyone else sees the not-found page.
  loaderDeps: ({ search }) => ({ unitId: search.unitId }),
  loader: ({ context, deps: { unitId } }) =>
    unitId === undefined ? undefined : loadPrimaryUnit({ context, params: { id: unitId } }),
  errorComponent: loadFailure('Could Not Load Strata Unit.'),
  component: function PadCreate() {
    return <PadCreatePage ownerId={Route.useParams().ownerId} unitId={Route.useSearch().unitId} />;
  },
});
