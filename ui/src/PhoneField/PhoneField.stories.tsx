import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectRefused, typeAndLeave } from '../utils/fieldPlay.ts';
import { PhoneField } from './PhoneField.tsx';

const meta = {
  title: 'Fields/PhoneField',
  component: PhoneField,
  args: { label: 'Phone Number', onChange: fn() },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten digits typed without dashes become 604-555-0147 when the field loses focus. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone Number' });
    await userEvent.type(input, '6045550147');
    await expect(input).toHaveValue('6045550147');
    await userEvent.tab();
    await expect(input).toHaveValue('604-555-0147');
    await expect(args.onChange).toHaveBeenLastCalledWith('604-555-0147');
    await expect(input).toBeValid();
  },
};

/** Room for the common spellings, "(604) 555-0100" (14 characters) included; blur writes 604-555-0100. */
export const MaxLength: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone Number' });
    await expect(input).toHaveAttribute('maxlength', '14');
    await userEvent.type(input, '(604) 555-0100');
    await expect(input).toHaveValue('(604) 555-0100');
    await userEvent.tab();
    await expect(input).toHaveValue('604-555-0100');
    await expect(args.onChange).toHaveBeenLastCalledWith('604-555-0100');
    await expect(input).toBeValid();
    await userEvent.clear(input);
    await userEvent.type(input, '778 555 0199 ext 4');
    await expect(input).toHaveValue('778 555 0199 e');
  },
};

/** Too few digits stay as typed and show the spec's message after blur. */
export const InvalidPhone: Story = {
  play: async ({ canvas }) => {
    const input = await typeAndLeave(canvas, 'Phone Number', '604555');
    await expect(input).toHaveValue('604555');
    await expectRefused(canvas, input, 'invalid phone number');
    await userEvent.type(input, '0147');
    await userEvent.tab();
    await expect(input).toHaveValue('604-555-0147');
    await expect(canvas.queryByText('invalid phone number')).toBeNull();
  },
};

export const Required: Story = {
  args: { label: 'Phone', isRequired: true, isInvalid: true, errorMessage: 'this field is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('this field is required')).toBeVisible();
  },
};

export const Filled: Story = { args: { label: 'Agent Phone', defaultValue: '604-555-0112' } };

export const Disabled: Story = {
  args: { label: 'Building manager phone', isDisabled: true, defaultValue: '236-555-0175' },
};
