import { expect, screen, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { type AccountSession, AccountView } from './AccountView.tsx';

const sessions: AccountSession[] = [
  {
    id: 'pQ3v8tYc0nW2kR6sLx9aHg',
    createdAt: '2026-11-22T14:05:00Z',
    lastSeenAt: '2026-11-22T15:41:00Z',
    ip: '203.0.113.24',
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    current: true,
  },
  {
    id: 'Zk1m9RtbX0aQw4sPq2LcVe',
    createdAt: '2026-11-21T09:12:00Z',
    lastSeenAt: '2026-11-21T18:30:00Z',
    ip: '198.51.100.7',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    current: false,
  },
];

const meta = preview.meta({
  title: 'Screens/account/Account',
  component: AccountView,
  args: {
    name: 'Margaret Chen',
    email: 'margaret.chen@example.ca',
    userName: 'owner',
    passwordMinLength: 6,
    sessions,
    passwordFailure: null,
    emailFailure: null,
    ...checks.resolvingHandlers(
      'onChangePassword',
      'onRequestEmailChange',
      'onEndSession',
      'onEndOtherSessions',
    ),
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await checks.expectHeading(canvas, 'Account');
    await checks.expectTexts(
      canvas,
      'Margaret Chen',
      'margaret.chen@example.ca',
      'Chrome on Linux (this device)',
    );
    await checks.expectTexts(canvas, 'Safari on iOS');
  },
});

/** The form of the card `name`, for queries that the page's two Current Password fields would make ambiguous. */
const formOf = (canvas: checks.Canvas, name: string) =>
  within(canvas.getByRole('form', { name })) as unknown as checks.Canvas;

export const ChangePassword = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const form = formOf(canvas, 'Change password');
    await userEvent.type(checks.passwordInput(form, 'Current Password'), 'Portal#2026');
    await checks.typePasswords(form, 'Harbour#2027', 'New Password');
    await userEvent.click(form.getByRole('button', { name: 'Change Password' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      currentPassword: 'Portal#2026',
      newPassword: 'Harbour#2027',
    });
  },
});

export const WrongCurrentPassword = meta.story({
  args: { passwordFailure: 'Your current password is not right.' },
  play: checks.showsAlert('Your current password is not right.'),
});

export const ChangeEmail = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    const form = formOf(canvas, 'Change email');
    await userEvent.type(form.getByRole('textbox', { name: /New Email/ }), 'm.chen@example.ca');
    await userEvent.type(checks.passwordInput(form, 'Current Password'), 'Portal#2026');
    await userEvent.click(form.getByRole('button', { name: 'Send Confirmation Link' }));
    await expect(args.onRequestEmailChange).toHaveBeenCalledWith({
      newEmail: 'm.chen@example.ca',
      currentPassword: 'Portal#2026',
    });
  },
});

export const SignOutOfAnotherDevice = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Sign out of this device: Safari on iOS/ }));
    await expect(args.onEndSession).toHaveBeenCalledWith('Zk1m9RtbX0aQw4sPq2LcVe');
  },
});

export const SignOutEverywhereElse = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere else' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    await expect(args.onEndOtherSessions).toHaveBeenCalled();
  },
});

export const OnlyThisDevice = meta.story({
  args: { sessions: sessions.slice(0, 1) },
  play: async ({ canvas }) => {
    await checks.expectTexts(canvas, 'No other device is signed in.');
    await checks.expectAbsent(canvas, 'button', 'Sign out everywhere else');
  },
});
