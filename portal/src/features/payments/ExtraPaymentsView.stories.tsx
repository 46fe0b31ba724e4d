import { expect, fn, userEvent, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import { unitWithoutPad, unitWithPayments } from '../shared/fixtures/unitOwnerFixtures.ts';
import { ExtraPaymentsView, needsAmountMessage } from './ExtraPaymentsView.tsx';
import { padDeadlineNote } from './PadFields.tsx';

const meta = preview.meta({
  title: 'Screens/strataUnitOwner/Extra Payments',
  component: ExtraPaymentsView,
  args: {
    unit: unitWithPayments,
    onSubmit: fn(async () => undefined),
    error: null,
    today: new Date(2026, 10, 21),
  },
});

export const WithPadOnFile = meta.story({
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Extra Payments' })).toBeVisible();
    await expect(
      canvas.getByRole('radio', { name: /My PAD on file \(Vancity Credit Union\)/ }),
    ).toBeChecked();
    // With the PAD on file no new bank details are given, so no PAD deadline note.
    await expect(canvas.queryByText(padDeadlineNote)).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /^One-Time Payment/ }), '$1,200.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Extra Payments' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      oneTimePayment: 1200.5,
      oneTimePaymentWithdrawDate: '2027-01-01',
      monthlyPayment1: 0,
      monthlyPayment1WithdrawDate: '2027-01-01',
      monthlyPayment2: 0,
      monthlyPayment2WithdrawDate: '2027-01-01',
      paymentStartDate: '2027-01-01',
      preAuthorizedDebitId: 7,
      newBankInformation: null,
    });
  },
});

export const NewBankDetails = meta.story({
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /New bank details/ }));
    const type = async (label: RegExp, text: string) =>
      userEvent.type(canvas.getByRole('textbox', { name: label }), text);
    await type(/^Monthly Payment 1(?! Withdraw)/, '150');
    await type(/^Financial Institution Name/, 'TD Canada Trust');
    await type(/^Financial Institution Address/, '4940 Kingsway');
    await type(/^City/, 'Burnaby');
    await type(/^Transit Number/, '92170');
    await type(/^Institution Number/, '004');
    await type(/^Account Number/, '5204418');
    await type(/^Account Holder First and Last Name/, 'Priya Nair');
    await type(/^Address/, '4567 Kingsway, Unit 101');
    await type(/^Postal Code/, 'V5H 2E2');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Extra Payments' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        monthlyPayment1: 150,
        preAuthorizedDebitId: null,
        newBankInformation: expect.objectContaining({
          financialInstitutionName: 'TD Canada Trust',
          bankTransitNumber: '92170',
          accountNumber: '5204418',
        }),
      }),
    );
  },
});

export const NoAmount = meta.story({
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Extra Payments' }));
    await expect(await canvas.findByText(needsAmountMessage)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const WithoutPad = meta.story({
  args: { unit: unitWithoutPad },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /My PAD on file/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /New bank details/ })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /^Transit Number/ })).toBeVisible();
    // New bank details are a PAD too: the deadline note of strata spec 5 and 9 shows with them.
    await expect(canvas.getByText(padDeadlineNote)).toBeVisible();
  },
});

export const ServerRefused = meta.story({
  args: { error: 'The pre-authorized debit is not this unit’s.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The pre-authorized debit is not this unit’s.')).toBeVisible();
  },
});
