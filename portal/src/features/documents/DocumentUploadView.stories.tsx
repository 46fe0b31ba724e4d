import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ScreenFailure } from '../shared/failures.ts';
import { activeOwners, documentTypes, margaretProperties } from '../shared/fixtures/ownerFixtures.ts';
import { preview } from '../shared/fixtures/preview.ts';
import { DocumentUploadView } from './DocumentUploadView.tsx';
import { documentMessages } from './documentUploadForm.ts';

const meta = preview.meta({
  title: 'Screens/admin/Upload Documents',
  component: DocumentUploadView,
  args: {
    properties: margaretProperties,
    owners: activeOwners,
    documentTypes,
    initialValues: { documentDate: '2026-11-20' },
    onSubmit: fn(async () => undefined),
    failure: null,
  },
});

const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The drop zone has no file input');
  return input;
}

async function openTypes(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Document Type/ }));
  return within(await screen.findByRole('listbox'));
}

/** A property document: the property types only, and the file name taken from the chosen PDF. */
export const PropertyDocument = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Property' })).toBeChecked();
    const types = await openTypes(canvasElement);
    await expect(types.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Lease Agreement',
      'Inspection Report',
      'Tenancy Notice',
      'Insurance Certificate',
    ]);
    await userEvent.click(types.getByRole('option', { name: 'Lease Agreement' }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Property' }), 'RM0072');
    await userEvent.click(await screen.findByRole('option', { name: /RM0072/ }));
    await userEvent.upload(fileInput(canvasElement), pdf('Lease 3338 Findlay.pdf'));
    await expect(canvas.getByRole('textbox', { name: 'File Name' })).toHaveValue('Lease 3338 Findlay.pdf');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Document' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        documentFor: 'property',
        propertyId: 12,
        documentTypeId: 1,
        documentDate: '2026-11-20',
        fileName: 'Lease 3338 Findlay.pdf',
      }),
    );
  },
});

/** Nothing chosen: the spec's messages, and nothing sent. */
export const Messages = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Document' }));
    await expect(await canvas.findByText(documentMessages.property)).toBeVisible();
    await expect(canvas.getByText(documentMessages.type)).toBeVisible();
    await expect(canvas.getByText('Please select a file!')).toBeVisible();
    await userEvent.click(canvas.getByText('Owner'));
    await expect(await canvas.findByText(documentMessages.owner)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** Opened from an owner's page: Document For owner with the owner chosen; owner types only. */
export const OwnerDocument = meta.story({
  args: { initialValues: { documentFor: 'owner', ownerId: 7, documentDate: '2026-11-20' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Owner' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Owner' })).toHaveValue('Margaret Chen');
    const types = await openTypes(canvasElement);
    await expect(types.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Financial Statements',
      'Correspondence',
    ]);
    await userEvent.click(types.getByRole('option', { name: 'Correspondence' }));
    await userEvent.upload(fileInput(canvasElement), pdf('letter.pdf'));
    const fileName = canvas.getByRole('textbox', { name: 'File Name' });
    await userEvent.clear(fileName);
    await userEvent.type(fileName, 'Rent increase notice 2027');
    // A second file replaces the first, and keeps the name typed by hand.
    await userEvent.upload(fileInput(canvasElement), pdf('letter-signed.pdf'));
    await expect(fileName).toHaveValue('Rent increase notice 2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload Document' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ documentFor: 'owner', ownerId: 7, documentTypeId: 6 }),
    );
  },
});

/** The upload failed: "Error submitting form. " and the error's message. */
export const UploadFailed = meta.story({
  args: { failure: new ScreenFailure(`${documentMessages.failedPrefix}Only PDF files can be uploaded.`) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error submitting form. Only PDF files can be uploaded.',
    );
  },
});
