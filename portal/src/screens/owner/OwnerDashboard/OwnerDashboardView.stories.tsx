import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OwnerDashboardView } from './OwnerDashboardView.tsx';

const meta = {
  title: 'Screens/owner/Dashboard',
  component: OwnerDashboardView,
  args: { name: 'Margaret Chen' },
} satisfies Meta<typeof OwnerDashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  },
};
