import { expect, fn, userEvent, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import { unitWithoutPad, unitWithPayments } from '../shared/fixtures/unitOwnerFixtures.ts';
import { MonthlyPaymentView, type MonthlyPaymentViewProps } from './MonthlyPaymentView.tsx';

const meta = preview.meta({
  title: 'Screens/strataUnitOwner/Monthly Payment',
  component: MonthlyPaymentView,
  args: {
    unit: { ...unitWithPayments, currentMonthlyPayment: null, strataMonthlyPayments: [] },
    mode: 'create',
    current: null,
    onSubmit: fn(async () => undefined),
    error: null,
    today: new Date(2026, 10, 21),
  } satisfies Partial<MonthlyPaymentViewProps>,
});

export const Create = meta.story({
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Strata Fees/ }), '412.50');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Parking Fees/ }), '35');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Other Fees/ }), 'n/a');
    await expect(canvas.getByRole('textbox', { name: /^Total Fees/ })).toHaveValue('447.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Monthly Payment' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      strataFees: 412.5,
      parkingFees: 35,
      otherFees: 0,
      totalFees: 447.5,
      paymentStartDate: '2027-01-01',
    });
  },
});

export const Blank = meta.story({
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Total Fees/ })).toHaveValue('0.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Monthly Payment' }));
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const Replace = meta.story({
  args: { unit: unitWithPayments, mode: 'replace', current: unitWithPayments.currentMonthlyPayment },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Replace Monthly Payment' })).toBeVisible();
    await expect(canvas.getByText(/\$459\.75 a month/)).toBeVisible();
  },
});

export const CreateRefused = meta.story({
  args: { error: 'A PAD is needed before a monthly payment.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error Creating Monthly Payment')).toBeVisible();
  },
});

export const ReplaceRefused = meta.story({
  args: {
    unit: unitWithPayments,
    mode: 'replace',
    current: unitWithPayments.currentMonthlyPayment,
    error: 'The monthly payment was already replaced.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error Replacing Monthly Payment.')).toBeVisible();
  },
});

export const WithoutPad = meta.story({
  args: { unit: unitWithoutPad, mode: 'create', current: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Monthly Payment proceeds only if a PAD exists')).toBeVisible();
  },
});

/** A negative fee is refused on the page (the server refuses it too): nothing is sent. */
export const NegativeFee = meta.story({
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Strata Fees/ }), '412.50');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Parking Fees/ }), '-35');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Monthly Payment' }));
    await expect(canvas.getByText('Fees cannot be negative.')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Parking Fees/ }));
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Strata Fees/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Strata Fees/ }), '-412.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Monthly Payment' }));
    await expect(canvas.getByText('Fees cannot be negative.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});
