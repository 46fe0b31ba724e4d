import { expect, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import {
  harwoodDocuments,
  harwoodListings,
  harwoodProperty,
  sabaStudio,
} from '../shared/fixtures/rentalFixtures.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { PropertyView } from './PropertyView.tsx';

const meta = preview.meta({
  title: 'Screens/admin/Property',
  component: PropertyView,
  args: {
    property: harwoodProperty,
    listings: harwoodListings,
    documents: harwoodDocuments,
    isAdministrator: true,
    ...checks.resolvingHandlers('onArchive', 'onRemoveOwner'),
    ...checks.editableDocumentArgs(),
  },
});

/** A property with its strata company, two listings and two documents (one not uploaded yet). */
export const Default = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await checks.expectHeading(canvas, 'Property RM0071');
    await checks.expectLinks(canvas, {
      'Back To Dashboard': '/admin/dashboard',
      'Margaret Chen': '/admin/owner/7?from=/admin/property/11',
      'Edit Property': '/admin/edit/property/11',
    });
    await expect(canvas.getByRole('region', { name: 'Strata Management Company' })).toBeVisible();
    const listings = within(canvas.getByRole('grid', { name: 'Listings' }));
    await checks.expectLinks(listings, { [harwoodListings[0]?.description ?? '']: '/admin/listing/31' });
    await checks.expectTexts(listings, '$2,550.00', '$2,895.50');
    await checks.expectLinks(canvas, { 'New Listing': '/admin/listing/add/11' });
    await userEvent.click(canvas.getByRole('button', { name: /^Download Lease Agreement/ }));
    await expect(args.onDownloadDocument).toHaveBeenCalledWith(harwoodDocuments[0]);
    await checks.expectLinks(canvas, {
      'Upload Document': '/admin/document?documentFor=property&propertyId=11',
    });
    await checks.expectTexts(canvas, 'No file yet');
  },
});

/** A studio (bedroom 0) without a strata company: no strata block; no listings or documents yet. */
export const StudioWithoutStrataCompany = meta.story({
  args: { property: sabaStudio, listings: [], documents: [] },
  play: async ({ canvas }) => {
    await checks.expectTexts(canvas, 'Studio');
    await checks.expectAbsent(canvas, 'region', 'Strata Management Company');
    await checks.expectTexts(canvas, 'No listings yet.', 'No documents yet.');
  },
});

/** Archive asks "Are you sure you want to archive this?" first (rental spec 4). */
export const ArchiveConfirmation = meta.story({
  play: async ({ canvas, args }) => {
    await checks.confirmAction(canvas, 'Archive', 'property RM0071', {
      button: 'Archive',
      cascade: 'Its 2 listings are archived too.',
    });
    await expect(args.onArchive).toHaveBeenCalledOnce();
  },
});

/** Remove from owner asks first and names the owner. */
export const RemoveFromOwnerConfirmation = meta.story({
  play: async ({ canvas, args }) => {
    await checks.confirmDialog(canvas, 'Remove from owner', {
      dialog: 'Remove from owner',
      says: /remove this property from its owner, Margaret Chen\?/,
      answer: 'Cancel',
    });
    await expect(args.onRemoveOwner).not.toHaveBeenCalled();
  },
});

/** A property removed from its owner: no owner link, no Remove from owner. */
export const WithoutOwner = meta.story({
  args: { property: { ...harwoodProperty, ownerId: null, ownerName: null } },
  play: async ({ canvas }) => {
    await checks.expectTexts(canvas, 'No owner');
    await checks.expectAbsent(canvas, 'button', 'Remove from owner');
  },
});

/** An archived property opened here: read only, with the way to its archived page. */
export const Archived = meta.story({
  args: { property: { ...harwoodProperty, archived: true }, listings: [] },
  play: async ({ canvas }) => {
    await checks.expectTexts(canvas, 'This property is archived.');
    await checks.expectAbsent(canvas, 'button', 'Archive');
    await checks.expectAbsent(canvas, 'link', 'Edit Property', 'New Listing');
  },
});

/** Deleting a document is permanent and asks first (rental spec 4). */
export const DeleteDocumentConfirmation = meta.story({
  play: async ({ canvas, args }) => {
    await checks.confirmDialog(canvas, /^Delete Lease Agreement/, {
      dialog: 'Delete document',
      says: /This cannot be undone\./,
      answer: 'Delete',
    });
    await expect(args.onDeleteDocument).toHaveBeenCalledWith(harwoodDocuments[0]);
  },
});

/** Opened from its owner's page: the back link names the owner and leads there. */
export const OpenedFromOwner = meta.story({
  args: { backLink: { label: 'Back To Owner Margaret Chen', href: '/admin/owner/7' } },
  play: async ({ canvas }) => {
    await checks.expectLinks(canvas, { 'Back To Owner Margaret Chen': '/admin/owner/7' });
    await expect(canvas.queryByRole('link', { name: 'Back To Dashboard' })).toBeNull();
  },
});
