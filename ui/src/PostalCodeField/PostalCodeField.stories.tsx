import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectRefused, typeAndLeave } from '../utils/fieldPlay.ts';
import { PostalCodeField } from './PostalCodeField.tsx';

const meta = {
  title: 'Fields/PostalCodeField',
  component: PostalCodeField,
  args: { label: 'Postal Code', onChange: fn() },
} satisfies Meta<typeof PostalCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Postal Code' });
    await userEvent.type(input, 'v5h2e2');
    await expect(input).toHaveValue('V5H2E2');
    await userEvent.tab();
    await expect(input).toHaveValue('V5H 2E2');
    await expect(args.onChange).toHaveBeenLastCalledWith('V5H 2E2');
  },
};

export const WithHyphen: Story = {
  play: async ({ canvas }) => {
    const input = await typeAndLeave(canvas, 'Postal Code', 'v6e-3p3');
    await expect(input).toHaveValue('V6E 3P3');
    await expect(input).toBeValid();
  },
};

export const InvalidCode: Story = {
  play: async ({ canvas }) => {
    await expectRefused(canvas, await typeAndLeave(canvas, 'Postal Code', '98101'), 'Invalid postal code');
  },
};

export const Required: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'This field is required' },
};

export const Filled: Story = { args: { defaultValue: 'V3T 1V8' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'V6Y 2B6' } };
