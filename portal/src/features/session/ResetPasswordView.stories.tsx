import { expect, fn, userEvent, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { ResetPasswordView } from './ResetPasswordView.tsx';

const meta = preview.meta({
  title: 'Screens/public/Reset Password',
  component: ResetPasswordView,
  args: { onSubmit: fn(async () => undefined) },
});

export const Default = meta.story({
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'margaret.chen@example.ca');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('margaret.chen@example.ca');
  },
});

export const InvalidEmail = meta.story({
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'margaret.chen');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await canvas.findByText('invalid email')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

const sentMessage = 'If an account exists for that email, a password reset link has been sent to it.';

/** After a request: the server's answer on the page (not only a passing toast), and the field emptied. */
export const Sent = meta.story({
  args: { sent: sentMessage },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(sentMessage);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'margaret.chen@example.ca');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('margaret.chen@example.ca');
    await expect(email).toHaveValue('');
  },
});

/** A refused request (too many in a short time) keeps what was typed and says why in the form. */
export const Refused = meta.story({
  args: {
    failure: 'Too many reset requests. Try again in 15 minutes.',
    onSubmit: fn(async () => Promise.reject(new Error('refused'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await checks.expectAlert(canvas, 'Too many reset requests. Try again in 15 minutes.');
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'margaret.chen@example.ca');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(email).toHaveValue('margaret.chen@example.ca');
  },
});
