import type { ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { EnrolView, type EnrolViewProps } from './EnrolView.tsx';
import { SecuritySection } from './SecuritySection.tsx';
import { storyQrCode, storyRecoveryCodes } from './securityFixtures.ts';

const secret = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Portal:strataadmin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: storyQrCode,
};
const wrongCode = 'That code is not right. Enter the 6-digit code your app shows now.';

/** The enrolment page's security cards as its container draws them: nothing to remove, no activity. */
function setup(overrides: Partial<ComponentProps<typeof SecuritySection>> = {}) {
  return (
    <SecuritySection
      status={{ totp: false, recoveryCodesLeft: 0, passkeys: 0, required: true }}
      passkeys={[]}
      secret={null}
      recoveryCodes={null}
      onStartTotp={fn(async () => undefined)}
      onConfirmTotp={fn(async () => undefined)}
      onCodesSaved={fn()}
      onAddPasskey={fn(async () => undefined)}
      {...overrides}
    />
  );
}

const meta = preview.meta({
  title: 'Screens/public/Enrol',
  component: EnrolView,
  args: {
    expired: false,
    login: '/strataLogin',
    onDone: fn(),
    children: setup(),
  } satisfies Partial<EnrolViewProps>,
});

/** Before setting up: why, the two ways (an app or a passkey), and the way back to the strata sign-in. */
export const Start = meta.story({
  play: async ({ canvas }) => {
    await checks.expectHeading(canvas, 'Set up two-step sign-in');
    await checks.expectTexts(canvas, /Two-step sign-in is off\./);
    await expect(canvas.getByRole('button', { name: 'Set Up Authenticator App' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Passkey' })).toBeVisible();
    await checks.expectAbsent(canvas, 'button', 'Turn off');
    await checks.expectLinks(canvas, { 'Done: sign in again': '/strataLogin' });
  },
});

/** The QR code and the key to type, then the code the app shows. */
export const QrCodeAndKey = meta.story({
  args: { children: setup({ secret }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
    await expect(canvas.getByText(secret.secret)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code From Your App' }), '4920');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn On' }));
    await checks.expectTexts(canvas, 'Enter the 6-digit code your app shows.');
  },
});

/** The server refused the code: it says so above the setup, which stays open for the next code. */
export const WrongCode = meta.story({
  args: { children: setup({ secret, totpFailure: wrongCode }) },
  play: async ({ canvas }) => {
    await checks.expectAlert(canvas, wrongCode);
    await expect(canvas.getByRole('textbox', { name: 'Code From Your App' })).toBeVisible();
  },
});

/** Codes are on: the ten recovery codes, shown once, then sign in again. */
export const RecoveryCodes = meta.story({
  args: {
    children: setup({
      status: { totp: true, recoveryCodesLeft: 10, passkeys: 0, required: true },
      recoveryCodes: storyRecoveryCodes,
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Recovery codes' }).children).toHaveLength(10);
    await checks.expectAbsent(canvas, 'button', 'Turn off');
    await checks.expectLinks(canvas, { 'Done: sign in again': '/strataLogin' });
  },
});

/** The enrolment token is gone (another tab, or the setup was finished): sign in again. */
export const Expired = meta.story({
  args: { expired: true, children: undefined },
  play: async ({ canvas }) => {
    // The page keeps its heading (its only level-one heading) when the setup has expired.
    await checks.expectHeading(canvas, 'Set up two-step sign-in');
    await checks.expectLinks(canvas, { 'Sign in again': '/login' });
    await checks.expectTexts(canvas, /This setup has expired\./);
  },
});
