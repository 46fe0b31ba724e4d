import { unwrap } from '@portal/sdk/client';
import { paymentsQueries, strataUnitsQueries } from '@portal/sdk/queries';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import {
  type ExtraPaymentsValues,
  ExtraPaymentsView,
} from '../../../../../features/payments/ExtraPaymentsView.tsx';
import { loadFailure, parseIdParam, stringifyIdParam } from '../../../../../features/shared/routeSupport.tsx';
import { currentOwner } from '../../../../../features/units/unitOwner.ts';
import { loadPrimaryUnit } from '../../../../../features/units/unitRoutes.ts';

/**
 * /strataUnitOwner/forms/extraPayments/{id}: extra payments of a unit (strata spec 2). Only the unit's primary user
 * may save them (the server answers 404 to anyone else); the unit page lists them afterwards.
 */
export const Route = createFileRoute('/_strataUnitOwner/strataUnitOwner/forms/extraPayments/$id')({
  params: { parse: parseIdParam, stringify: stringifyIdParam },
  loader: loadPrimaryUnit,
  errorComponent: loadFailure('Could Not Load Strata Unit.'),
  component: ExtraPaymentsPage,
});

function ExtraPaymentsPage() {
  const { id } = Route.useParams();
  const { api, queryClient, toaster } = Route.useRouteContext();
  const navigate = useNavigate();
  const unitQuery = strataUnitsQueries.getStrataUnit(api, { path: { id } });
  const { data: unit } = useSuspenseQuery(unitQuery);
  const save = useMutation({
    mutationFn: async ({ newBankInformation, ...values }: ExtraPaymentsValues) => {
      // New bank details belong to the unit's current owner (the server checks it).
      const owner = currentOwner(unit);
      const bank =
        newBankInformation && owner
          ? { ...newBankInformation, strataUnitId: id, strataOwnerId: owner.id }
          : null;
      return unwrap(
        await api.POST('/strataExtraPayments', {
          body: { ...values, strataUnitId: id, newBankInformation: bank },
        }),
      );
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: unitQuery.queryKey }),
        queryClient.invalidateQueries({
          queryKey: paymentsQueries.listStrataUnitExtraPayments(api, { path: { unitId: id } }).queryKey,
        }),
      ]);
      toaster.show('Extra payments saved.', 'success');
      await navigate({ to: '/strataUnitOwner/strataUnit/$id', params: { id } });
    },
  });
  return (
    <ExtraPaymentsView
      unit={unit}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
      }}
      error={save.error?.message ?? null}
    />
  );
}
