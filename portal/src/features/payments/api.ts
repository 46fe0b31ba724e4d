// The unit owner's payments (strata spec 2, 6 and 7): monthly payment (create or replace), extra payments and the
// PAD, each refreshing the unit it belongs to. A failure shows the server's words (it names the rule that failed).
import {
  createExtraPaymentsMutation,
  createMonthlyPaymentMutation,
  createPreAuthorizedDebitMutation,
  deletePreAuthorizedDebitMutation,
  getStrataUnitOptions,
  getStrataUnitQueryKey,
  listStrataUnitExtraPaymentsQueryKey,
  replaceMonthlyPaymentMutation,
} from '@portal/sdk/query';
import { useAction } from '../shared/action.ts';
import type { MonthlyPaymentInput } from '../shared/schemas.ts';

export const paymentQueries = {
  unit: (id: number) => getStrataUnitOptions({ path: { id } }),
};

const unitKey = (unitId: number) => getStrataUnitQueryKey({ path: { id: unitId } });
const serverWords = (fallback: string) => (error: unknown) =>
  error instanceof Error ? error.message : fallback;

/** Saves the unit's monthly payment; `replacing`, the current one's id, replaces it instead. */
export function useSaveMonthlyPayment(unitId: number, replacing: number | null) {
  const create = createMonthlyPaymentMutation().mutationFn;
  const replace = replaceMonthlyPaymentMutation().mutationFn;
  const mode = replacing === null ? 'create' : 'replace';
  return useAction({
    mutation: {
      mutationFn: async (body: MonthlyPaymentInput, context) => {
        if (!create || !replace) throw new Error('no mutationFn');
        return replacing === null
          ? create({ body }, context)
          : replace({ path: { monthlyPaymentId: replacing }, body }, context);
      },
    },
    refresh: [unitKey(unitId)],
    success: mode === 'replace' ? 'Monthly payment replaced.' : 'Monthly payment saved.',
    failure: serverWords('Error saving monthly payment.'),
    failureIn: 'view',
  });
}

export function useSaveExtraPayments(unitId: number) {
  return useAction({
    mutation: createExtraPaymentsMutation(),
    refresh: [unitKey(unitId), listStrataUnitExtraPaymentsQueryKey({ path: { unitId } })],
    success: 'Extra payments saved.',
    failure: serverWords('Error saving extra payments.'),
    failureIn: 'view',
  });
}

/** Saves the owner's PAD; the unit's documents refresh too (the server files a dated record of it there). */
export function useCreatePad(unitId: number) {
  return useAction({
    mutation: createPreAuthorizedDebitMutation(),
    refresh: [unitKey(unitId), 'strataDocuments'],
    success: (pad) => `Pre-authorized debit saved. The first debit is on ${pad.firstDebitDate}.`,
    failure: serverWords('Error Creating Pre Authorized Debit'),
    failureIn: 'view',
  });
}

export function useDeletePad(unitId: number) {
  return useAction({
    mutation: deletePreAuthorizedDebitMutation(),
    refresh: [unitKey(unitId)],
    success: 'Pre-authorized debit deleted.',
    failure: 'Could Not Delete PAD.',
    failureIn: 'toast',
  });
}
