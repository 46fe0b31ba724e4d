import { expect, fn, userEvent, within } from 'storybook/test';
import { radioControl } from '../stories/controls.ts';
import type { Canvas } from '../stories/playContext.ts';
import { preview } from '../stories/preview.ts';
import { PasswordField } from './PasswordField.tsx';
import { passwordMinLengths } from './passwordRules.ts';

const meta = preview.meta({
  title: 'Fields/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn() },
  argTypes: { minLength: radioControl(passwordMinLengths) },
});

const ruleItem = (canvas: Canvas, text: string) => {
  const item = within(canvas.getByRole('list', { name: 'Password rules' })).getByText(text);
  const li = item.closest('li');
  if (!li) throw new Error(`no checklist item for ${text}`);
  return li;
};

/** Each rule ticks on as the password meets it. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    const rules = [
      'password should be at least 6 characters',
      'requires number',
      'requires lowercase',
      'requires uppercase',
      'requires special character',
    ];
    for (const rule of rules) await expect(ruleItem(canvas, rule)).not.toHaveAttribute('data-met');

    await userEvent.type(input, 'strata');
    await expect(ruleItem(canvas, 'requires lowercase')).toHaveAttribute('data-met');
    await expect(ruleItem(canvas, 'password should be at least 6 characters')).toHaveAttribute('data-met');
    await expect(ruleItem(canvas, 'requires uppercase')).not.toHaveAttribute('data-met');

    await userEvent.type(input, 'P');
    await expect(ruleItem(canvas, 'requires uppercase')).toHaveAttribute('data-met');
    await userEvent.type(input, '4');
    await expect(ruleItem(canvas, 'requires number')).toHaveAttribute('data-met');
    await userEvent.type(input, '!');
    await expect(ruleItem(canvas, 'requires special character')).toHaveAttribute('data-met');
    await expect(canvas.getByRole('status')).toHaveTextContent('All password rules met');
    await expect(input).toHaveAccessibleDescription(/Done: requires number/);
  },
});

/** The strata reset asks for 8 characters. */
export const MinimumEight = meta.story({
  args: { label: 'New Password', minLength: 8 },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New Password', { selector: 'input' });
    await userEvent.type(input, 'Kings#12');
    await expect(ruleItem(canvas, 'password should be at least 8 characters')).toHaveAttribute('data-met');
  },
});

/** Leaving the field with a weak password marks it invalid with the first unmet rule. */
export const WeakAfterBlur = meta.story({
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(input, 'burnaby');
    await userEvent.tab();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/requires number$/);
  },
});

export const ShowPassword = meta.story({
  args: { defaultValue: 'Metro#2026' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
  },
});

export const Required = meta.story({
  args: { isRequired: true, isInvalid: true, errorMessage: 'password is required to create a user' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('password is required to create a user')).toBeVisible();
  },
});

export const Disabled = meta.story({ args: { isDisabled: true } });
