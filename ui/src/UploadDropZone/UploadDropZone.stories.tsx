import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { selectControl } from '../stories/controls.ts';
import type { Canvas } from '../stories/playContext.ts';
import { preview } from '../stories/preview.ts';
import { useReportedState } from '../utils/useReportedState.ts';
import {
  fileRequiredMessage,
  UploadDropZone,
  type UploadDropZoneProps,
  uploadKinds,
} from './UploadDropZone.tsx';

function pdf(name: string, size = 48_213): File {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf' });
}

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

/** Drags files onto the zone the way a browser does: enter, over, drop with the same DataTransfer. */
function dropFiles(zone: Element, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  const { left, top } = zone.getBoundingClientRect();
  // A DataTransfer built in script has no file-system entries, which react-aria reads to tell files
  // from folders (a real drop from the desktop has them); stand one in while the events run.
  const original = Object.getOwnPropertyDescriptor(DataTransferItem.prototype, 'webkitGetAsEntry');
  Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', {
    configurable: true,
    value(this: DataTransferItem) {
      return { isFile: this.kind === 'file', isDirectory: false };
    },
  });
  try {
    for (const type of ['dragenter', 'dragover', 'drop']) {
      zone.dispatchEvent(
        new DragEvent(type, {
          bubbles: true,
          cancelable: true,
          dataTransfer,
          clientX: left + 10,
          clientY: top + 10,
        }),
      );
    }
  } finally {
    if (original) Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', original);
  }
}

function zoneOf(canvas: Canvas): HTMLElement {
  const zone = canvas.getByText(/^Drop /).parentElement;
  if (!zone) throw new Error('no drop zone');
  return zone;
}

/** The stories keep the chosen files in state, as a form would. */
function Stateful(props: UploadDropZoneProps) {
  const [files, onChange] = useReportedState(props.files, props.onChange);
  return <UploadDropZone {...props} files={files} onChange={onChange} />;
}

const meta = preview.meta({
  title: 'Upload/UploadDropZone',
  component: UploadDropZone,
  args: {
    label: 'Document file',
    kind: 'pdf',
    files: [],
    onChange: fn(),
  } satisfies Partial<UploadDropZoneProps>,
  argTypes: { kind: selectControl(uploadKinds) },
  render: (args) => <Stateful {...args} />,
});

/** One PDF (rental document upload): choose it, see it listed, remove it. */
export const Default = meta.story({
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pdf('Lease - 1203-4567 Kingsway.pdf'));
    await expect(canvas.getByText('Lease - 1203-4567 Kingsway.pdf')).toBeVisible();
    await expect(canvas.getByText('47.1 KB')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);

    // A single-file zone replaces its file rather than adding a second one.
    await userEvent.upload(fileInput(canvasElement), pdf('Form K - Notice of Tenant.pdf'));
    await expect(canvas.queryByText('Lease - 1203-4567 Kingsway.pdf')).toBeNull();
    await expect(canvas.getByText('Form K - Notice of Tenant.pdf')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Form K - Notice of Tenant.pdf' }));
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
});

/** A rejected upload: a Word file chosen for a PDF-only zone is refused with a clear message. */
export const RejectedWrongType = meta.story({
  play: async ({ args, canvas, canvasElement }) => {
    // The picker's "All files" option lets any file through, so the zone checks the type itself.
    const user = userEvent.setup({ applyAccept: false });
    const word = new File(['lease'], 'lease.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    await user.upload(fileInput(canvasElement), word);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '“lease.docx” is not a PDF file. Only PDF files can be uploaded.',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('list')).toBeNull();

    // A valid choice clears the message.
    await user.upload(fileInput(canvasElement), pdf('Strata Form B.pdf'));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('Strata Form B.pdf')).toBeVisible();
  },
});

