import { expect, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import { harwoodImageSources, harwoodListing } from '../shared/fixtures/rentalFixtures.ts';
import { ListingView } from './ListingView.tsx';

const meta = preview.meta({
  title: 'Screens/admin/Listing',
  component: ListingView,
  args: { listing: harwoodListing, imageSources: harwoodImageSources },
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: harwoodListing.description })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Listing' })).toHaveAttribute(
      'href',
      '/admin/listing/edit/31',
    );
    await expect(canvas.getByText('$2,550.00')).toBeVisible();
    await expect(canvas.getByText('storage locker')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Listing photo 1 of 3' })).toBeVisible();
  },
});

/** The owner's page of a listing of their property: the same details and images, read only, back to their property. */
export const Owner = meta.story({
  args: { area: 'owner' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: harwoodListing.description })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit Listing' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back To Property' })).toHaveAttribute(
      'href',
      `/owner/property/${harwoodListing.propertyId}`,
    );
    await expect(canvas.getByText('$2,550.00')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Listing photo 3 of 3' })).toBeVisible();
  },
});

/** The images' bytes are still on their way (they are fetched with the token). */
export const ImagesLoading = meta.story({
  args: { imageSources: new Map() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Listing photo 3 of 3, loading' })).toBeInTheDocument();
  },
});

/** An archived listing: read only, no Edit link. */
export const Archived = meta.story({
  args: { listing: { ...harwoodListing, archived: true, images: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This listing is archived.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit Listing' })).toBeNull();
    await expect(canvas.getByText('This listing has no images.')).toBeVisible();
  },
});

/** Rich text as the spec has it: paragraphs, lists and emphasis render formatted; a script arrives as nothing. */
export const FormattedText = meta.story({
  args: {
    listing: {
      ...harwoodListing,
      text: '<p>Corner suite.<br>Second line.</p><ul><li>In-suite laundry</li><li>One <em>parking</em> stall</li></ul><ol><li>Apply online</li></ol><script>window.hacked = true</script>',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lists = canvas
      .getAllByRole('list')
      .filter((list) => list.textContent?.includes('laundry') || list.textContent?.includes('Apply'));
    await expect(lists).toHaveLength(2);
    await expect(within(lists[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('parking').tagName).toBe('EM');
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
});
