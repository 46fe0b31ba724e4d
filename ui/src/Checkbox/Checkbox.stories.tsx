import { expect, fn, userEvent } from 'storybook/test';
import { preview } from '../stories/preview.ts';
import { expectToggles } from '../stories/togglePlay.ts';
import { Checkbox } from './Checkbox.tsx';

/** The box's label, which the plays find it by. */
const label = 'Resident Owner';

const meta = preview.meta({
  title: 'Fields/Checkbox',
  component: Checkbox,
  args: { children: label, onChange: fn() },
});

/** A click ticks the box, Space clears it. */
export const Default = meta.story({
  play: (context) => expectToggles(context, 'checkbox', label),
});

export const Keyboard = meta.story({
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: label });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
});

export const WithDescription = meta.story({
  args: {
    description:
      "Copies the building's address (4567 Kingsway, Burnaby, BC V5H 2B3) and sets the country to Canada.",
    defaultSelected: true,
  },
});

export const LongText = meta.story({
  args: {
    children:
      'The registered owner(s) certify that they own the strata lot and request that the strata corporation change their contact information as shown on this form.',
  },
});

export const Indeterminate = meta.story({
  args: { children: 'Select all units', isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select all units' })).toBePartiallyChecked();
  },
});

export const Invalid = meta.story({
  args: { children: 'I accept the pre-authorized debit agreement', isInvalid: true },
});

export const Disabled = meta.story({
  args: { children: 'Office use only: return mail received three times', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
});
