import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StrataUnitOwnerDashboardView } from './StrataUnitOwnerDashboardView.tsx';

const meta = {
  title: 'Screens/strataUnitOwner/Strata Unit Owner Dashboard',
  component: StrataUnitOwnerDashboardView,
  args: { name: 'Priya Nair' },
} satisfies Meta<typeof StrataUnitOwnerDashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Strata Unit Owner Dashboard' }),
    ).toBeVisible();
  },
};
