import { expect, fn } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { StrataLoginView } from './StrataLoginView.tsx';

const meta = preview.meta({
  title: 'Screens/public/Strata Login',
  component: StrataLoginView,
  args: { onSubmit: fn(async () => undefined), error: null },
});

export const Default = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    // The strata plan number is sent as the username.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Strata Plan Number' }), 'BCS1234');
    await userEvent.type(checks.passwordInput(canvas), 'Portal#2026');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'BCS1234', password: 'Portal#2026' });
  },
});

export const ResidentialCredentials = meta.story({
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
});
