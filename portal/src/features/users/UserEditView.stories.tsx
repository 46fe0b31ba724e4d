import { expect, fn } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { UserEditView } from './UserEditView.tsx';
import type { User } from './userEditForm.ts';

const login: User = {
  id: 6,
  userName: 'BCS1234',
  email: 'bcs1234@portal.example.ca',
  normalizedUserName: 'BCS1234',
  normalizedEmail: 'BCS1234@PORTAL.EXAMPLE.CA',
  role: 'Strata Owner',
  phoneNumber: null,
  archived: false,
};

const meta = preview.meta({
  title: 'Screens/strataAdmin/UserEdit',
  component: UserEditView,
  args: { user: login, onSubmit: fn(async () => undefined) },
});

/** A new password must follow the rules and be confirmed before Update is enabled. */
export const NewPassword = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    const update = canvas.getByRole('button', { name: 'Update' });
    await expect(update).toBeEnabled();
    await userEvent.type(checks.passwordInput(canvas, 'New Password'), 'weak');
    await expect(update).toBeDisabled();
    await userEvent.clear(checks.passwordInput(canvas, 'New Password'));
    await checks.typePasswords(canvas, 'Bayshore#2027', 'New Password');
    await expect(update).toBeEnabled();
    await userEvent.click(update);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      userName: 'BCS1234',
      email: 'bcs1234@portal.example.ca',
      password: 'Bayshore#2027',
      confirmPassword: 'Bayshore#2027',
    });
  },
});

/** The server refused: the email belongs to another account. */
export const EmailInUse = meta.story({
  args: { error: 'Unable to update user. The email may already be in use.' },
  play: checks.showsText('Unable to update user. The email may already be in use.'),
});

/** Strata accounts need 8 characters (strata spec 5): a 7-character password keeps Update disabled. */
export const SevenCharactersRefused = meta.story({
  play: async ({ canvas, args }) => {
    await checks.typePasswords(canvas, 'Bays#27', 'New Password');
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
    await expect(canvas.getAllByText('password should be at least 8 characters').length).toBeGreaterThan(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});
