import * as shared from '@portal/sdk/messages';
import { Card, formatDate, type Href, InlineAlert, Link, PageHeader, Stack, TextField } from '@portal/ui';
import * as z from 'zod';
import { FieldList } from '../shared/forms/FieldList.tsx';
import { FormDateField, FormTextField, submitHandler, useAppForm } from '../shared/forms/form.tsx';
import { requiredMessage } from '../shared/forms/messages.ts';
import {
  activePad,
  feeValue,
  firstOfMonthTwoAhead,
  formatMoney,
  type MonthlyPayment,
  type StrataUnit,
  totalFees,
} from '../units/index.ts';

export interface MonthlyPaymentValues {
  strataFees: number;
  parkingFees: number;
  otherFees: number;
  totalFees: number;
  paymentStartDate: string;
}

export interface MonthlyPaymentViewProps {
  unit: StrataUnit;
  /** create: the unit's first monthly payment; replace: a new one replacing `current`. */
  mode: 'create' | 'replace';
  current: MonthlyPayment | null;
  onSubmit: (values: MonthlyPaymentValues) => Promise<void>;
  /** The server's refusal, shown under "Error Creating Monthly Payment" or "Error Replacing Monthly Payment." (strata spec 8). */
  error?: string | null | undefined;
  /** Today, for the default start date (stories pin it). */
  today?: Date;
}

/** A fee below zero (the contract's Money minimum is 0; the server refuses it too). */
export const negativeFeeMessage = 'Fees cannot be negative.';
const notNegative = (value: string) => feeValue(value) >= 0;

const schema = z.object({
  strataFees: z
    .string()
    .refine(notNegative, negativeFeeMessage)
    .refine((value) => feeValue(value) !== 0, requiredMessage),
  parkingFees: z.string().refine(notNegative, negativeFeeMessage),
  otherFees: z.string().refine(notNegative, negativeFeeMessage),
  paymentStartDate: z.string().min(1, requiredMessage),
});

/** The three fees; only the strata fees are required. */
const feeFields = {
  strataFees: <FormTextField label="Strata Fees" inputMode="decimal" isRequired />,
  parkingFees: <FormTextField label="Parking Fees" inputMode="decimal" />,
  otherFees: <FormTextField label="Other Fees" inputMode="decimal" />,
};

/**
 * /strataUnitOwner/monthlyPayment/strataUnit/{id} and …/replace/strataUnit/{id} (strata spec 2 and 5): the fees,
 * their read-only total (non-numeric values ignored, two decimals) and the start date.
 */
export function MonthlyPaymentView({ unit, mode, current, onSubmit, error, today }: MonthlyPaymentViewProps) {
  const form = useAppForm({
    defaultValues: {
      strataFees: '',
      parkingFees: '',
      otherFees: '',
      paymentStartDate: firstOfMonthTwoAhead(today),
    },
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      await onSubmit({
        strataFees: feeValue(value.strataFees),
        parkingFees: feeValue(value.parkingFees),
        otherFees: feeValue(value.otherFees),
        totalFees: Number(totalFees([value.strataFees, value.parkingFees, value.otherFees])),
        paymentStartDate: value.paymentStartDate,
      }).catch(() => undefined);
    },
  });
  const unitHref: Href = `/strataUnitOwner/strataUnit/${unit.id}`;
  const title = mode === 'create' ? 'Monthly Payment' : 'Replace Monthly Payment';
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={`Unit ${unit.unitNumber}, ${unit.strataProperty.buildingName}`}
        backLink={{ label: 'Back To Unit', href: unitHref }}
      />
      {mode === 'replace' && current ? (
        <InlineAlert variant="info" title="Current monthly payment">
          {formatMoney(current.totalFees)} a month since {formatDate(current.paymentStartDate)}. The new
          payment replaces it.
        </InlineAlert>
      ) : null}
      {activePad(unit) === null ? (
        <InlineAlert variant="warning" title={shared.paymentMessages.monthlyNeedsPad}>
          Monthly payments are withdrawn through a pre-authorized debit (PAD). Fill in the PAD form with the
          PAD button of <Link href={unitHref}>your unit's page</Link> first.
        </InlineAlert>
      ) : null}
      <Card>
        <Stack as="form" gap="md" maxWidth="md" onSubmit={submitHandler(form)} noValidate>
          {error ? (
            <InlineAlert
              variant="error"
              title={
                mode === 'create' ? 'Error Creating Monthly Payment' : 'Error Replacing Monthly Payment.'
              }
            >
              {error}
            </InlineAlert>
          ) : null}
          <FieldList form={form} fields={feeFields} />
          <form.Subscribe
            selector={(state) =>
              totalFees([state.values.strataFees, state.values.parkingFees, state.values.otherFees])
            }
          >
            {(total) => <TextField label="Total Fees" value={total} isReadOnly />}
          </form.Subscribe>
          <form.AppField name="paymentStartDate">
            {() => <FormDateField label="Payment Start Date" isRequired />}
          </form.AppField>
          <form.AppForm>
            <form.SubmitWithCancel gap="sm" cancelHref={unitHref} cancelVariant="inline">
              {mode === 'create' ? 'Create Monthly Payment' : 'Replace Monthly Payment'}
            </form.SubmitWithCancel>
          </form.AppForm>
        </Stack>
      </Card>
    </Stack>
  );
}
