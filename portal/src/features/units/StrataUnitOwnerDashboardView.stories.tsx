import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { bayshoreUnit101 } from '../shared/fixtures/unitOwnerFixtures.ts';
import {
  StrataUnitOwnerDashboardView,
  type StrataUnitOwnerDashboardViewProps,
} from './StrataUnitOwnerDashboardView.tsx';

const meta = preview.meta({
  title: 'Screens/strataUnitOwner/Strata Unit Owner Dashboard',
  component: StrataUnitOwnerDashboardView,
  args: {
    name: 'Sophie Nguyen',
    properties: [
      {
        id: 1,
        buildingName: 'Bayshore Commons',
        address: '1650 Bayshore Drive, Vancouver, BC V6G 3K2',
        strataPlanNumber: 'BCS1234',
        agentName: 'Karen Whitfield',
        agentPhone: '604-555-0144',
        archived: false,
      },
      {
        id: 2,
        buildingName: 'Edmonds Park Square',
        address: '7388 Kingsway, Burnaby, BC V3N 3C1',
        strataPlanNumber: 'EPS5678',
        agentName: null,
        agentPhone: null,
        archived: false,
      },
    ],
    units: [
      bayshoreUnit101(1),
      {
        strataUnitId: 16,
        unitNumber: '305',
        unitLocation: 'Floor 3',
        lotNumber: '12',
        strataPropertyId: 2,
        buildingName: 'Edmonds Park Square',
        strataUnitRole: 0,
      },
    ],
  } satisfies Partial<StrataUnitOwnerDashboardViewProps>,
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await checks.expectHeading(canvas, 'Strata Unit Owner Dashboard');
    await checks.expectLinks(canvas, {
      'Edmonds Park Square': '/strataUnitOwner/strataProperty/2',
      'Unit 305': '/strataUnitOwner/strataUnit/16',
    });
    await checks.expectTexts(canvas, 'Current Secondary User', 'Current Primary User');
  },
});

export const NoUnits = meta.story({
  args: { properties: [], units: [] },
  play: checks.showsText('You have no strata properties yet.', 'You have no strata units yet.'),
});
