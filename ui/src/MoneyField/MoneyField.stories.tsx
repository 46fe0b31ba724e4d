import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { expectRefused, typeAndLeave } from '../utils/fieldPlay.ts';
import { MoneyField } from './MoneyField.tsx';

const meta = {
  title: 'Fields/MoneyField',
  component: MoneyField,
  args: { label: 'Move-in fee', onChange: fn() },
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's default for fees is 0. */
export const Default: Story = {
  args: { defaultValue: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Move-in fee' })).toHaveValue('$0.00');
  },
};

export const TypedAmount: Story = {
  args: { label: 'Listing price' },
  play: async ({ args, canvas }) => {
    const input = await typeAndLeave(canvas, 'Listing price', '2450.5');
    await expect(input).toHaveValue('$2,450.50');
    await expect(args.onChange).toHaveBeenLastCalledWith(2450.5);
  },
};

/** More than cents is kept as typed and refused in words, not rounded (issue 15). */
export const MoreThanCents: Story = {
  args: { label: 'Move-in deposit' },
  play: async ({ args, canvas }) => {
    const input = await typeAndLeave(canvas, 'Move-in deposit', '925.257');
    await expect(input).toHaveValue('$925.257');
    await expect(args.onChange).toHaveBeenLastCalledWith(925.257);
    await expectRefused(canvas, input, 'Move-in deposit can have at most 2 decimals.');
  },
};

/** A negative amount keeps its sign and is refused in words (issue 15). */
export const Negative: Story = {
  args: { label: 'Move-in fee' },
  play: async ({ args, canvas }) => {
    const input = await typeAndLeave(canvas, 'Move-in fee', '-5');
    await expect(args.onChange).toHaveBeenLastCalledWith(-5);
    await expectRefused(canvas, input, 'Move-in fee cannot be negative.');
  },
};

export const Invalid: Story = {
  args: { label: 'Monthly payment', isInvalid: true, errorMessage: 'Enter an amount, e.g. 325.50' },
};

export const Disabled: Story = { args: { label: 'Total fees', isDisabled: true, defaultValue: 612.4 } };

export const ReadOnly: Story = {
  args: {
    label: 'Total fees',
    description: 'Strata fees plus parking fees plus other fees.',
    isReadOnly: true,
    defaultValue: 612.4,
  },
};
