import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { StrataLoginView } from './StrataLoginView.tsx';

const meta = {
  title: 'Screens/public/Strata Login',
  component: StrataLoginView,
  args: { onSubmit: fn(async () => undefined), error: null },
} satisfies Meta<typeof StrataLoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    // The strata plan number is sent as the username.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Strata Plan Number' }), 'BCS1234');
    await userEvent.type(checks.passwordInput(canvas), 'Portal#2026');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'BCS1234', password: 'Portal#2026' });
  },
};

export const ResidentialCredentials: Story = {
  args: {
    error: 'Sign in credentials not valid for strata login. Perhaps you meant to use residential login',
  },
  play: async ({ canvas }) => {
    await checks.expectAlert(
      canvas,
      'Sign in credentials not valid for strata login. Perhaps you meant to use residential login',
    );
    await checks.expectLinks(canvas, { 'residential login': '/login' });
  },
};
