import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoneyField } from './MoneyField.tsx';

const meta = {
  title: 'Fields/MoneyField',
  component: MoneyField,
  tags: ['autodocs'],
  args: { label: 'Move-in fee', onChange: fn() },
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's default for fees is 0. */
export const Default: Story = {
  args: { defaultValue: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Move-in fee' })).toHaveValue('$0.00');
  },
};

export const TypedAmount: Story = {
  args: { label: 'Listing price' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Listing price' });
    await userEvent.type(input, '2450.5');
    await userEvent.tab();
    await expect(input).toHaveValue('$2,450.50');
    await expect(args.onChange).toHaveBeenLastCalledWith(2450.5);
  },
};

/** More than cents is kept as typed and refused in words, not rounded (issue 15). */
export const MoreThanCents: Story = {
  args: { label: 'Move-in deposit' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Move-in deposit' });
    await userEvent.type(input, '925.257');
    await userEvent.tab();
    await expect(input).toHaveValue('$925.257');
    await expect(args.onChange).toHaveBeenLastCalledWith(925.257);
    await expect(input).toBeInvalid();
    await expect(canvas.getByText('Move-in deposit can have at most 2 decimals.')).toBeVisible();
  },
};

/** A negative amount keeps its sign and is refused in words (issue 15). */
export const Negative: Story = {
  args: { label: 'Move-in fee' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Move-in fee' });
    await userEvent.type(input, '-5');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(-5);
    await expect(canvas.getByText('Move-in fee cannot be negative.')).toBeVisible();
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
