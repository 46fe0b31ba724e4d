import { expect, fn, userEvent, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import { DocumentEditView, type DocumentEditViewProps } from './StrataDocumentEditView.tsx';

const meta = preview.meta({
  title: 'Screens/strataAdmin/DocumentEdit',
  component: DocumentEditView,
  args: {
    kind: 'property',
    document: {
      title: 'Consolidated Bylaws',
      categoryId: 1,
      fileName: 'BCS1234-Consolidated-Bylaws.pdf',
      documentDate: '2025-03-14',
    },
    categories: [
      { id: 1, label: 'Bylaws' },
      { id: 2, label: 'Minutes' },
    ],
    onSubmit: fn(async () => undefined),
    failure: null,
    saved: false,
    viewHref: '/strataAdmin/document/view/1',
    backLink: { label: 'Back To Building', href: '/strataAdmin/property/1' },
  } satisfies Partial<DocumentEditViewProps>,
});

/** A new title saved without a replacement file. */
export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('textbox', { name: /^Title/ });
    await userEvent.clear(title);
    await expect(await canvas.findByText('There is no replacement file.')).toBeVisible();
    await userEvent.type(title, 'Bylaws 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Document' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Bylaws 2026',
      categoryId: 1,
      documentDate: '2025-03-14',
      file: undefined,
    });
  },
});

/** Minutes filed under the wrong day get the meeting's date back; the date is kept when the title changes. */
export const NewDate = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const date = canvas.getByRole('group', { name: 'Document Date' });
    await userEvent.click(within(date).getByRole('spinbutton', { name: /day/i }));
    await userEvent.keyboard('02');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Document' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Consolidated Bylaws', documentDate: '2025-03-02' }),
    );
  },
});

/** After a save: the spec's success alert. */
export const Saved = meta.story({
  args: { kind: 'unit', saved: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Strata Unit Document' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Document successfully updated!');
  },
});

/** A failed save names the document. */
export const Failed = meta.story({
  args: { failure: 'Error updating document: Consolidated Bylaws' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error updating document: Consolidated Bylaws');
  },
});
