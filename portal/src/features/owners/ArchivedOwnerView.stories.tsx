import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { archivedProperties, haroldBecker, margaretDocuments } from '../shared/fixtures/ownerFixtures.ts';
import { ArchivedOwnerView } from './ArchivedOwnerView.tsx';

const haroldDocuments = margaretDocuments.map((document) => ({
  ...document,
  ownerId: haroldBecker.id,
  ownerName: haroldBecker.name,
}));

const meta = {
  title: 'Screens/admin/Archived Owner',
  component: ArchivedOwnerView,
  args: {
    owner: haroldBecker,
    properties: archivedProperties,
    documents: haroldDocuments,
    onRestore: fn(async () => undefined),
    onViewDocument: fn(),
    onDownloadDocument: fn(),
  },
} satisfies Meta<typeof ArchivedOwnerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An archived owner in the United States with two archived properties and documents (view and download only). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Archived Owner Harold Becker' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Owner Details' })).toHaveTextContent('U.S');
    await expect(canvas.getByRole('link', { name: 'CM0092' })).toHaveAttribute(
      'href',
      '/admin/archived/property/6',
    );
    const documents = canvas.getByRole('grid', { name: 'Documents' });
    await expect(within(documents).queryByRole('button', { name: /^Delete/ })).toBeNull();
    await userEvent.click(
      within(documents).getByRole('button', { name: 'Download Owner statement October 2026.pdf' }),
    );
    await expect(args.onDownloadDocument).toHaveBeenCalledWith(haroldDocuments[0]);
  },
};

/** Restore states that the owner's properties and listings come back too. */
export const Restore: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore owner' });
    await expect(dialog).toHaveTextContent(
      'All of the owner’s properties and their listings will be restored too.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await expect(args.onRestore).toHaveBeenCalled();
  },
};

/** An owner archived before any property or document was filed. */
export const NothingArchivedWithIt: Story = {
  args: { properties: [], documents: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This owner has no archived properties.')).toBeVisible();
    await expect(canvas.getByText('No documents yet.')).toBeVisible();
  },
};
