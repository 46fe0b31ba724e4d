import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyStrataProperties } from '../buildings/index.ts';
import { UserAddView } from './UserAddView.tsx';

const meta = {
  title: 'Screens/strataAdmin/UserAdd',
  component: UserAddView,
  args: {
    buildings: storyStrataProperties.slice(1),
    logins: [
      {
        id: 44,
        userName: 'BCS1234',
        email: 'bcs1234@portal.example.ca',
        role: 'Strata Owner',
        phoneNumber: null,
        archived: false,
        strataPropertyId: null,
        buildingName: null,
        strataPlanNumber: null,
      },
    ],
    onAssignLogin: fn(async () => undefined),
    onCreateUser: fn(async () => undefined),
  },
} satisfies Meta<typeof UserAddView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Assign a free login to a building without one. */
export const PropertyLogin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Building/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Harbour Lights (BCS1234)' }));
    const [loginSelect] = canvas.getAllByRole('button', { name: /Login/ });
    if (!loginSelect) throw new Error('no Login select');
    await userEvent.click(loginSelect);
    await userEvent.click(await body.findByRole('option', { name: 'BCS1234' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Assign Login' }));
    await expect(args.onAssignLogin).toHaveBeenCalledWith({ buildingId: 2, userId: 44 });
  },
};

/** An Administrator needs an email; the role must be chosen and the password given. */
export const NewAdministrator: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Create User' }));
    await expect(canvas.getByText('choose a role')).toBeVisible();
    await expect(canvas.getByText('password is required to create a user')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Role/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Administrator' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Username/ }), 'office.manager');
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'Harbour#2026');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/, { selector: 'input' }), 'Harbour#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Create User' }));
    await expect(args.onCreateUser).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'office@example.ca');
    await userEvent.click(canvas.getByRole('button', { name: 'Create User' }));
    await expect(args.onCreateUser).toHaveBeenCalledWith(
      expect.objectContaining({
        role: 'Administrator',
        userName: 'office.manager',
        email: 'office@example.ca',
      }),
    );
  },
};

/** Every building has a login. */
export const AllAssigned: Story = {
  args: { buildings: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Every building has a login.')).toBeVisible();
  },
};
