import { unwrap } from '@portal/sdk/client';
import { getStrataUnitQueryKey } from '@portal/sdk/query';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { PadCreateView, type PadValues } from '../../../../../features/payments/PadCreateView.tsx';
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
  component: PadCreatePage,
});

function PadCreatePage() {
  const { ownerId } = Route.useParams();
  const { unitId } = Route.useSearch();
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: async (values: PadValues) => {
      if (unitId === undefined) throw new Error('Error Creating Pre Authorized Debit');
      return unwrap(
        await api.POST('/preAuthorizedDebit', {
          body: { ...values, strataUnitId: unitId, strataOwnerId: ownerId },
        }),
      );
    },
    onSuccess: async (_pad, _values) => {
      if (unitId === undefined) return;
      await queryClient.invalidateQueries({
        queryKey: getStrataUnitQueryKey({ path: { id: unitId } }),
      });
      toaster.show('Pre-authorized debit saved.', 'success');
      await navigate({ to: '/strataUnitOwner/strataUnit/$id', params: { id: unitId } });
    },
  });
  return (
    <PadCreateView
      unitId={unitId ?? null}
      onSubmit={async (values) => {
        await create.mutateAsync(values);
      }}
      error={create.error?.message ?? null}
    />
  );
}
