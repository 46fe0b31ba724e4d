import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UnitUserAddView } from './UnitUserAddView.tsx';

const meta = {
  title: 'Screens/strataAdmin/UnitUserAdd',
  component: UnitUserAddView,
  args: {
    unit: { id: 12, unitNumber: '101', buildingName: 'Kingsway Commons' },
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof UnitUserAddView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tenant with a login; the role is required and the phone is formatted on blur. */
export const AddTenant: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add User' }));
    await expect(canvas.getByText('role is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^First Name/ }), 'Lena');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Last Name/ }), 'Fischer');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone Number/ }), '7785550188');
    await userEvent.click(canvas.getByRole('button', { name: /Role/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Current Tenant' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'lena.fischer@example.ca');
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'Harbour#2026');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/, { selector: 'input' }), 'Harbour#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Add User' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ role: 3, phone: '778-555-0188', email: 'lena.fischer@example.ca' }),
      false,
    );
  },
};

/** Existing account: an owner of another unit linked by email or username, without a password. */
export const LinkExistingAccount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('radio', { name: /Existing account/ }));
    await expect(canvas.queryByLabelText(/^Password/, { selector: 'input' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /^First Name/ }), 'Sophie');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Last Name/ }), 'Nguyen');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone Number/ }), '7785550142');
    await userEvent.click(canvas.getByRole('button', { name: /Role/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Current Secondary User' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email or Username/ }), 'unitowner2');
    await userEvent.click(canvas.getByRole('button', { name: 'Link User' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ role: 1, email: 'unitowner2', password: '' }),
      true,
    );
  },
};

/** The server refused the login. */
export const UserExists: Story = {
  args: { error: 'Error creating new user. User may already exist.' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Error creating new user. User may already exist.'),
    ).toBeVisible();
  },
};

/** The role choices use reading B's names, as the unit page and the owner area do (DESIGN): 1 to 5, no primary. */
export const RoleNamesReadingB: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Role/ }));
    const options = await body.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Current Secondary User',
      'Past Owner',
      'Current Tenant',
      'Past Tenant',
      'Defunct',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

/** An empty password says strata spec 5's "password is required to create a user", not the generic message. */
export const PasswordRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add User' }));
    await expect(canvas.getByText('password is required to create a user')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
