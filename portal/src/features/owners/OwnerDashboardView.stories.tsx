import { expect, fn, within } from 'storybook/test';
import { margaretDocuments, margaretProperties } from '../shared/fixtures/ownerFixtures.ts';
import { preview } from '../shared/fixtures/preview.ts';
import * as checks from '../shared/fixtures/storyChecks.ts';
import { OwnerDashboardView } from './OwnerDashboardView.tsx';

const meta = preview.meta({
  title: 'Screens/owner/Dashboard',
  component: OwnerDashboardView,
  args: {
    name: 'Margaret Chen',
    properties: checks.loadedList(margaretProperties),
    documents: checks.loadedList(margaretDocuments),
    onViewDocument: fn(),
    onDownloadDocument: fn(),
  },
});

/** The owner's name, properties (RM Number links to the property page, Address, City) and documents. */
export const Default = meta.story({
  play: async ({ canvas, args, userEvent }) => {
    await checks.expectHeading(canvas, 'Dashboard');
    await checks.expectTexts(canvas, 'Welcome, Margaret Chen.');
    const properties = canvas.getByRole('grid', { name: 'Properties' });
    await expect(checks.columnHeaders(properties)).toEqual(['RM Number', 'Address', 'City']);
    await checks.expectLinks(within(properties), { RM0071: '/owner/property/11' });
    await checks.expectTexts(within(properties), '3338 Findlay Street, Vancouver, BC V5N 4E7');

    const documents = within(canvas.getByRole('grid', { name: 'Documents' }));
    await checks.expectTexts(documents, 'Owner statement October 2026.pdf', 'Rent increase notice 2027');
    // Read only: no edit or delete; the title opens the PDF in the viewer, which downloads it too.
    await checks.expectAbsent(documents, 'link', /^Edit/);
    await checks.expectAbsent(documents, 'button', /^Delete/);
    await userEvent.click(documents.getByRole('button', { name: 'View Owner statement October 2026.pdf' }));
    await expect(args.onViewDocument).toHaveBeenCalledWith(margaretDocuments[0]);
  },
});

/** A new owner: nothing yet. */
export const Empty = meta.story({
  args: { properties: checks.loadedList([]), documents: checks.loadedList([]) },
  play: checks.showsText('You have no properties with us yet.', 'No documents yet.'),
});

/** The properties failed to load: the message in the table and Try again; the documents still show. */
export const PropertiesLoadFailure = meta.story({
  args: { properties: checks.loadedList([], 'error') },
  play: async ({ canvas, args }) => {
    await checks.expectLoadFailure(canvas, args.properties, 'Could Not Load Properties.', 'properties');
    await checks.expectTexts(canvas, 'Rent increase notice 2027');
  },
});

/** The documents on their way. */
export const LoadingDocuments = meta.story({
  args: { documents: checks.loadedList([], 'loading') },
});
