import { expect, fn } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { ConfirmEmailView } from './ConfirmEmailView.tsx';

const meta = preview.meta({
  title: 'Screens/public/Confirm Email',
  component: ConfirmEmailView,
  args: { hasToken: true, onConfirm: fn(async () => undefined), failure: null, done: null },
});

export const Default = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await checks.expectHeading(canvas, 'Confirm Your New Email');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Email' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
});

export const Done = meta.story({
  args: { done: 'Your email is now m.chen@example.ca.' },
  play: checks.showsText('Your email is now m.chen@example.ca.'),
});

export const LinkUsed = meta.story({
  args: { failure: 'This confirmation link has already been used.' },
  play: checks.showsAlert('This confirmation link has already been used.'),
});

export const WithoutToken = meta.story({
  args: { hasToken: false },
  play: checks.showsText(/needs the link from the confirmation email/),
});
