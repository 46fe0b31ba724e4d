import bylawsUrl from '@portal/ui/fixtures/strata-bylaws-2-pages.pdf?url';
import { expect, userEvent, within } from 'storybook/test';
import { preview } from '../shared/fixtures/preview.ts';
import { DocumentViewerView, type DocumentViewerViewProps } from './DocumentViewerView.tsx';

const meta = preview.meta({
  title: 'Screens/shared/DocumentViewer',
  component: DocumentViewerView,
  args: {
    title: 'Consolidated Bylaws',
    description: 'Bylaws · 2025-03-14',
    fileName: 'BCS1234-Consolidated-Bylaws.pdf',
    source: { url: bylawsUrl },
    backLink: { label: 'Back To Building', href: '/strataAdmin/property/1' },
  } satisfies Partial<DocumentViewerViewProps>,
});

const loadTimeout = { timeout: 10_000 };

/** A building's bylaws, two pages: Next and Previous move through them, the status reads "Page x of y". */
export const PropertyDocument = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Consolidated Bylaws' })).toBeVisible();
    await canvas.findByText('Page 1 of 2', {}, loadTimeout);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await canvas.findByText('Page 2 of 2', {}, loadTimeout);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await canvas.findByText('Page 1 of 2', {}, loadTimeout);
    await expect(canvas.getByRole('link', { name: 'Back To Building' })).toHaveAttribute(
      'href',
      '/strataAdmin/property/1',
    );
  },
});

/** A unit document whose file is still being fetched. */
export const Loading = meta.story({
  args: {
    title: 'Move-in Inspection',
    description: 'General · 2024-08-01',
    source: null,
    backLink: { label: 'Back To Unit', href: '/strataUnitOwner/strataUnit/1' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading document…', {}, loadTimeout)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
});

/** The file could not be fetched: the reason instead of the page. */
export const FileMissing = meta.story({
  args: { source: null, errorMessage: 'The document could not be loaded.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, loadTimeout)).toHaveTextContent(
      'The document could not be loaded.',
    );
  },
});
