import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { harwoodListings, harwoodProperty, sabaStudio } from '../shared/fixtures/rentalFixtures.ts';
import { ArchivedPropertyView } from './ArchivedPropertyView.tsx';

const archivedHarwood = { ...harwoodProperty, archived: true };
const archivedListings = harwoodListings.map((listing) => ({ ...listing, archived: true }));

const meta = {
  title: 'Screens/admin/Archived Property',
  component: ArchivedPropertyView,
  args: { property: archivedHarwood, listings: archivedListings, onRestore: fn(async () => undefined) },
} satisfies Meta<typeof ArchivedPropertyView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The archived property's details, its strata company and its archived listings, read only. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Archived Property RM0071' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Strata Management Company' })).toBeVisible();
    const listings = canvas.getByRole('grid', { name: 'Listings' });
    await expect(within(listings).getByText('$2,895.50')).toBeVisible();
    // Read only: no links into the listings.
    await expect(within(listings).queryAllByRole('link')).toHaveLength(0);
  },
};

/** Restore asks first, stating that the listings come back too. */
export const Restore: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore property' });
    await expect(dialog).toHaveTextContent('Its listings will be restored too.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await expect(args.onRestore).toHaveBeenCalled();
  },
};

/** A studio without a strata company and without archived listings. */
export const StudioWithoutListings: Story = {
  args: { property: { ...sabaStudio, archived: true }, listings: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Strata Management Company' })).toBeNull();
    await expect(canvas.getByText('No listings yet.')).toBeVisible();
  },
};
