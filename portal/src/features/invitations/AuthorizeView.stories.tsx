import { expect, fn } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { AuthorizeView, type AuthorizeViewProps } from './AuthorizeView.tsx';

const meta = preview.meta({
  title: 'Screens/public/Authorize',
  component: AuthorizeView,
  args: {
    invitation: { kind: 'ready', email: 'arjun.mehta@example.ca' },
    isAuthorized: false,
    onAuthorize: fn(async () => undefined),
    authorizeError: null,
    onRegister: fn(async () => undefined),
    registerError: null,
  } satisfies Partial<AuthorizeViewProps>,
});

export const StepOne = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await checks.typeInto(canvas, {
      'Unit Number': '1205',
      'Strata Plan Number': 'EPS1234',
      'Name on Title': ' Arjun Mehta ',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onAuthorize).toHaveBeenCalledWith({
      unitNumber: '1205',
      strataPlanNumber: 'EPS1234',
      nameOnTitle: 'Arjun Mehta',
    });
  },
});

export const StepOneBlank = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect((await canvas.findAllByText('This field is required')).length).toBe(3);
    await expect(args.onAuthorize).not.toHaveBeenCalled();
  },
});

export const StepOneMismatch = meta.story({
  args: { authorizeError: "One or more fields don't match the authorization requirements" },
  play: checks.showsAlert("One or more fields don't match the authorization requirements"),
});

export const StepTwoRegister = meta.story({
  args: { isAuthorized: true },
  play: async ({ args, canvas, userEvent }) => {
    const register = canvas.getByRole('button', { name: 'Register' });
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue('arjun.mehta@example.ca');
    await expect(register).toBeDisabled();
    await checks.expectConfirmedPasswordEnables(canvas, register, 'Strata#2027');
    await userEvent.click(register);
    await expect(args.onRegister).toHaveBeenCalledWith({
      email: 'arjun.mehta@example.ca',
      password: 'Strata#2027',
      mode: 'register',
    });
  },
});

export const StepTwoWeakPassword = meta.story({
  args: { isAuthorized: true },
  play: async ({ canvas }) => {
    await checks.typePasswords(canvas, 'strata');
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeDisabled();
  },
});

export const StepTwoSignIn = meta.story({
  args: { isAuthorized: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Sign in with my existing unit owner account' }));
    const signIn = canvas.getByRole('button', { name: 'Sign In' });
    await expect(signIn).toBeDisabled();
    await userEvent.type(checks.passwordInput(canvas), 'Harbour#2027');
    await expect(signIn).toBeEnabled();
    await userEvent.click(signIn);
    await expect(args.onRegister).toHaveBeenCalledWith({
      email: 'arjun.mehta@example.ca',
      password: 'Harbour#2027',
      mode: 'signIn',
    });
  },
});

export const StepTwoRefused = meta.story({
  args: { isAuthorized: true, registerError: 'Error creating new user. User may already exist.' },
  play: checks.showsAlert('Error creating new user. User may already exist.'),
});

export const InvalidLink = meta.story({
  args: { invitation: { kind: 'notFound' } },
  play: async ({ canvas }) => {
    await checks.expectAlert(canvas, 'This invitation link is not valid.');
    await checks.expectAbsent(canvas, 'button', 'Verify');
  },
});

export const Expired = meta.story({
  args: { invitation: { kind: 'expired' } },
  play: checks.showsAlert('This invitation has expired.'),
});

export const ExpiredElapsed = meta.story({
  args: { invitation: { kind: 'expired', reason: 'elapsed', expiresAt: '2026-11-16T17:30:00.000Z' } },
  play: async ({ canvas }) => {
    await checks.expectAlert(
      canvas,
      /^This invitation link expired on .+\. Please ask your strata administrator to resend the invitation, then use the link in the new email\.$/,
    );
    await checks.expectAbsent(canvas, 'button', 'Verify');
    await expect(canvas.getByRole('link', { name: 'Strata Management Login' })).toBeVisible();
  },
});

export const ExpiredReplaced = meta.story({
  args: { invitation: { kind: 'expired', reason: 'replaced' } },
  play: checks.showsAlert('This invitation link was replaced by a newer invitation for this unit.'),
});

export const RegisteredWithAnotherEmail = meta.story({
  args: {
    isAuthorized: true,
    registerSent:
      'We sent a link to arjun@example.com. Your registration completes when you follow it within 24 hours.',
  },
  play: async ({ canvas }) => {
    await checks.expectTexts(canvas, /We sent a link to arjun@example\.com\./);
    await checks.expectAbsent(canvas, 'button', 'Register');
  },
});

export const ConfirmEmail = meta.story({
  args: { invitation: { kind: 'confirmEmail' }, onConfirmEmail: fn(async () => undefined) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Email' }));
    await expect(args.onConfirmEmail).toHaveBeenCalled();
  },
});

export const ConfirmEmailRefused = meta.story({
  args: { invitation: { kind: 'confirmEmail' }, confirmError: 'This invitation has expired.' },
  play: checks.showsAlert('This invitation has expired.'),
});

export const ConfirmEmailDone = meta.story({
  args: { invitation: { kind: 'confirmEmail' }, confirmedUserName: 'arjun@example.com' },
  play: async ({ canvas }) => {
    await checks.expectTexts(canvas, /Sign in as arjun@example\.com\./);
    await expect(canvas.getByRole('link', { name: 'Strata Management Login' })).toBeVisible();
  },
});

export const AlreadyUsed = meta.story({
  args: { invitation: { kind: 'registered' } },
  play: async ({ canvas }) => {
    await checks.expectAlert(canvas, 'This invitation has already been used.');
    await expect(canvas.getByRole('link', { name: 'Strata Management Login' })).toBeVisible();
  },
});

export const MissingHash = meta.story({
  args: { invitation: { kind: 'missingHash' } },
  play: checks.showsAlert('invitation email'),
});
