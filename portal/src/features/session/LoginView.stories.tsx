import { expect, fn } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { LoginView } from './LoginView.tsx';

const meta = preview.meta({
  title: 'Screens/public/Rental Login',
  component: LoginView,
  args: { onSubmit: fn(async () => undefined), error: null },
});

export const Default = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'admin');
    await userEvent.type(checks.passwordInput(canvas), 'Portal#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'admin', password: 'Portal#2026' });
    await checks.expectLinks(canvas, { 'Forgot Password': '/account/resetpassword' });
  },
});

export const RequiredFields = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findAllByText('This field is required')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const WrongPassword = meta.story({
  args: { error: 'Username or Password Incorrect' },
  play: checks.showsAlert('Username or Password Incorrect'),
});

export const StrataCredentials = meta.story({
  args: {
    error: 'Sign in credentials not valid for residential login. Perhaps you meant to use strata login.',
  },
  // The spec's sentence, with the login it names as a link to that login.
  play: async ({ canvas }) => {
    await checks.expectAlert(
      canvas,
      'Sign in credentials not valid for residential login. Perhaps you meant to use strata login.',
    );
    await checks.expectLinks(canvas, { 'strata login': '/strataLogin' });
  },
});

/** A session that ended (signed out elsewhere, idle, expired) brings the person here with the reason. */
export const SessionEnded = meta.story({
  args: { notice: 'Your session has ended. Sign in again.' },
  play: checks.showsText('Your session has ended. Sign in again.'),
});
