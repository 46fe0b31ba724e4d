import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { margaretChen, margaretDocuments, margaretProperties } from '../shared/fixtures/ownerFixtures.ts';
import { OwnerView } from './OwnerView.tsx';

const meta = {
  title: 'Screens/admin/Owner',
  component: OwnerView,
  args: {
    owner: margaretChen,
    properties: margaretProperties,
    documents: margaretDocuments,
    onArchive: fn(async () => undefined),
    onViewDocument: fn(),
    onDownloadDocument: fn(),
    onDeleteDocument: fn(async () => undefined),
  },
} satisfies Meta<typeof OwnerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An owner with two properties, a statement and a letter whose PDF is not uploaded yet. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Margaret Chen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Owner' })).toHaveAttribute(
      'href',
      '/admin/edit/owner/7',
    );
    await expect(canvas.getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/admin/owner/resetOwnerPassword/12',
    );
    await expect(canvas.getByRole('link', { name: 'New Property' })).toHaveAttribute(
      'href',
      '/admin/property/add/7',
    );
    await expect(canvas.getByRole('link', { name: 'RM0071' })).toHaveAttribute('href', '/admin/property/11');
    await expect(canvas.getByRole('region', { name: 'Owner Details' })).toHaveTextContent('604-555-0124');
    const documents = canvas.getByRole('grid', { name: 'Documents' });
    await expect(within(documents).getByText('No file yet')).toBeVisible();
    await userEvent.click(
      within(documents).getByRole('button', { name: 'View Owner statement October 2026.pdf' }),
    );
    await expect(args.onViewDocument).toHaveBeenCalledWith(margaretDocuments[0]);
    await expect(
      within(documents).getByRole('link', { name: 'Edit Rent increase notice 2027' }),
    ).toHaveAttribute('href', '/utils/editDocument/62');
  },
};

/** Delete asks first that it cannot be undone, then deletes. */
export const DeleteDocument: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Rent increase notice 2027' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete document' });
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to delete “Rent increase notice 2027”? This cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteDocument).toHaveBeenCalledWith(margaretDocuments[1]);
  },
};

/** Archive asks "Are you sure you want to archive this?" first. */
export const Archive: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive owner' });
    await expect(dialog).toHaveTextContent('Are you sure you want to archive this?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await expect(args.onArchive).toHaveBeenCalled();
  },
};

/** A new owner: no properties and no documents yet. */
export const NewOwner: Story = {
  args: { properties: [], documents: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This owner has no properties yet.')).toBeVisible();
    await expect(canvas.getByText('No documents yet.')).toBeVisible();
  },
};
