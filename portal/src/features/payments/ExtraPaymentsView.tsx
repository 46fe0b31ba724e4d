import * as shared from '@portal/sdk/messages';
import { Card, type Href, InlineAlert, PageHeader, RadioGroup, Stack } from '@portal/ui';
import * as z from 'zod';
import { FormDateField, submitHandler, useAppForm } from '../shared/forms/form.tsx';
import { requiredMessage } from '../shared/forms/messages.ts';
import * as styles from '../shared/unitOwnerScreen.css.ts';
import { activePad, feeValue, firstOfMonthTwoAhead, type StrataUnit } from '../units/index.ts';
import {
  PadFields,
  type PadFieldValues,
  type PadValues,
  padDeadlineNote,
  padDefaultValues,
  padSchema,
  padValuesFrom,
} from './PadFields.tsx';

export interface ExtraPaymentsValues {
  oneTimePayment: number;
  oneTimePaymentWithdrawDate: string;
  monthlyPayment1: number;
  monthlyPayment1WithdrawDate: string;
  monthlyPayment2: number;
  monthlyPayment2WithdrawDate: string;
  paymentStartDate: string;
  /** The PAD on file the payments are withdrawn with; null with new bank details. */
  preAuthorizedDebitId: number | null;
  /** New bank details: the server saves them as a Temporary PAD and the payments get padStatus Temporary. */
  newBankInformation: PadValues | null;
}

export interface ExtraPaymentsViewProps {
  unit: StrataUnit;
  onSubmit: (values: ExtraPaymentsValues) => Promise<void>;
  /** The server's refusal, shown as it says. */
  error?: string | null | undefined;
  /** Today, for the default withdraw dates (stories pin it). */
  today?: Date;
}

/** The server's message when every amount is 0 (createExtraPayments). */
export const needsAmountMessage = shared.paymentMessages.extraNeedsAmount;

const amountMessage = 'Enter an amount in dollars, e.g. 150.00';
/** Blank (no such payment) or dollars with up to two decimals; "$1,200.50" is fine. */
const amount = z
  .string()
  .refine((value) => /^(\d+(\.\d{0,2})?)?$/.test(value.replace(/[$,\s]/g, '')), amountMessage);
const date = z.string().min(1, requiredMessage);

const schema = z
  .object({
    oneTimePayment: amount,
    oneTimePaymentWithdrawDate: date,
    monthlyPayment1: amount,
    monthlyPayment1WithdrawDate: date,
    monthlyPayment2: amount,
    monthlyPayment2WithdrawDate: date,
    bankChoice: z.enum(['pad', 'new']),
    bank: z.custom<PadFieldValues>(),
  })
  .superRefine((value, context) => {
    const amounts = [value.oneTimePayment, value.monthlyPayment1, value.monthlyPayment2].map(feeValue);
    if (amounts.every((figure) => figure <= 0)) {
      context.addIssue({ code: 'custom', message: needsAmountMessage, path: ['oneTimePayment'] });
    }
    if (value.bankChoice === 'new') {
      const bank = padSchema.safeParse(value.bank);
      for (const issue of bank.success ? [] : bank.error.issues) {
        context.addIssue({ code: 'custom', message: issue.message, path: ['bank', ...issue.path] });
      }
    }
  });

type BankChoice = 'pad' | 'new';

const paymentFields = [
  { amount: 'oneTimePayment', date: 'oneTimePaymentWithdrawDate', label: 'One-Time Payment' },
  { amount: 'monthlyPayment1', date: 'monthlyPayment1WithdrawDate', label: 'Monthly Payment 1' },
  { amount: 'monthlyPayment2', date: 'monthlyPayment2WithdrawDate', label: 'Monthly Payment 2' },
] as const;

/** The amount as a decimal number with two decimals (strata spec 5: amounts are converted to decimal numbers). */
const money = (text: string) => Math.round(feeValue(text) * 100) / 100;

/**
 * /strataUnitOwner/forms/extraPayments/{id} (strata spec 2, 3 and 5): a one-time payment and up to two extra monthly
 * payments, each with a withdraw date defaulting to the first day of the month two months ahead, withdrawn with the
 * PAD on file or with new bank details (saved as a Temporary PAD).
 */
