import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { expectToggles } from '../stories/togglePlay.ts';
import { Checkbox } from './Checkbox.tsx';

/** The box's label, which the plays find it by. */
const label = 'Resident Owner';

const meta = {
  title: 'Fields/Checkbox',
  component: Checkbox,
  args: { children: label, onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click ticks the box, Space clears it. */
export const Default: Story = {
  play: (context) => expectToggles(context, 'checkbox', label),
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: label });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithDescription: Story = {
  args: {
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
