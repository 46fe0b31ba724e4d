import { expect } from 'storybook/test';
import { storyArchivedUnits, storyBuilding } from '../buildings/index.ts';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { ArchivedUnitsView } from './ArchivedUnitsView.tsx';

const meta = preview.meta({
  title: 'Screens/strataAdmin/ArchivedUnits',
  component: ArchivedUnitsView,
  args: {
    building: storyBuilding,
    units: storyArchivedUnits,
    ...checks.restoreDeleteArgs(),
  },
});

/** Delete asks first, titled with the unit: the spec's question, then what goes with the unit. */
export const Delete = meta.story({
  play: async ({ canvas, args }) => {
    await checks.expectLinks(canvas, { '305': '/strataAdmin/strataUnit/18' });
    await checks.confirmAction(canvas, 'Delete', 'unit 305', {
      cascade:
        'Its invitations, owners, payments, documents and files are deleted too; its users keep their accounts.',
    });
    await expect(args.onDelete).toHaveBeenCalledWith(storyArchivedUnits[0]);
  },
});

/** No archived units. */
export const Empty = meta.story({
  args: { units: [] },
  play: checks.showsText('No archived strata units.'),
});
