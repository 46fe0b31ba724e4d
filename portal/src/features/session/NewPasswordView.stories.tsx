import { expect, fn } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { NewPasswordView } from './NewPasswordView.tsx';

const meta = preview.meta({
  title: 'Screens/public/New Password',
  component: NewPasswordView,
  args: { hasResetLink: true, onSubmit: fn(async () => undefined), error: null, isDone: false },
});

export const Default = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await checks.typePasswords(canvas, 'Harbour#2027', 'New Password');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Harbour#2027');
  },
});

export const PasswordsDiffer = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(checks.passwordInput(canvas, 'New Password'), 'Harbour#2027');
    await userEvent.type(checks.passwordInput(canvas, 'Confirm Password'), 'Harbour#2028');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByText('passwords must match')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const ServerRefused = meta.story({
  args: { error: 'This reset link has already been used. Please request a new one.' },
  play: checks.showsAlert('This reset link has already been used. Please request a new one.'),
});

/** A link checked as the page opened and found used: the reason and a way to a new link, no form to fill in vain. */
export const UsedLink = meta.story({
  args: { linkProblem: 'This reset link has already been used. Please request a new one.' },
  play: async ({ canvas }) => {
    await checks.expectAlert(canvas, 'This reset link has already been used. Please request a new one.');
    await checks.expectLinks(canvas, { 'Request a new link': '/account/resetpassword' });
    await checks.expectAbsent(canvas, 'button', 'Reset Password');
  },
});

export const Done = meta.story({
  args: { isDone: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  },
});

export const WithoutResetLink = meta.story({
  args: { hasResetLink: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  },
});

/** A strata account's reset link (portal=strata): 7 characters are refused with the rule of 8 (strata spec 5). */
export const StrataMinimumEight = meta.story({
  args: { minLength: 8 },
  play: async ({ args, canvas, userEvent }) => {
    await checks.typePasswords(canvas, 'Harb#27', 'New Password');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(
      (await canvas.findAllByText('password should be at least 8 characters')).length,
    ).toBeGreaterThan(0);
    await expect(canvas.queryByText(/at least 6 characters/)).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});
