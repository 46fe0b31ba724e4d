import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ScreenFailure } from '../shared/failures.ts';
import { documentTypes, margaretDocuments } from '../shared/fixtures/ownerFixtures.ts';
import { preview } from '../shared/fixtures/preview.ts';
import { harwoodDocuments } from '../shared/fixtures/rentalFixtures.ts';
import { DocumentEditView, documentBackLink } from './DocumentEditView.tsx';

const statement = margaretDocuments[0] ?? harwoodDocuments[0];
const lease = harwoodDocuments[0];
if (!statement || !lease) throw new Error('The story fixtures have no documents');

const meta = preview.meta({
  title: 'Screens/admin/Edit Document',
  component: DocumentEditView,
  args: {
    document: statement,
    documentTypes,
    onSubmit: fn(async () => undefined),
    failure: null,
    backLink: documentBackLink(statement),
  },
});

/** An owner's statement: the owner types only; a new title and type are saved. */
export const OwnerDocument = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue('Owner statement October 2026.pdf');
    await userEvent.clear(title);
    await userEvent.type(title, 'Owner statement October 2026 (revised)');
    await userEvent.click(canvas.getByRole('button', { name: /Document Type/ }));
    const types = within(await screen.findByRole('listbox'));
    await expect(types.getAllByRole('option')).toHaveLength(2);
    await userEvent.click(types.getByRole('option', { name: 'Correspondence' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Document' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      fileName: 'Owner statement October 2026 (revised)',
      documentTypeId: 6,
    });
  },
});

/** A property's lease: the property types are offered. */
export const PropertyDocument = meta.story({
  args: { document: lease, backLink: documentBackLink(lease) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('RM0071')).toBeVisible();
    // The way back names the property the document belongs to.
    await expect(canvas.getByRole('link', { name: 'Back To Property RM0071' })).toHaveAttribute(
      'href',
      '/admin/property/11',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Document Type/ }));
    await expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{Escape}');
  },
});

/** An empty title: "This field is required", nothing sent. */
export const TitleRequired = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Title' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Document' }));
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** The server refused the change. */
export const SaveFailed = meta.story({
  args: { failure: new ScreenFailure('Error submitting form. This document type cannot be used here.') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error submitting form. This document type cannot be used here.',
    );
  },
});