/** A rejected upload: two PDFs dropped on a one-file zone. */
export const RejectedTooManyFiles = meta.story({
  play: async ({ args, canvas }) => {
    dropFiles(zoneOf(canvas), [pdf('Lease.pdf'), pdf('Addendum.pdf')]);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Please choose only one file!'));
    await expect(args.onChange).not.toHaveBeenCalled();

    dropFiles(zoneOf(canvas), [pdf('Lease.pdf')]);
    await waitFor(() => expect(canvas.getByText('Lease.pdf')).toBeVisible());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

/** The form shows the spec's message on submit without a file. */
export const Required = meta.story({
  args: { errorMessage: fileRequiredMessage },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select a file!');
  },
});

/** Strata document upload: several PDFs are added to the list. */
export const SeveralPdfs = meta.story({
  args: { kind: 'pdfs', label: 'Strata documents' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), [pdf('AGM Minutes 2022.pdf'), pdf('Budget 2023.pdf')]);
    await userEvent.upload(fileInput(canvasElement), pdf('Depreciation Report.pdf'));
    const list = canvas.getByRole('list', { name: 'Chosen files for Strata documents' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible();
  },
});

/** Document edit: one replacement PDF; more gives the spec's re-upload message. */
export const ReplacementPdf = meta.story({
  args: { kind: 'replacementPdf', label: 'Replacement file' },
  play: async ({ canvas }) => {
    dropFiles(zoneOf(canvas), [pdf('Bylaws v2.pdf'), pdf('Bylaws v3.pdf')]);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Too many files selected, please only choose one file to re-upload',
      ),
    );
  },
});

/** Owner import: one CSV; more gives the spec's message. */
export const OneCsv = meta.story({
  args: { kind: 'csv', label: 'Owners file' },
  play: async ({ canvas }) => {
    const csv = (name: string) => new File(['nameOnTitle,email\n'], name, { type: 'text/csv' });
    dropFiles(zoneOf(canvas), [csv('owners-a.csv'), csv('owners-b.csv')]);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Only one file can be uploaded at a time'),
    );
    // Windows sends CSV files as application/vnd.ms-excel: the .csv ending is enough.
    dropFiles(zoneOf(canvas), [new File(['a,b\n'], 'owners.csv', { type: 'application/vnd.ms-excel' })]);
    await waitFor(() => expect(canvas.getByText('owners.csv')).toBeVisible());
  },
});

export const Images = meta.story({
  args: { kind: 'images', label: 'Listing images' },
  play: async ({ canvas, canvasElement }) => {
    const user = userEvent.setup({ applyAccept: false });
    // The formats and the limit are stated before anything is chosen; the picker does not offer GIF.
    await expect(
      canvas.getByText(
        'Drop image files here or choose them (JPEG, PNG or WebP, at most 10 MB each). Several files can be added.',
      ),
    ).toBeVisible();
    await expect(fileInput(canvasElement).accept).not.toMatch(/gif/i);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'panorama.jpg', { type: 'image/jpeg' });
    await user.upload(fileInput(canvasElement), [
      new File(['x'], 'living-room.jpg', { type: 'image/jpeg' }),
      new File(['x'], 'floor-plan.pdf', { type: 'application/pdf' }),
      new File(['x'], 'animation.gif', { type: 'image/gif' }),
      big,
    ]);
    await expect(canvas.getByText('living-room.jpg')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '“floor-plan.pdf”, “animation.gif” are not image files. Only JPEG, PNG or WebP images can be uploaded. “panorama.jpg” is larger than 10 MB. Images can be at most 10 MB.',
    );
    await expect(canvas.queryByText('panorama.jpg')).toBeNull();
  },
});

export const Uploading = meta.story({
  args: { files: [pdf('Insurance Certificate 2023.pdf', 1_850_000)], progress: 45 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading Document file' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByText('45%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeDisabled();
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose file' })).toBeDisabled();
  },
});

export const LongFileName = meta.story({
  args: {
    kind: 'pdfs',
    files: [
      pdf(
        'Strata Plan EPS1234 - Annual General Meeting Minutes and Approved Operating Budget for Fiscal Year 2022-2023 (Final, Signed by Council).pdf',
      ),
      pdf('Form B.pdf', 312),
    ],
  },
});
