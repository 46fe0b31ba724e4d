import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { currentOwner } from '../units/index.ts';
import { paymentQueries, useCreatePad, useSaveExtraPayments, useSaveMonthlyPayment } from './api.ts';
import { ExtraPaymentsView } from './ExtraPaymentsView.tsx';
import { MonthlyPaymentView } from './MonthlyPaymentView.tsx';
import { PadCreateView } from './PadCreateView.tsx';

/** The create and replace monthly payment pages (strata spec 2 and 7). */
export function MonthlyPaymentPage({ unitId, mode }: { unitId: number; mode: 'create' | 'replace' }) {
  const navigate = useNavigate();
  const { data: unit } = useSuspenseQuery(paymentQueries.unit(unitId));
  const current = unit.currentMonthlyPayment;
  const replacing = mode === 'replace' && current ? current : null;
  const save = useSaveMonthlyPayment(unitId, replacing?.id ?? null);
  return (
    <MonthlyPaymentView
      unit={unit}
      mode={replacing ? 'replace' : 'create'}
      current={current}
      onSubmit={async (values) => {
        await save.run({ ...values, strataUnitId: unitId });
        await navigate({ to: '/strataUnitOwner/strataUnit/$id', params: { id: unitId } });
      }}
      error={save.failure?.message ?? null}
    />
  );
}

/** /strataUnitOwner/forms/extraPayments/{id}: extra payments, maybe from new bank details (strata spec 2). */
export function ExtraPaymentsPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data: unit } = useSuspenseQuery(paymentQueries.unit(id));
  const save = useSaveExtraPayments(id);
  return (
    <ExtraPaymentsView
      unit={unit}
      onSubmit={async ({ newBankInformation, ...values }) => {
        // New bank details belong to the unit's current owner (the server checks it).
        const owner = currentOwner(unit);
        const bank =
          newBankInformation && owner
            ? { ...newBankInformation, strataUnitId: id, strataOwnerId: owner.id }
            : null;
        await save.run({ body: { ...values, strataUnitId: id, newBankInformation: bank } });
        await navigate({ to: '/strataUnitOwner/strataUnit/$id', params: { id } });
      }}
      error={save.failure?.message ?? null}
    />
  );
}

/** /strataUnitOwner/pad/create/{ownerId}?unitId=: the PAD form of the unit's current owner (strata spec 2). */
export function PadCreatePage({ ownerId, unitId }: { ownerId: number; unitId: number | undefined }) {
  const navigate = useNavigate();
  const create = useCreatePad(unitId ?? 0);
  return (
    <PadCreateView
      unitId={unitId ?? null}
      onSubmit={async (values) => {
        if (unitId === undefined) return;
        // The view sends only once its authorization box is ticked.
        await create.run({
          body: { ...values, authorized: true, strataUnitId: unitId, strataOwnerId: ownerId },
        });
        await navigate({ to: '/strataUnitOwner/strataUnit/$id', params: { id: unitId } });
      }}
      error={create.failure?.message ?? null}
    />
  );
}
