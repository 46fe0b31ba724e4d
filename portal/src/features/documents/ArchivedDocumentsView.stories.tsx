import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { ArchivedDocumentsView } from './ArchivedDocumentsView.tsx';

const meta = {
  title: 'Screens/strataAdmin/ArchivedDocuments',
  component: ArchivedDocumentsView,
  args: {
    title: 'Archived Documents',
    description: 'Bayshore Commons (BCS1234)',
    documents: [
      { id: 7, title: 'AGM Minutes 2024', documentDate: '2024-03-21', category: { id: 2, name: 'Minutes' } },
      { id: 9, title: 'Bylaws 2019', documentDate: '2019-06-02', category: { id: 1, name: 'Bylaws' } },
    ],
    categories: [
      { id: 1, name: 'Bylaws' },
      { id: 2, name: 'Minutes' },
      { id: 3, name: 'Insurance' },
    ],
    viewHref: (document) => `/strataAdmin/document/view/${document.id}`,
    onDownload: fn(),
    ...checks.restoreDeleteArgs(),
    failure: null,
    backLink: { label: 'Back To Building', href: '/strataAdmin/property/1' },
  },
} satisfies Meta<typeof ArchivedDocumentsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Grouped by category (empty ones left out); Restore and Delete are confirmed first. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^Minutes/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Insurance/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View AGM Minutes 2024' })).toHaveAttribute(
      'href',
      '/strataAdmin/document/view/7',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Delete AGM Minutes 2024' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Delete AGM Minutes 2024' });
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this? This cannot be undone.Its file is deleted too.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(args.documents[0]);
  },
};

/** A unit without archived documents, after a failed restore elsewhere on the page. */
export const EmptyWithFailure: Story = {
  args: {
    title: 'Archived Unit Documents',
    description: 'Unit 101, Bayshore Commons',
    documents: [],
    failure: 'Error restoring document',
    backLink: { label: 'Back To Unit', href: '/strataAdmin/strataUnit/11' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No archived documents.')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error restoring document');
  },
};
