import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { ConfirmEmailView } from './ConfirmEmailView.tsx';

const meta = {
  title: 'Screens/public/Confirm Email',
  component: ConfirmEmailView,
  args: { hasToken: true, onConfirm: fn(async () => undefined), failure: null, done: null },
} satisfies Meta<typeof ConfirmEmailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await checks.expectHeading(canvas, 'Confirm Your New Email');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Email' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

export const Done: Story = {
  args: { done: 'Your email is now m.chen@example.ca.' },
  play: checks.showsText('Your email is now m.chen@example.ca.'),
};

export const LinkUsed: Story = {
  args: { failure: 'This confirmation link has already been used.' },
  play: checks.showsAlert('This confirmation link has already been used.'),
};

export const WithoutToken: Story = {
  args: { hasToken: false },
  play: checks.showsText(/needs the link from the confirmation email/),
};
