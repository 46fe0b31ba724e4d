import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PostalCodeField } from './PostalCodeField.tsx';

const meta = {
  title: 'Fields/PostalCodeField',
  component: PostalCodeField,
  tags: ['autodocs'],
  args: { label: 'Postal Code', onChange: fn() },
} satisfies Meta<typeof PostalCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Postal Code' });
    await userEvent.type(input, 'v5h2e2');
    await expect(input).toHaveValue('V5H2E2');
    await userEvent.tab();
    await expect(input).toHaveValue('V5H 2E2');
    await expect(args.onChange).toHaveBeenLastCalledWith('V5H 2E2');
  },
};

export const WithHyphen: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Postal Code' });
    await userEvent.type(input, 'v6e-3p3');
    await userEvent.tab();
    await expect(input).toHaveValue('V6E 3P3');
    await expect(input).toBeValid();
  },
};

export const InvalidCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Postal Code' });
    await userEvent.type(input, '98101');
    await userEvent.tab();
    await expect(input).toBeInvalid();
    await expect(canvas.getByText('Invalid postal code')).toBeVisible();
  },
};

export const Required: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'This field is required' },
};

export const Filled: Story = { args: { defaultValue: 'V3T 1V8' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'V6Y 2B6' } };
