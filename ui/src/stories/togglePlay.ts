import { expect } from 'storybook/test';
import type { PlayContextWithChange } from './playContext.ts';

/**
 * A two-state control (checkbox, switch) named `name`: off at first, a click turns it on, Space turns it off
 * again, and `onChange` hears each change.
 */
export async function expectToggles(
  { args, canvas, userEvent }: PlayContextWithChange,
  role: 'checkbox' | 'switch',
  name: string,
) {
  const control = canvas.getByRole(role, { name });
  await expect(control).not.toBeChecked();
  await userEvent.click(control);
  await expect(control).toBeChecked();
  await expect(args.onChange).toHaveBeenLastCalledWith(true);
  await userEvent.keyboard(' ');
  await expect(control).not.toBeChecked();
  await expect(args.onChange).toHaveBeenLastCalledWith(false);
  await expect(args.onChange).toHaveBeenCalledTimes(2);
}
