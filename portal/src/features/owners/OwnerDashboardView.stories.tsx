import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { margaretDocuments, margaretProperties } from '../shared/fixtures/ownerFixtures.ts';
import { columnHeaders, expectLoadFailure } from '../shared/fixtures/storyChecks.ts';
import { OwnerDashboardView } from './OwnerDashboardView.tsx';

const meta = {
  title: 'Screens/owner/Dashboard',
  component: OwnerDashboardView,
  args: {
    name: 'Margaret Chen',
    properties: { rows: margaretProperties, status: 'ready', onRetry: fn() },
    documents: { rows: margaretDocuments, status: 'ready', onRetry: fn() },
    onDownloadDocument: fn(),
  },
} satisfies Meta<typeof OwnerDashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's name, properties (RM Number links to the property page, Address, City) and documents. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByText('Welcome, Margaret Chen.')).toBeVisible();
    const properties = canvas.getByRole('grid', { name: 'Properties' });
    await expect(columnHeaders(properties)).toEqual(['RM Number', 'Address', 'City']);
    await expect(within(properties).getByRole('link', { name: 'RM0071' })).toHaveAttribute(
      'href',
      '/owner/property/11',
    );
    await expect(within(properties).getByText('3338 Findlay Street, Vancouver, BC V5N 4E7')).toBeVisible();

    const documents = canvas.getByRole('grid', { name: 'Documents' });
    await expect(within(documents).getByText('Owner statement October 2026.pdf')).toBeVisible();
    await expect(within(documents).getByText('Rent increase notice 2027')).toBeVisible();
    // Read only: no edit or delete, only the PDF to download.
    await expect(within(documents).queryByRole('link', { name: /^Edit/ })).toBeNull();
    await expect(within(documents).queryByRole('button', { name: /^Delete/ })).toBeNull();
    await userEvent.click(
      within(documents).getByRole('button', { name: 'Download Owner statement October 2026.pdf' }),
    );
    await expect(args.onDownloadDocument).toHaveBeenCalledWith(margaretDocuments[0]);
  },
};

/** A new owner: nothing yet. */
export const Empty: Story = {
  args: {
    properties: { rows: [], status: 'ready', onRetry: fn() },
    documents: { rows: [], status: 'ready', onRetry: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have no properties with us yet.')).toBeVisible();
    await expect(canvas.getByText('No documents yet.')).toBeVisible();
  },
};

/** The properties failed to load: the message in the table and Try again; the documents still show. */
export const PropertiesLoadFailure: Story = {
  args: { properties: { rows: [], status: 'error', onRetry: fn() } },
  play: async ({ canvasElement, args }) => {
    await expectLoadFailure(canvasElement, args.properties, 'Could Not Load Properties.', 'properties');
    await expect(within(canvasElement).getByText('Rent increase notice 2027')).toBeVisible();
  },
};

/** The documents on their way. */
export const LoadingDocuments: Story = {
  args: { documents: { rows: [], status: 'loading', onRetry: fn() } },
};
