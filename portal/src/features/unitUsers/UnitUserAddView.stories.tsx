import { expect, fn, screen } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { UnitUserAddView } from './UnitUserAddView.tsx';

const meta = preview.meta({
  title: 'Screens/strataAdmin/UnitUserAdd',
  component: UnitUserAddView,
  args: {
    unit: { id: 12, unitNumber: '101', buildingName: 'Kingsway Commons' },
    onSubmit: fn(async () => undefined),
  },
});

/** A tenant with a login; the role is required and the phone is formatted on blur. */
export const AddTenant = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    const add = canvas.getByRole('button', { name: 'Add User' });
    await userEvent.click(add);
    await checks.expectTexts(canvas, 'role is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await checks.typeInto(canvas, {
      'First Name': 'Lena',
      'Last Name': 'Fischer',
      'Phone Number': '7785550188',
    });
    await checks.chooseOption(canvas, /Role/, 'Current Tenant');
    await checks.typeInto(canvas, { Email: 'lena.fischer@example.ca' });
    await checks.typePasswords(canvas, 'Harbour#2026');
    await userEvent.click(add);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ role: 3, phone: '778-555-0188', email: 'lena.fischer@example.ca' }),
      false,
    );
  },
});

/** Existing account: an owner of another unit linked by email or username, without a password. */
export const LinkExistingAccount = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Existing account/ }));
    await expect(canvas.queryByLabelText(/^Password/, { selector: 'input' })).toBeNull();
    await checks.typeInto(canvas, {
      'First Name': 'Sophie',
      'Last Name': 'Nguyen',
      'Phone Number': '7785550142',
    });
    await checks.chooseOption(canvas, /Role/, 'Current Secondary User');
    await checks.typeInto(canvas, { 'Email or Username': 'unitowner2' });
    await userEvent.click(canvas.getByRole('button', { name: 'Link User' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ role: 1, email: 'unitowner2', password: '' }),
      true,
    );
  },
});

/** The server refused the login. */
export const UserExists = meta.story({
  args: { error: 'Error creating new user. User may already exist.' },
  play: checks.showsText('Error creating new user. User may already exist.'),
});

/** The role choices use reading B's names, as the unit page and the owner area do (DESIGN): 1 to 5, no primary. */
export const RoleNamesReadingB = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Role/ }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Current Secondary User',
      'Past Owner',
      'Current Tenant',
      'Past Tenant',
      'Defunct',
    ]);
    await userEvent.keyboard('{Escape}');
  },
});

/** An empty password says strata spec 5's "password is required to create a user", not the generic message. */
export const PasswordRequired = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add User' }));
    await checks.expectTexts(canvas, 'password is required to create a user');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});
