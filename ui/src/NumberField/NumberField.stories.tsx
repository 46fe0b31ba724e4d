import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Fields/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Bathrooms', minValue: 0, maxValue: 8, step: 1, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
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
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Square feet' });
    await userEvent.type(input, '1045');
    await userEvent.tab();
    await expect(input).toHaveValue('1,045');
    await expect(args.onChange).toHaveBeenLastCalledWith(1045);
  },
};

export const Empty: Story = { args: { label: 'Number of parking spots', placeholder: '0' } };

export const Invalid: Story = {
  args: { label: 'Bedrooms', isInvalid: true, errorMessage: 'Bedrooms must be a whole number' },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 2 } };
