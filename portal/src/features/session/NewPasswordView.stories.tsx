import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewPasswordView } from './NewPasswordView.tsx';

const meta = {
  title: 'Screens/public/New Password',
  component: NewPasswordView,
  args: { hasResetLink: true, onSubmit: fn(async () => undefined), error: null, isDone: false },
} satisfies Meta<typeof NewPasswordView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New Password/, { selector: 'input' }), 'Harbour#2027');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/, { selector: 'input' }), 'Harbour#2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Harbour#2027');
  },
};

export const PasswordsDiffer: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New Password/, { selector: 'input' }), 'Harbour#2027');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/, { selector: 'input' }), 'Harbour#2028');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await canvas.findByText('passwords must match')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerRefused: Story = {
  args: { error: 'This reset link has already been used. Please request a new one.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This reset link has already been used. Please request a new one.',
    );
  },
};

export const Done: Story = {
  args: { isDone: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  },
};

export const WithoutResetLink: Story = {
  args: { hasResetLink: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Request a new link' })).toBeVisible();
  },
};

/** A strata account's reset link (portal=strata): 7 characters are refused with the rule of 8 (strata spec 5). */
export const StrataMinimumEight: Story = {
  args: { minLength: 8 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^New Password/, { selector: 'input' }), 'Harb#27');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/, { selector: 'input' }), 'Harb#27');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(
      (await canvas.findAllByText('password should be at least 8 characters')).length,
    ).toBeGreaterThan(0);
    await expect(canvas.queryByText(/at least 6 characters/)).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
