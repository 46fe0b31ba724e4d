import { expect, within } from 'storybook/test';
import { archivedOwners, archivedProperties } from '../shared/fixtures/ownerFixtures.ts';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { ArchiveView } from './ArchiveView.tsx';

const meta = preview.meta({
  title: 'Screens/admin/Archives',
  component: ArchiveView,
  args: {
    properties: archivedProperties,
    owners: archivedOwners,
    ...checks.resolvingHandlers('onRestoreProperty', 'onRestoreOwner'),
  },
});

/** Archived properties (RM Number, Address, City) and owners (Name, Email), each row with Restore. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    const properties = within(canvas.getByRole('grid', { name: 'Archived Properties' }));
    await checks.expectLinks(properties, { RM0091: '/admin/archived/property/5' });
    const owners = within(canvas.getByRole('grid', { name: 'Archived Owners' }));
    await checks.expectLinks(owners, { 'Harold Becker': '/admin/archived/owner/9' });
    await checks.expectTexts(owners, 'harold.becker@example.com');
  },
});

/** Restoring an owner says its properties and listings come back too. */
export const RestoreOwner = meta.story({
  play: async ({ canvas, args }) => {
    await checks.confirmAction(canvas, 'Restore', 'Harold Becker', {
      cascade: 'Their properties and listings archived with them are restored too.',
    });
    await expect(args.onRestoreOwner).toHaveBeenCalledWith(archivedOwners[0]);
  },
});

/** Restoring a property says its listings come back too; Cancel does nothing. */
export const RestoreProperty = meta.story({
  play: async ({ canvas, args }) => {
    const restore = { dialog: 'Restore property CM0092', answer: 'Cancel' };
    await checks.confirmDialog(canvas, 'Restore CM0092', {
      ...restore,
      says: 'Are you sure you want to restore this?Its listings archived with it are restored too.',
    });
    await expect(args.onRestoreProperty).not.toHaveBeenCalled();
    await checks.confirmDialog(canvas, 'Restore CM0092', { ...restore, answer: 'Restore' });
    await expect(args.onRestoreProperty).toHaveBeenCalledWith(archivedProperties[1]);
  },
});

/** Nothing archived. */
export const Empty = meta.story({
  args: { properties: [], owners: [] },
  play: checks.showsText('No archived properties.', 'No archived owners.'),
});
