import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PropertyAdminDashboardView } from './PropertyAdminDashboardView.tsx';
import {
  storyBuilding,
  storyBuildingCategories,
  storyBuildingDocuments,
  storyStaff,
} from './propertyAdminFixtures.ts';

const meta = {
  title: 'Screens/propertyAdmin/Property Administration',
  component: PropertyAdminDashboardView,
  args: {
    property: storyBuilding,
    staff: storyStaff,
    documents: storyBuildingDocuments,
    categories: storyBuildingCategories,
  },
} satisfies Meta<typeof PropertyAdminDashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Property Administration' })).toBeVisible();
    await expect(canvas.getByText('Karen Whitfield')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Concierge: Ana Ramos' })).toBeVisible();
    await expect(canvas.getByText(/^10:00 am - 0?4:00 pm$/)).toBeVisible();
    await expect(canvas.getAllByText('Off')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'View Lobby Renovation Plan' })).toHaveAttribute(
      'href',
      '/propertyAdmin/document/view/4',
    );
  },
};

export const NoAgentStaffOrDocuments: Story = {
  args: { property: { ...storyBuilding, agentId: null, agent: null }, staff: [], documents: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No strata agent is assigned to this building.')).toBeVisible();
    await expect(canvas.getByText('No onsite staff yet.')).toBeVisible();
    await expect(canvas.getByText('No documents yet.')).toBeVisible();
  },
};
