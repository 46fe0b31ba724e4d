import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  harwoodDocuments,
  harwoodListings,
  harwoodProperty,
  sabaStudio,
} from '../shared/fixtures/rentalFixtures.ts';
import { OwnerPropertyView } from './OwnerPropertyView.tsx';

const meta = {
  title: 'Screens/owner/Property',
  component: OwnerPropertyView,
  args: {
    property: harwoodProperty,
    listings: harwoodListings,
    documents: harwoodDocuments,
    onDownload: fn(),
  },
} satisfies Meta<typeof OwnerPropertyView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's property: details, listings (no links) and documents to download, nothing to change. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Property RM0071' })).toBeVisible();
    const listings = canvas.getByRole('grid', { name: 'Listings' });
    await expect(within(listings).queryByRole('link')).toBeNull();
    await expect(within(listings).getAllByText('Yes')).toHaveLength(1);
    await expect(within(listings).getAllByText('No')).toHaveLength(1);
    await expect(canvas.queryByRole('link', { name: 'Edit Property' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^View/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^Download Lease Agreement/ }));
    await expect(args.onDownload).toHaveBeenCalledWith(harwoodDocuments[0]);
  },
};

export const StudioWithoutListingsOrDocuments: Story = {
  args: { property: sabaStudio, listings: [], documents: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Studio')).toBeVisible();
    await expect(canvas.getByText('No listings yet.')).toBeVisible();
    await expect(canvas.getByText('No documents yet.')).toBeVisible();
  },
};
