import { expect } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { bayshoreUnit101 } from '../shared/fixtures/unitOwnerFixtures.ts';
import {
  storyBuilding,
  storyBuildingCategories,
  storyBuildingDocuments,
  storyStaff,
} from './propertyAdminFixtures.ts';
import { StrataPropertyView } from './StrataPropertyView.tsx';

const meta = preview.meta({
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
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await checks.expectHeading(canvas, 'Bayshore Commons');
    await checks.expectLinks(canvas, {
      'Back To Dashboard': '/strataUnitOwner/dashboard',
      'Unit 101': `/strataUnitOwner/strataUnit/11?from=/strataUnitOwner/strataProperty/${storyBuilding.id}`,
    });
    await expect(canvas.getByText('Current Primary User', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Building Manager: Greg Patterson' })).toBeVisible();
    await checks.expectLinks(canvas, { 'View AGM Minutes 2026': '/strataUnitOwner/document/view/2' });
  },
});

/** Opened from the user's unit page: the back link names the unit and leads there. */
export const OpenedFromUnit = meta.story({
  args: { backLink: { label: 'Back To Unit 101', href: '/strataUnitOwner/strataUnit/11' } },
  play: async ({ canvas }) => {
    await checks.expectLinks(canvas, { 'Back To Unit 101': '/strataUnitOwner/strataUnit/11' });
    await expect(canvas.queryByRole('link', { name: 'Back To Dashboard' })).toBeNull();
  },
});
