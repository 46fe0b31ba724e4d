import { expect, userEvent, waitFor } from 'storybook/test';
import { preview } from '../stories/preview.ts';
// A two-page PDF made with pdf-lib (Helvetica text, 2.6 KB).
import bylawsUrl from './fixtures/strata-bylaws-2-pages.pdf?url';
import { PdfViewer } from './PdfViewer.tsx';

const meta = preview.meta({
  title: 'Data/PdfViewer',
  component: PdfViewer,
  args: {
    title: 'Strata Plan EPS1234 - Bylaws',
    source: { url: bylawsUrl },
  },
});

const loadTimeout = { timeout: 10_000 };

/** True once pdf.js has drawn text: some pixel of the page is dark. */
function hasInk(element: HTMLElement): boolean {
  if (!(element instanceof HTMLCanvasElement)) return false;
  const context = element.getContext('2d');
  if (!context || element.width === 0) return false;
  const { data } = context.getImageData(0, 0, element.width, element.height);
  for (let index = 0; index < data.length; index += 4) {
    if ((data[index] ?? 255) < 100 && (data[index + 3] ?? 0) > 200) return true;
  }
  return false;
}

/** Previous and Next move through the pages; the status reads "Page x of y". */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await canvas.findByText('Page 1 of 2', {}, loadTimeout);
    const page = canvas.getByRole('img', { name: 'Strata Plan EPS1234 - Bylaws, Page 1 of 2' });
    await waitFor(() => expect(page.getBoundingClientRect().width).toBeGreaterThan(100), loadTimeout);
    await waitFor(() => expect(hasInk(page)).toBe(true), loadTimeout);
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await waitFor(
      () => expect(canvas.getByText(/Division 1 - Duties of Owners/)).toBeInTheDocument(),
      loadTimeout,
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    // The text of page 2 (read from the PDF itself) replaces page 1's.
    await waitFor(
      () => expect(canvas.getByText(/Division 2 - Powers and Duties/)).toBeInTheDocument(),
      loadTimeout,
    );
    await expect(canvas.queryByText(/Division 1/)).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(canvas.getByText('Page 1 of 2')).toBeVisible();

    const download = canvas.getByRole('link', { name: 'Download' });
    await expect(download).toHaveAttribute('href', bylawsUrl);
    await expect(download).toHaveAttribute('download', 'Strata Plan EPS1234 - Bylaws.pdf');
  },
});

/** The portal fetches documents with its token and passes the bytes. */
export const FromBytes = meta.story({
  args: { source: null, fileName: 'EPS1234-bylaws.pdf' },
  loaders: [async () => ({ bytes: await (await fetch(bylawsUrl)).arrayBuffer() })],
  render: (args, { loaded }) => <PdfViewer {...args} source={{ data: loaded.bytes as ArrayBuffer }} />,
  play: async ({ canvas }) => {
    await canvas.findByText('Page 1 of 2', {}, loadTimeout);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    const download = canvas.getByRole('link', { name: 'Download' });
    await expect(download.getAttribute('href')).toMatch(/^blob:/);
    await expect(download).toHaveAttribute('download', 'EPS1234-bylaws.pdf');
  },
});

/** While the caller is still fetching the file. */
export const Loading = meta.story({
  args: { source: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Loading Strata Plan EPS1234 - Bylaws' }),
    ).toBeVisible();
    // The page waits undrawn and takes no room: a blank 300 x 150 box beside the progress pushed it out of a phone's
    // frame and made the frame a scrollable region with nothing to focus.
    const page = canvasElement.querySelector('canvas');
    await expect(page && getComputedStyle(page).display).toBe('none');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.queryByRole('link', { name: 'Download' })).toBeNull();
  },
});

/** Bytes that are not a PDF. */
export const NotAPdf = meta.story({
  args: { source: { data: new TextEncoder().encode('<html>Session expired</html>').buffer } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, loadTimeout)).toHaveTextContent(
      'The document could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
});

/** The caller's fetch failed; it passes its message. */
export const FetchFailed = meta.story({
  args: { source: null, errorMessage: 'Could not load Documents.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load Documents.');
  },
});

export const LongTitle = meta.story({
  args: {
    title:
      'Strata Plan EPS1234 - Annual General Meeting Minutes, Approved Operating Budget and Contingency Reserve Fund Report 2022',
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Page 1 of 2', {}, loadTimeout);
  },
});
