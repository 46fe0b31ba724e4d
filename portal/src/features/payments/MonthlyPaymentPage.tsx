// The route component of the create and replace monthly payment pages (strata spec 2 and 7).
import { unwrap } from '@portal/sdk/client';
import { strataUnitsQueries } from '@portal/sdk/queries';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { type MonthlyPaymentValues, MonthlyPaymentView } from './MonthlyPaymentView.tsx';

export function MonthlyPaymentPage({ unitId, mode }: { unitId: number; mode: 'create' | 'replace' }) {
  const { api, queryClient, toaster } = useRouter().options.context;
  const navigate = useNavigate();
  const unitQuery = strataUnitsQueries.getStrataUnit(api, { path: { id: unitId } });
  const { data: unit } = useSuspenseQuery(unitQuery);
  const current = unit.currentMonthlyPayment;
  const save = useMutation({
    mutationFn: async (values: MonthlyPaymentValues) => {
      const body = { ...values, strataUnitId: unitId };
      if (mode === 'replace' && current) {
        return unwrap(
          await api.POST('/strataMonthlyPayment/replace/{monthlyPaymentId}', {
            params: { path: { monthlyPaymentId: current.id } },
            body,
          }),
        );
      }
      return unwrap(await api.POST('/strataMonthlyPayment', { body }));
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: unitQuery.queryKey });
      toaster.show(mode === 'replace' ? 'Monthly payment replaced.' : 'Monthly payment saved.', 'success');
      await navigate({ to: '/strataUnitOwner/strataUnit/$id', params: { id: unitId } });
    },
  });
  return (
    <MonthlyPaymentView
      unit={unit}
      mode={mode === 'replace' && current ? 'replace' : 'create'}
      current={current}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
      }}
      error={save.error?.message ?? null}
    />
  );
}
