import { expect, fn } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { SecondStepForm, type SecondStepFormProps } from './SecondStepForm.tsx';

const meta = preview.meta({
  title: 'Screens/public/Two-Step Sign-In',
  component: SecondStepForm,
  args: {
    methods: ['totp', 'recoveryCode', 'passkey'],
    ...checks.resolvingHandlers('onCode', 'onRecoveryCode', 'onPasskey'),
    onStartAgain: fn(),
    error: null,
  } satisfies Partial<SecondStepFormProps>,
});

/** The code of the authenticator app; a code that is not 6 digits is refused before it is sent. */
export const Code = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await checks.expectHeading(canvas, 'Two-Step Sign-In');
    const field = canvas.getByRole('textbox', { name: 'Authentication Code' });
    await userEvent.type(field, '12ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Enter the 6-digit code your app shows.')).toBeVisible();
    await expect(args.onCode).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '492 039{Enter}');
    await expect(args.onCode).toHaveBeenCalledWith('492039');
  },
});

/** "Use a recovery code" switches the field; "Use a passkey" asks the browser for one. */
export const RecoveryCode = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Recovery Code' }), '7KQ4-M9XD-2HTP');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onRecoveryCode).toHaveBeenCalledWith('7KQ4-M9XD-2HTP');
    await userEvent.click(canvas.getByRole('button', { name: 'Use a passkey' }));
    await expect(args.onPasskey).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Start again' }));
    await expect(args.onStartAgain).toHaveBeenCalled();
  },
});

export const WrongCode = meta.story({
  args: { error: 'That code is not right.' },
  play: checks.showsAlert('That code is not right.'),
});

/** An account whose only second factor is a passkey. */
export const PasskeyOnly = meta.story({
  args: { methods: ['passkey'] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Use a passkey' }));
    await expect(args.onPasskey).toHaveBeenCalled();
  },
});
