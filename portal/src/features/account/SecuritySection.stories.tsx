import { expect, fn, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import type { ActivityRow } from './ActivityCard.tsx';
import { SecuritySection } from './SecuritySection.tsx';
import { storyQrCode, storyRecoveryCodes } from './securityFixtures.ts';

/** The owner's own sign-ins: one that passed and one that failed. */
const signInsOfTheOwner: ActivityRow[] = [
  {
    id: 41,
    createdAt: '2026-11-22T14:05:00Z',
    action: 'signIn',
    kind: 'signIn',
    actorName: 'owner',
    ip: '203.0.113.24',
    targetType: 'user',
    targetId: 3,
    targetName: 'owner',
    details: { portal: 'residential' },
  },
  {
    id: 40,
    createdAt: '2026-11-22T14:04:00Z',
    action: 'signIn',
    kind: 'signInFailed',
    actorName: 'owner',
    ip: '203.0.113.24',
    targetType: null,
    targetId: null,
    targetName: null,
    details: { reason: 'wrong password' },
  },
];

const meta = preview.meta({
  title: 'Screens/account/Security',
  component: SecuritySection,
  args: {
    status: { totp: false, recoveryCodesLeft: 0, passkeys: 0, required: false },
    passkeys: [],
    secret: null,
    recoveryCodes: null,
    activity: signInsOfTheOwner,
    onCodesSaved: fn(),
    ...checks.resolvingHandlers(
      'onStartTotp',
      'onConfirmTotp',
      'onRemoveTotp',
      'onAddPasskey',
      'onRemovePasskey',
    ),
  },
});

export const Off = meta.story({
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/Two-step sign-in is off/)).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Recent activity' })).toHaveTextContent('Failed sign-in');
    await userEvent.click(canvas.getByRole('button', { name: 'Set Up Authenticator App' }));
    await expect(args.onStartTotp).toHaveBeenCalled();
  },
});

/** Setting up: the QR code, the key to type, and the code field. */
export const SettingUp = meta.story({
  args: {
    secret: {
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/Portal:owner?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      qrCode: storyQrCode,
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
    await expect(canvas.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Code From Your App' }), '492039');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn On' }));
    await expect(args.onConfirmTotp).toHaveBeenCalledWith('492039');
  },
});

/** Right after turning codes on: the ten recovery codes, shown once. */
export const RecoveryCodes = meta.story({
  args: {
    status: { totp: true, recoveryCodesLeft: 10, passkeys: 0, required: false },
    recoveryCodes: storyRecoveryCodes,
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('list', { name: 'Recovery codes' }).children).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Download Codes' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'I Saved My Codes' }));
    await expect(args.onCodesSaved).toHaveBeenCalled();
  },
});

/** On, with a passkey: turning codes off and removing the passkey ask for the password. */
export const OnWithPasskey = meta.story({
  args: {
    status: { totp: true, recoveryCodesLeft: 7, passkeys: 1, required: true },
    passkeys: [{ id: 3, name: 'Work laptop', createdAt: '2026-11-22T14:05:00Z', lastUsedAt: null }],
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Authenticator codes are on. Recovery codes left: 7 of 10.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Work laptop' }));
    const form = canvas.getByRole('form', { name: 'Remove Work laptop' });
    await userEvent.type(form.querySelector('input') as HTMLInputElement, 'Portal#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Passkey' }));
    await expect(args.onRemovePasskey).toHaveBeenCalledWith(3, 'Portal#2026');
    await userEvent.type(canvas.getByRole('textbox', { name: /Passkey Name/ }), 'Phone');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Passkey' }));
    await expect(args.onAddPasskey).toHaveBeenCalledWith('Phone');
  },
});

export const Failure = meta.story({
  args: { totpFailure: 'That code is not right. Enter the 6-digit code your app shows now.' },
});

/**
 * What staff did to the owner's records: the record and what changed, by whom, and no address (an entry of someone
 * else's act has none); a staff member opening the banking details of the owner's unit; the owner's own setup step.
 */
export const StaffChangesInActivity = meta.story({
  args: {
    activity: [
      {
        id: 52,
        createdAt: '2026-11-23T16:20:00Z',
        action: 'updateOwnerProfile',
        kind: 'write',
        actorName: 'admin',
        ip: null,
        targetType: 'ownerProfile',
        targetId: 1,
        targetName: 'Maria Chen',
        details: { phone: { old: '604-555-0123', new: '604-555-0199' } },
      },
      {
        id: 51,
        createdAt: '2026-11-23T15:02:00Z',
        action: 'getStrataUnit',
        kind: 'read',
        actorName: 'strataadmin',
        ip: null,
        targetType: 'strataUnit',
        targetId: 101,
        targetName: '101, Harbour View',
        details: { read: 'bankingDetails' },
      },
      {
        id: 50,
        createdAt: '2026-11-23T14:40:00Z',
        action: 'startTotpEnrolment',
        kind: 'write',
        actorName: 'owner',
        ip: '203.0.113.24',
        targetType: 'user',
        targetId: 3,
        targetName: 'owner',
        details: {},
      },
    ],
  },
  play: async ({ canvas }) => {
    const entries = within(canvas.getByRole('list', { name: 'Recent activity' })).getAllByRole('listitem');
    await expect(entries[0]).toHaveTextContent('Update owner profile');
    await expect(entries[0]).toHaveTextContent('Owner Maria Chen · phone: 604-555-0123 → 604-555-0199');
    await expect(entries[0]).toHaveTextContent(/by admin$/);
    await expect(entries[1]).toHaveTextContent('Banking details seen');
    await expect(entries[1]).toHaveTextContent('Unit 101, Harbour View');
    await expect(entries[2]).toHaveTextContent('Authenticator setup started');
    await expect(entries[2]).toHaveTextContent(/by owner from 203\.0\.113\.24$/);
    await expect(canvas.queryByText(/startTotpEnrolment|updateOwnerProfile/)).toBeNull();
  },
});
