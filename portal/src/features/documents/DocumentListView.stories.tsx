import { expect, fn, userEvent, within } from 'storybook/test';
import { margaretDocuments } from '../shared/fixtures/ownerFixtures.ts';
import { preview } from '../shared/fixtures/preview.ts';
import { harwoodDocuments } from '../shared/fixtures/rentalFixtures.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { DocumentListView } from './DocumentListView.tsx';

const documents = [...margaretDocuments, ...harwoodDocuments];

const meta = preview.meta({
  title: 'Screens/admin/Documents',
  component: DocumentListView,
  args: { documents, onView: fn() },
});

/** Documents of owners and of properties; a title opens the viewer; Upload leads to the upload form. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await checks.expectHeading(canvas, 'Documents');
    await checks.expectLinks(canvas, { Upload: '/admin/document' });
    const grid = canvas.getByRole('grid', { name: 'Documents' });
    await checks.expectColumns(grid, ['Title', 'Filed For', 'Type', 'Date']);
    const table = within(grid);
    await checks.expectTexts(table, 'Financial Statements');
    // What a document is filed for opens that record's page, which then leads back to the Documents page.
    for (const link of table.getAllByRole('link', { name: 'Property RM0071' })) {
      await expect(link).toHaveAttribute('href', '/admin/property/11?from=/admin/documents');
    }
    const owners = table.getAllByRole('link', { name: 'Owner Margaret Chen' });
    await expect(owners).toHaveLength(2);
    await expect(owners[0]).toHaveAttribute('href', '/admin/owner/7?from=/admin/documents');
    await expect(table.getAllByText('(no file yet)').length).toBeGreaterThan(0);
    const first = margaretDocuments[0];
    if (!first) throw new Error('The fixture has no document');
    await userEvent.click(table.getByRole('button', { name: `View ${first.title}` }));
    await expect(args.onView).toHaveBeenCalledWith(first);
  },
});

/** No documents yet. */
export const Empty = meta.story({
  args: { documents: [] },
  play: checks.showsText('No documents yet.'),
});
