import { expect, fn } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { ArchivedDocumentsView, type ArchivedDocumentsViewProps } from './ArchivedDocumentsView.tsx';

const meta = preview.meta({
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
  } satisfies Partial<ArchivedDocumentsViewProps>,
});

/** Grouped by category (empty ones left out); Restore and Delete are confirmed first. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: /^Minutes/ })).toBeVisible();
    await checks.expectAbsent(canvas, 'button', /^Insurance/);
    await checks.expectLinks(canvas, { 'View AGM Minutes 2024': '/strataAdmin/document/view/7' });
    await checks.confirmAction(canvas, 'Delete', 'AGM Minutes 2024', { cascade: 'Its file is deleted too.' });
    await expect(args.onDelete).toHaveBeenCalledWith(args.documents[0]);
  },
});

/** A unit without archived documents, after a failed restore elsewhere on the page. */
export const EmptyWithFailure = meta.story({
  args: {
    title: 'Archived Unit Documents',
    description: 'Unit 101, Bayshore Commons',
    documents: [],
    failure: 'Error restoring document',
    backLink: { label: 'Back To Unit', href: '/strataAdmin/strataUnit/11' },
  },
  play: async ({ canvas }) => {
    await checks.expectTexts(canvas, 'No archived documents.');
    await checks.expectAlert(canvas, 'Error restoring document');
  },
});
