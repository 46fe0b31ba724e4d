import { expect, fn, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import { harwoodListings, harwoodProperty, sabaStudio } from '../shared/fixtures/rentalFixtures.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { ArchivedPropertyView } from './ArchivedPropertyView.tsx';

const archivedHarwood = { ...harwoodProperty, archived: true };
const archivedListings = harwoodListings.map((listing) => ({ ...listing, archived: true }));

const meta = preview.meta({
  title: 'Screens/admin/Archived Property',
  component: ArchivedPropertyView,
  args: { property: archivedHarwood, listings: archivedListings, onRestore: fn(async () => undefined) },
});

/** The archived property's details, its strata company and its archived listings, read only. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await checks.expectHeading(canvas, 'Archived Property RM0071');
    await expect(canvas.getByRole('region', { name: 'Strata Management Company' })).toBeVisible();
    const listings = within(canvas.getByRole('grid', { name: 'Listings' }));
    await checks.expectTexts(listings, '$2,895.50');
    // Read only: no links into the listings.
    await expect(listings.queryAllByRole('link')).toHaveLength(0);
  },
});

/** Restore asks first, stating that the listings come back too. */
export const Restore = meta.story({
  play: async ({ canvas, args }) => {
    await checks.confirmDialog(canvas, 'Restore', {
      dialog: 'Restore property RM0071',
      says: 'Its listings archived with it are restored too.',
      answer: 'Restore',
    });
    await expect(args.onRestore).toHaveBeenCalled();
  },
});

/** A studio without a strata company and without archived listings. */
export const StudioWithoutListings = meta.story({
  args: { property: { ...sabaStudio, archived: true }, listings: [] },
  play: async ({ canvas }) => {
    await checks.expectAbsent(canvas, 'region', 'Strata Management Company');
    await checks.expectTexts(canvas, 'No listings yet.');
  },
});
