import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { preview } from '../stories/preview.ts';
import { ConfirmPasswordField } from './ConfirmPasswordField.tsx';

const meta = preview.meta({
  title: 'Fields/ConfirmPasswordField',
  component: ConfirmPasswordField,
  args: { password: 'Strata#2026', onChange: fn() },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Confirm Password', { selector: 'input' });
    await userEvent.type(input, 'Strata#2025');
    await expect(input).toBeInvalid();
    await expect(canvas.getByText('passwords must match')).toBeVisible();
    await userEvent.type(input, '{Backspace}6');
    await expect(input).toBeValid();
    await expect(canvas.queryByText('passwords must match')).toBeNull();
  },
});

/** The reset page: a new password with its checklist, then the confirmation. */
export const WithPassword = meta.story({
  render: function ResetPasswords(args) {
    const [password, setPassword] = useState('');
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
        <PasswordField label="New Password" minLength={8} value={password} onChange={setPassword} />
        <ConfirmPasswordField {...args} password={password} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('New Password', { selector: 'input' }), 'Kingsway#45');
    const confirm = canvas.getByLabelText('Confirm Password', { selector: 'input' });
    await userEvent.type(confirm, 'Kingsway#4');
    await userEvent.tab();
    await expect(canvas.getByText('passwords must match')).toBeVisible();
    await userEvent.type(confirm, '5');
    await expect(canvas.queryByText('passwords must match')).toBeNull();
  },
});

export const Disabled = meta.story({ args: { isDisabled: true } });
