import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PropertyAdminDashboardView } from './PropertyAdminDashboardView.tsx';

const meta = {
  title: 'Screens/propertyAdmin/Property Administration',
  component: PropertyAdminDashboardView,
  args: { name: 'Bayshore Commons' },
} satisfies Meta<typeof PropertyAdminDashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Property Administration' })).toBeVisible();
  },
};
