import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminDashboardView } from './AdminDashboardView.tsx';

const meta = {
  title: 'Screens/admin/Dashboard',
  component: AdminDashboardView,
  args: { name: 'admin' },
} satisfies Meta<typeof AdminDashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  },
};
