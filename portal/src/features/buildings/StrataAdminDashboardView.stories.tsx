import { expect, fn, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { StrataAdminDashboardView } from './StrataAdminDashboardView.tsx';
import { storyStrataProperties } from './strataFixtures.ts';

const meta = preview.meta({
  title: 'Screens/strataAdmin/Strata Administration',
  component: StrataAdminDashboardView,
  args: {
    name: 'strataadmin',
    properties: storyStrataProperties,
    showActions: true,
    onArchive: fn(async () => undefined),
  },
});

/** A strataAdmin: two buildings (one without an agent) with the Action column; archiving asks first. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await checks.expectHeading(canvas, 'Strata Administration');
    await checks.expectLinks(canvas, {
      'Add Property': '/strataAdmin/property/add',
      'Add Agent': '/strataAdmin/agent/add?from=/strataAdmin/dashboard',
      'View Archives': '/strataAdmin/archived',
    });
    const grid = canvas.getByRole('grid', { name: 'Strata Properties' });
    await checks.expectColumns(grid, [
      'Building Name',
      'Address',
      'Strata Plan #',
      'Strata Agent',
      'Agent Phone',
      'Action',
    ]);
    const table = within(grid);
    await checks.expectLinks(table, { 'The Metropolitan': '/strataAdmin/property/1' });
    await checks.confirmAction(table, 'Archive', 'Harbour Lights', {
      cascade:
        'Its unit users and its Strata Owner login no longer see it; its units and documents are kept.',
    });
    await expect(args.onArchive).toHaveBeenCalledWith(storyStrataProperties[1]);
  },
});

/** A superAdmin on the strata login: no Action column (strata spec 2). */
export const SuperAdmin = meta.story({
  args: { name: 'superadmin', showActions: false },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('grid', { name: 'Strata Properties' }));
    await expect(table.queryByRole('columnheader', { name: /Action/ })).toBeNull();
    await checks.expectAbsent(table, 'button', /Archive/);
  },
});

/** No buildings yet. */
export const Empty = meta.story({
  args: { properties: [] },
  play: checks.showsText('No strata properties yet.'),
});
