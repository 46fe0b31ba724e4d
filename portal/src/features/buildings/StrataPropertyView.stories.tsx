import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { bayshoreUnit101 } from '../shared/fixtures/unitOwnerFixtures.ts';
import {
  storyBuilding,
  storyBuildingCategories,
  storyBuildingDocuments,
  storyStaff,
} from './propertyAdminFixtures.ts';
import { StrataPropertyView } from './StrataPropertyView.tsx';

const meta = {
  title: 'Screens/strataUnitOwner/Strata Property',
  component: StrataPropertyView,
  args: {
    property: storyBuilding,
    staff: storyStaff,
    documents: storyBuildingDocuments,
    categories: storyBuildingCategories,
    units: [bayshoreUnit101(0)],
    viewHref: (document) => `/strataUnitOwner/document/view/${document.id}`,
  },
} satisfies Meta<typeof StrataPropertyView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await checks.expectHeading(canvas, 'Bayshore Commons');
    await checks.expectLinks(canvas, { 'Unit 101': '/strataUnitOwner/strataUnit/11' });
    await expect(canvas.getByText('Current Primary User', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Building Manager: Greg Patterson' })).toBeVisible();
    await checks.expectLinks(canvas, { 'View AGM Minutes 2026': '/strataUnitOwner/document/view/2' });
  },
};
