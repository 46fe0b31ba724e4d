import { expect, fn, userEvent, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import { DocumentUploadView, type DocumentUploadViewProps } from './StrataDocumentUploadView.tsx';
import type { StrataDocumentUploadValues } from './strataDocumentForm.ts';

const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

const meta = preview.meta({
  title: 'Screens/strataAdmin/DocumentUpload',
  component: DocumentUploadView,
  args: {
    buildings: [
      { id: 1, label: 'Bayshore Commons (BCS1234)' },
      { id: 2, label: 'Edmonds Park Square (EPS5678)' },
    ],
    units: null,
    propertyCategories: [
      { id: 1, label: 'Bylaws' },
      { id: 2, label: 'Minutes' },
      { id: 6, label: 'Renovations' },
    ],
    unitCategories: [
      { id: 1, label: 'General' },
      { id: 2, label: 'Correspondence' },
      { id: 3, label: 'Forms' },
    ],
    initialValues: {
      documentFor: 'property',
      strataPropertyId: null,
      strataUnitId: null,
      title: '',
      categoryId: null,
      documentDate: '2026-03-10',
      files: [],
    },
    onBuildingChange: fn(),
    onSubmit: fn(async () => []),
    failure: null,
    backLink: { label: 'Back To Dashboard', href: '/strataAdmin/dashboard' },
  } satisfies Partial<DocumentUploadViewProps>,
});

/** Upload with nothing chosen: the spec's message on the building and the type, the title and file required. */
export const BlankProperty = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    const messages = await canvas.findAllByText(
      'Error: Strata Property and Type of Document cannot be blank!',
    );
    await expect(messages).toHaveLength(2);
    await expect(canvas.getByText('Please select a file!')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** The unit variant of the message, and the unit list waits for a building. */
export const BlankUnit = meta.story({
  args: { initialValues: { ...meta.input.args.initialValues, documentFor: 'unit' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    const messages = await canvas.findAllByText(
      'Error: Strata Property and Type of Document cannot be left blank.',
    );
    await expect(messages.length).toBeGreaterThanOrEqual(2);
    await expect(canvas.getByText('Choose a strata property first.')).toBeVisible();
  },
});

/** Opened from a unit page: the unit is shown read only, two PDFs chosen. */
export const ForUnit = meta.story({
  args: {
    fixedTarget: { kind: 'unit', building: 'Bayshore Commons (BCS1234)', unit: 'Unit 101' },
    initialValues: {
      documentFor: 'unit',
      strataPropertyId: 1,
      strataUnitId: 11,
      title: 'Inspection',
      categoryId: 1,
      documentDate: '2026-03-10',
      files: [pdf('move-in.pdf'), pdf('move-out.pdf')],
    },
    backLink: { label: 'Back To Unit', href: '/strataAdmin/strataUnit/11' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unit 101')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: /Document For/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
});

/** The form opened from a building's page (the building fixed), a PDF of minutes chosen. */
function openedFromBuilding(values: Partial<StrataDocumentUploadValues>) {
  return {
    fixedTarget: { kind: 'property', building: 'Bayshore Commons (BCS1234)' },
    initialValues: {
      documentFor: 'property',
      strataPropertyId: 1,
      strataUnitId: null,
      title: '',
      categoryId: 2,
      documentDate: '2026-03-10',
      files: [pdf('agm-minutes.pdf')],
      ...values,
    },
    backLink: { label: 'Back To Property', href: '/strataAdmin/property/1' },
  } satisfies Partial<DocumentUploadViewProps>;
}

/** Opened from a building's page with no type chosen: the message names the type only, not the fixed building. */
export const BlankTypeForFixedBuilding = meta.story({
  args: openedFromBuilding({ title: 'AGM Minutes', categoryId: null }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await canvas.findByText('Error: Type of Document cannot be blank!')).toBeVisible();
    await expect(canvas.queryByText(/Strata Property and Type of Document/)).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** AGM minutes filed under the meeting's date, typed in the Document Date field, not the day of the upload. */
export const MinutesUnderTheMeetingsDate = meta.story({
  args: openedFromBuilding({ title: 'AGM Minutes 2026' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const date = canvas.getByRole('group', { name: 'Document Date' });
    const day = within(date).getByRole('spinbutton', { name: /day/i });
    await userEvent.click(day);
    await userEvent.keyboard('05');
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'AGM Minutes 2026', documentDate: '2026-03-05' }),
    );
  },
});

/** A date after today is refused with the server's own message before anything is sent. */
export const DateInTheFuture = meta.story({
  args: openedFromBuilding({
    title: 'Next AGM',
    documentDate: '2099-10-14',
    files: [pdf('agm-notice.pdf')],
  }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await expect(await canvas.findByText('Error: Document Date cannot be in the future!')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** One file of two was refused: its line and the server's reason. */
export const Failed = meta.story({
  args: {
    failure: {
      files: [{ fileName: 'budget.pdf', reason: 'The file is not a PDF.' }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Upload failed');
    await expect(alert).toHaveTextContent('Error uploading document budget.pdf: The file is not a PDF.');
  },
});
