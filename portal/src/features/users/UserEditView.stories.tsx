import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

const meta = {
  title: 'Screens/strataAdmin/UserEdit',
  component: UserEditView,
  args: { user: login, onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof UserEditView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new password must follow the rules and be confirmed before Update is enabled. */
export const NewPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const update = canvas.getByRole('button', { name: 'Update' });
    await expect(update).toBeEnabled();
    await userEvent.type(canvas.getByLabelText(/^New Password/, { selector: 'input' }), 'weak');
    await expect(update).toBeDisabled();
    await userEvent.clear(canvas.getByLabelText(/^New Password/, { selector: 'input' }));
    await userEvent.type(canvas.getByLabelText(/^New Password/, { selector: 'input' }), 'Bayshore#2027');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/, { selector: 'input' }), 'Bayshore#2027');
    await expect(update).toBeEnabled();
    await userEvent.click(update);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      userName: 'BCS1234',
      email: 'bcs1234@portal.example.ca',
      password: 'Bayshore#2027',
      confirmPassword: 'Bayshore#2027',
    });
  },
};

/** The server refused: the email belongs to another account. */
export const EmailInUse: Story = {
  args: { error: 'Unable to update user. The email may already be in use.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Unable to update user. The email may already be in use.'),
    ).toBeVisible();
  },
};

/** Strata accounts need 8 characters (strata spec 5): a 7-character password keeps Update disabled. */
export const SevenCharactersRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const update = canvas.getByRole('button', { name: 'Update' });
    await userEvent.type(canvas.getByLabelText(/^New Password/, { selector: 'input' }), 'Bays#27');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/, { selector: 'input' }), 'Bays#27');
    await expect(update).toBeDisabled();
    await expect(canvas.getAllByText('password should be at least 8 characters').length).toBeGreaterThan(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
