import { expect, fn, userEvent, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import {
  harwoodDocuments,
  harwoodListings,
  harwoodProperty,
  sabaStudio,
} from '../shared/fixtures/rentalFixtures.ts';
import { OwnerPropertyView } from './OwnerPropertyView.tsx';

const meta = preview.meta({
  title: 'Screens/owner/Property',
  component: OwnerPropertyView,
  args: {
    property: harwoodProperty,
    listings: harwoodListings,
    documents: harwoodDocuments,
    onView: fn(),
    onDownload: fn(),
  },
});

/**
 * The owner's property: details, listings (each opening the listing's page) and documents (each opening in the
 * viewer), nothing to change.
 */
export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Property RM0071' })).toBeVisible();
    const listings = canvas.getByRole('grid', { name: 'Listings' });
    await expect(
      within(listings).getByRole('link', { name: harwoodListings[0]?.description }),
    ).toHaveAttribute('href', '/owner/listing/31');
    await expect(within(listings).getAllByText('Yes')).toHaveLength(1);
    await expect(within(listings).getAllByText('No')).toHaveLength(1);
    await expect(canvas.queryByRole('link', { name: 'Edit Property' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /^Edit/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^View Lease Agreement/ }));
    await expect(args.onView).toHaveBeenCalledWith(harwoodDocuments[0]);
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
});

/** A document named by a long file name: on a phone it wraps at its dashes and before ".pdf", never cut. */
export const LongFileName = meta.story({
  args: {
    documents: harwoodDocuments.map((document, index) =>
      index === 0
        ? {
            ...document,
            title: '',
            fileName: 'Lease-Agreement-RM0023-Signed-Counterpart-2026.pdf',
          }
        : document,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('button', {
      name: 'View Lease-Agreement-RM0023-Signed-Counterpart-2026.pdf',
    });
    await expect(title).toHaveTextContent('Lease-Agreement-RM0023-Signed-Counterpart-2026.pdf');
    // Nothing of the name is hidden: the button is no wider than its cell shows.
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth + 1);
  },
});

export const StudioWithoutListingsOrDocuments = meta.story({
  args: { property: sabaStudio, listings: [], documents: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Studio')).toBeVisible();
    await expect(canvas.getByText('No listings yet.')).toBeVisible();
    await expect(canvas.getByText('No documents yet.')).toBeVisible();
  },
});
