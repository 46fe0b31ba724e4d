import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetPasswordView } from './ResetPasswordView.tsx';

const meta = {
  title: 'Screens/public/Reset Password',
  component: ResetPasswordView,
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof ResetPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'margaret.chen@example.ca');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('margaret.chen@example.ca');
  },
};

export const InvalidEmail: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'margaret.chen');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await canvas.findByText('invalid email')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
