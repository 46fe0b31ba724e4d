import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Fields/Checkbox',
  component: Checkbox,
  args: { children: 'Resident Owner', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Resident Owner' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Resident Owner' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithDescription: Story = {
  args: {
    children: 'Resident Owner',
    description:
      "Copies the building's address (4567 Kingsway, Burnaby, BC V5H 2B3) and sets the country to Canada.",
    defaultSelected: true,
  },
};

export const LongText: Story = {
  args: {
    children:
      'The registered owner(s) certify that they own the strata lot and request that the strata corporation change their contact information as shown on this form.',
  },
};

export const Indeterminate: Story = {
  args: { children: 'Select all units', isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select all units' })).toBePartiallyChecked();
  },
};

export const Invalid: Story = {
  args: { children: 'I accept the pre-authorized debit agreement', isInvalid: true },
};

export const Disabled: Story = {
  args: { children: 'Office use only: return mail received three times', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};
