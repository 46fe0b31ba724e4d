import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginView } from './LoginView.tsx';

const meta = {
  title: 'Screens/public/Rental Login',
  component: LoginView,
  args: { onSubmit: fn(async () => undefined), error: null },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'admin');
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'Portal#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'admin', password: 'Portal#2026' });
    await expect(canvas.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute(
      'href',
      '/account/resetpassword',
    );
  },
};

export const RequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findAllByText('This field is required')).toHaveLength(2);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  args: { error: 'Username or Password Incorrect' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Username or Password Incorrect',
    );
  },
};

export const StrataCredentials: Story = {
  args: {
    error: 'Sign in credentials not valid for residential login. Perhaps you meant to use strata login.',
  },
};
