import { type LinkItem, PageHeader, type PdfSource, Stack } from '@portal/ui';
import { lazy, Suspense } from 'react';

// pdf.js is large: it is fetched when a document is opened, never with the area's chunk.
const PdfViewer = lazy(() => import('./pdfViewer.ts').then((module) => ({ default: module.PdfViewer })));

export interface DocumentViewerViewProps {
  /** The document's title (the page's heading and the viewer's name). */
  title: string;
  /** e.g. "Bylaws · 2025-03-14". */
  description?: string | undefined;
  /** Suggested name of the downloaded file. */
  fileName?: string | undefined;
  /** The PDF's bytes once fetched; null while loading. */
  source: PdfSource | null;
  /** Shown instead of the document when its file could not be fetched. */
  errorMessage?: string | undefined;
  /** Where the document is listed (the building or unit page, or the dashboard). */
  backLink: LinkItem;
}

/**
 * The strata PDF viewer page (strata spec 2): /strataAdmin, /propertyAdmin and /strataUnitOwner
 * /document/view/{id}. Previous and Next, the text "Page x of y", and Download.
 */
export function DocumentViewerView({
  title,
  description,
  fileName,
  source,
  errorMessage,
  backLink,
}: DocumentViewerViewProps) {
  return (
    <Stack gap="lg">
      <PageHeader title={title} description={description} backLink={backLink} />
      <Suspense fallback={<p>Loading the viewer…</p>}>
        <PdfViewer
          source={source}
          title={title}
          {...(fileName ? { fileName } : {})}
          {...(errorMessage ? { errorMessage } : {})}
        />
      </Suspense>
    </Stack>
  );
}
