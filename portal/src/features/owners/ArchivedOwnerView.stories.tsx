import { expect, fn, within } from 'storybook/test';
import { archivedProperties, haroldBecker, margaretDocuments } from '../shared/fixtures/ownerFixtures.ts';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { ArchivedOwnerView } from './ArchivedOwnerView.tsx';

const haroldDocuments = margaretDocuments.map((document) => ({
  ...document,
  ownerId: haroldBecker.id,
  ownerName: haroldBecker.name,
}));

const meta = preview.meta({
  title: 'Screens/admin/Archived Owner',
  component: ArchivedOwnerView,
  args: {
    owner: haroldBecker,
    properties: archivedProperties,
    documents: haroldDocuments,
    onRestore: fn(async () => undefined),
    ...checks.documentArgs(),
  },
});

/** An archived owner in the United States with two archived properties and documents (view and download only). */
export const Default = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await checks.expectHeading(canvas, 'Archived Owner Harold Becker');
    await expect(canvas.getByRole('region', { name: 'Owner Details' })).toHaveTextContent('U.S');
    await checks.expectLinks(canvas, { CM0092: '/admin/archived/property/6' });
    const documents = within(canvas.getByRole('grid', { name: 'Documents' }));
    await checks.expectAbsent(documents, 'button', /^Delete/);
    await userEvent.click(
      documents.getByRole('button', { name: 'Download Owner statement October 2026.pdf' }),
    );
    await expect(args.onDownloadDocument).toHaveBeenCalledWith(haroldDocuments[0]);
  },
});

/** Restore states that the owner's properties and listings come back too. */
export const Restore = meta.story({
  play: async ({ canvas, args }) => {
    await checks.confirmDialog(canvas, 'Restore', {
      dialog: 'Restore Harold Becker',
      says: 'Their properties and listings archived with them are restored too.',
      answer: 'Restore',
    });
    await expect(args.onRestore).toHaveBeenCalled();
  },
});

/** An owner archived before any property or document was filed. */
export const NothingArchivedWithIt = meta.story({
  args: { properties: [], documents: [] },
  play: checks.showsText('This owner has no archived properties.', 'No documents yet.'),
});
