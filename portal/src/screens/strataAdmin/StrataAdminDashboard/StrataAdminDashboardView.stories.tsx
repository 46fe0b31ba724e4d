import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StrataAdminDashboardView } from './StrataAdminDashboardView.tsx';

const meta = {
  title: 'Screens/strataAdmin/Strata Administration',
  component: StrataAdminDashboardView,
  args: { name: 'strataadmin' },
} satisfies Meta<typeof StrataAdminDashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Strata Administration' })).toBeVisible();
  },
};
