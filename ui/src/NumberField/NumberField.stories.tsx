import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectRefused, typeAndLeave } from '../utils/fieldPlay.ts';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Fields/NumberField',
  component: NumberField,
  args: { label: 'Bathrooms', minValue: 0, maxValue: 8, step: 1, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 1 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Bathrooms' });
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    // Arrow keys step too.
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('0');
  },
};

export const Typed: Story = {
  args: { label: 'Square feet', maxValue: undefined, showStepper: false },
  play: async ({ args, canvas }) => {
    const input = await typeAndLeave(canvas, 'Square feet', '1045');
    await expect(input).toHaveValue('1,045');
    await expect(args.onChange).toHaveBeenLastCalledWith(1045);
  },
};

/** 1.5 stays 1.5 and the field says what is wrong, instead of rounding it to 2 (issue 15). */
export const Fraction: Story = {
  play: async ({ args, canvas }) => {
    const input = await typeAndLeave(canvas, 'Bathrooms', '1.5');
    await expect(input).toHaveValue('1.5');
    await expect(args.onChange).toHaveBeenLastCalledWith(1.5);
    await expectRefused(canvas, input, 'Bathrooms must be a whole number.');
  },
};

/** -5 keeps its sign and is refused in words, instead of becoming 5; 12 above the maximum is not clamped to 8. */
export const OutOfRange: Story = {
  play: async ({ args, canvas }) => {
    const input = await typeAndLeave(canvas, 'Bathrooms', '-5');
    await expect(input).toHaveValue('-5');
    await expect(args.onChange).toHaveBeenLastCalledWith(-5);
    await expect(canvas.getByText('Bathrooms cannot be negative.')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await userEvent.tab();
    await expect(input).toHaveValue('12');
    await expect(canvas.getByText('Bathrooms cannot be more than 8.')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await userEvent.tab();
    await expect(input).toBeValid();
    await expect(canvas.queryByText(/cannot be/)).toBeNull();
  },
};

export const Empty: Story = { args: { label: 'Number of parking spots', placeholder: '0' } };

export const Invalid: Story = {
  args: { label: 'Bedrooms', isInvalid: true, errorMessage: 'Bedrooms must be a whole number' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 2 } };
