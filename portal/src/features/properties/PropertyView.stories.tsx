import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  harwoodDocuments,
  harwoodListings,
  harwoodProperty,
  sabaStudio,
} from '../shared/fixtures/rentalFixtures.ts';
import { PropertyView } from './PropertyView.tsx';

const meta = {
  title: 'Screens/admin/Property',
  component: PropertyView,
  args: {
    property: harwoodProperty,
    listings: harwoodListings,
    documents: harwoodDocuments,
    isAdministrator: true,
    onArchive: fn(async () => undefined),
    onRemoveOwner: fn(async () => undefined),
    onViewDocument: fn(),
    onDownloadDocument: fn(),
    onDeleteDocument: fn(async () => undefined),
  },
} satisfies Meta<typeof PropertyView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A property with its strata company, two listings and two documents (one not uploaded yet). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Property RM0071' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Margaret Chen' })).toHaveAttribute(
      'href',
      '/admin/owner/7',
    );
    await expect(canvas.getByRole('link', { name: 'Edit Property' })).toHaveAttribute(
      'href',
      '/admin/edit/property/11',
    );
    await expect(canvas.getByRole('region', { name: 'Strata Management Company' })).toBeVisible();
    const listings = canvas.getByRole('grid', { name: 'Listings' });
    await expect(
      within(listings).getByRole('link', { name: harwoodListings[0]?.description ?? '' }),
    ).toHaveAttribute('href', '/admin/listing/31');
    await expect(within(listings).getByText('$2,550.00')).toBeVisible();
    await expect(within(listings).getByText('$2,895.50')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New Listing' })).toHaveAttribute(
      'href',
      '/admin/listing/add/11',
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Download Lease Agreement/ }));
    await expect(args.onDownloadDocument).toHaveBeenCalledWith(harwoodDocuments[0]);
    await expect(canvas.getByRole('link', { name: 'Upload Document' })).toHaveAttribute(
      'href',
      '/admin/document?documentFor=property&propertyId=11',
    );
    await expect(canvas.getByText('No file yet')).toBeVisible();
  },
};

/** A studio (bedroom 0) without a strata company: no strata block; no listings or documents yet. */
export const StudioWithoutStrataCompany: Story = {
  args: { property: sabaStudio, listings: [], documents: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Studio')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Strata Management Company' })).toBeNull();
    await expect(canvas.getByText('No listings yet.')).toBeVisible();
    await expect(canvas.getByText('No documents yet.')).toBeVisible();
  },
};

/** Archive asks "Are you sure you want to archive this?" first (rental spec 4). */
export const ArchiveConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Archive property' });
    await expect(within(dialog).getByText('Are you sure you want to archive this?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await expect(args.onArchive).toHaveBeenCalledOnce();
  },
};

/** Remove from owner asks first and names the owner. */
export const RemoveFromOwnerConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from owner' }));
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Remove from owner' });
    await expect(
      within(dialog).getByText(/remove this property from its owner, Margaret Chen\?/),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onRemoveOwner).not.toHaveBeenCalled();
  },
};

/** A property removed from its owner: no owner link, no Remove from owner. */
export const WithoutOwner: Story = {
  args: { property: { ...harwoodProperty, ownerId: null, ownerName: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No owner')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove from owner' })).toBeNull();
  },
};

/** An archived property opened here: read only, with the way to its archived page. */
export const Archived: Story = {
  args: { property: { ...harwoodProperty, archived: true }, listings: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This property is archived.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Archive' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Edit Property' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'New Listing' })).toBeNull();
  },
};

/** Deleting a document is permanent and asks first (rental spec 4). */
export const DeleteDocumentConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Delete Lease Agreement/ }));
    const dialog = within(document.body).getByRole('alertdialog', { name: 'Delete document' });
    await expect(within(dialog).getByText(/This cannot be undone\./)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteDocument).toHaveBeenCalledWith(harwoodDocuments[0]);
  },
};
