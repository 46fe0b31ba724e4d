import { expect } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { PropertyAdminDashboardView } from './PropertyAdminDashboardView.tsx';
import {
  storyBuilding,
  storyBuildingCategories,
  storyBuildingDocuments,
  storyStaff,
} from './propertyAdminFixtures.ts';

const meta = preview.meta({
  title: 'Screens/propertyAdmin/Strata Owner Dashboard',
  component: PropertyAdminDashboardView,
  args: {
    property: storyBuilding,
    staff: storyStaff,
    documents: storyBuildingDocuments,
    categories: storyBuildingCategories,
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await checks.expectHeading(canvas, 'Strata Owner Dashboard');
    await checks.expectTexts(canvas, 'Karen Whitfield');
    await expect(canvas.getByRole('heading', { name: 'Concierge: Ana Ramos' })).toBeVisible();
    await checks.expectTexts(canvas, /^10:00 am - 0?4:00 pm$/);
    await expect(canvas.getAllByText('Off')).toHaveLength(3);
    await checks.expectLinks(canvas, { 'View Lobby Renovation Plan': '/propertyAdmin/document/view/4' });
  },
});

export const NoAgentStaffOrDocuments = meta.story({
  args: { property: { ...storyBuilding, agentId: null, agent: null }, staff: [], documents: [] },
  play: checks.showsText(
    'No strata agent is assigned to this building.',
    'No onsite staff yet.',
    'No documents yet.',
  ),
});