export function ExtraPaymentsView({ unit, onSubmit, error, today }: ExtraPaymentsViewProps) {
  const pad = activePad(unit);
  const defaultDate = firstOfMonthTwoAhead(today);
  const form = useAppForm({
    defaultValues: {
      oneTimePayment: '',
      oneTimePaymentWithdrawDate: defaultDate,
      monthlyPayment1: '',
      monthlyPayment1WithdrawDate: defaultDate,
      monthlyPayment2: '',
      monthlyPayment2WithdrawDate: defaultDate,
      bankChoice: (pad ? 'pad' : 'new') as BankChoice,
      bank: padDefaultValues,
    },
    validators: { onChange: schema },
    onSubmit: async ({ value }) => {
      const payments = [
        [value.oneTimePayment, value.oneTimePaymentWithdrawDate],
        [value.monthlyPayment1, value.monthlyPayment1WithdrawDate],
        [value.monthlyPayment2, value.monthlyPayment2WithdrawDate],
      ] as const;
      // The payments start with the earliest withdrawal of an amount actually asked for.
      const startDates = payments.filter(([figure]) => money(figure) > 0).map(([, day]) => day);
      const newBank = value.bankChoice === 'new' ? padValuesFrom(value.bank) : null;
      if (value.bankChoice === 'new' && newBank === null) return;
      await onSubmit({
        oneTimePayment: money(value.oneTimePayment),
        oneTimePaymentWithdrawDate: value.oneTimePaymentWithdrawDate,
        monthlyPayment1: money(value.monthlyPayment1),
        monthlyPayment1WithdrawDate: value.monthlyPayment1WithdrawDate,
        monthlyPayment2: money(value.monthlyPayment2),
        monthlyPayment2WithdrawDate: value.monthlyPayment2WithdrawDate,
        paymentStartDate: [...startDates].sort()[0] ?? defaultDate,
        preAuthorizedDebitId: newBank === null && pad ? pad.id : null,
        newBankInformation: newBank,
      }).catch(() => undefined);
    },
  });
  const unitHref: Href = `/strataUnitOwner/strataUnit/${unit.id}`;
  const bankOptions = [
    {
      value: 'pad',
      label: pad ? `My PAD on file (${pad.financialInstitutionName})` : 'My PAD on file',
      description: pad ? `Account ending ${pad.accountNumber.slice(-3)}` : 'There is no PAD on file.',
      isDisabled: pad === null,
    },
    {
      value: 'new',
      label: 'New bank details',
      description: 'Used for these extra payments only; saved with PAD status Temporary.',
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Extra Payments"
        description={`Unit ${unit.unitNumber}, ${unit.strataProperty.buildingName}`}
        backLink={{ label: 'Back To Unit', href: unitHref }}
      />
      <Card>
        <Stack as="form" gap="md" maxWidth="md" onSubmit={submitHandler(form)} noValidate>
          {error ? (
            <InlineAlert variant="error" title="Error Creating Extra Payments">
              {error}
            </InlineAlert>
          ) : null}
          {paymentFields.map(({ amount: amountName, date: dateName, label }) => (
            <div key={amountName} className={styles.fieldRow}>
              <form.AppField name={amountName}>
                {(field) => (
                  <field.TextField label={label} inputMode="decimal" description="Dollars; blank for none" />
                )}
              </form.AppField>
              <form.AppField name={dateName}>
                {() => <FormDateField label={`${label} Withdraw Date`} isRequired />}
              </form.AppField>
            </div>
          ))}
          <form.Field name="bankChoice">
            {(field) => (
              <RadioGroup
                label="Withdraw From"
                options={bankOptions}
                value={field.state.value}
                onChange={(value) => field.handleChange(value === 'pad' ? 'pad' : 'new')}
                isRequired
              />
            )}
          </form.Field>
          <form.Subscribe selector={(state) => state.values.bankChoice}>
            {(choice) =>
              choice === 'new' ? (
                <>
                  <InlineAlert variant="info">{padDeadlineNote}</InlineAlert>
                  <PadFields form={form} fields="bank" />
                </>
              ) : null
            }
          </form.Subscribe>
          <form.AppForm>
            <form.SubmitWithCancel gap="sm" cancelHref={unitHref} cancelVariant="inline">
              Submit Extra Payments
            </form.SubmitWithCancel>
          </form.AppForm>
        </Stack>
      </Card>
    </Stack>
  );
}
