import {
  GlobalWorkerOptions,
  getDocument,
  type PDFDocumentProxy,
  RenderingCancelledException,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { Link, ProgressBar } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { fileHref, type Href } from '../Link/Link.tsx';
import { visuallyHidden } from '../theme/theme.css.ts';
import * as styles from './PdfViewer.css.ts';

/** Where the PDF comes from: a URL the browser may fetch, or bytes the portal fetched with its token. */
export type PdfSource = { url: string } | { data: ArrayBuffer };

export interface PdfViewerProps {
  /** The PDF; null while the caller is still fetching it (shows the loading state). */
  source: PdfSource | null;
  /** The document's title: names the viewer and the page image. */
  title: string;
  /** Suggested name of the downloaded file; defaults to the title with .pdf. */
  fileName?: string;
  /** Shown instead of the document when the caller could not fetch it. */
  errorMessage?: string;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; pdf: PDFDocumentProxy };

const defaultErrorMessage = 'The document could not be loaded.';

/** The widest the page is drawn, in CSS px (a letter page at about 1.2×). */
const maxPageWidth = 760;

/**
 * Shows one page of a PDF at a time with Previous, Next, "Page x of y" and Download.
 * The page's text is also given to screen readers, since the page itself is a drawing.
 */
export function PdfViewer({ source, title, fileName, errorMessage }: PdfViewerProps) {
  const [load, setLoad] = useState<LoadState>({ status: 'loading' });
  const [pageNumber, setPageNumber] = useState(1);
  const [pageText, setPageText] = useState('');
  const [downloadHref, setDownloadHref] = useState<Href | undefined>();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [frameWidth, setFrameWidth] = useState(0);

  const url = source && 'url' in source ? source.url : undefined;
  const data = source && 'data' in source ? source.data : undefined;

  useEffect(() => {
    setPageNumber(1);
    setLoad({ status: 'loading' });
    // pdf.js hands the bytes to its worker, which detaches the buffer: give it a copy.
    const init =
      url !== undefined ? { url } : data !== undefined ? { data: new Uint8Array(data.slice(0)) } : undefined;
    if (!init) return;
    // pdf.js parses in a worker; Vite serves the worker file and hands us its URL. Set where it is used, not at the
    // module's top: the app's build treats its own modules as free of side effects and drops such a statement.
    GlobalWorkerOptions.workerSrc = workerUrl;
    const task = getDocument(init);
    let live = true;
    task.promise.then(
      (pdf) => {
        if (live) setLoad({ status: 'ready', pdf });
      },
      () => {
        if (live) setLoad({ status: 'error', message: defaultErrorMessage });
      },
    );
    return () => {
      live = false;
      void task.destroy();
    };
  }, [url, data]);

  useEffect(() => {
    if (url !== undefined) {
      setDownloadHref(fileHref(url));
      return;
    }
    if (data === undefined) {
      setDownloadHref(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(new Blob([data], { type: 'application/pdf' }));
    setDownloadHref(fileHref(objectUrl));
    return () => URL.revokeObjectURL(objectUrl);
  }, [url, data]);

  // Draw the page as wide as the frame allows, redrawn when the frame changes width.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setFrameWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  const pdf = load.status === 'ready' ? load.pdf : undefined;
  const pageCount = pdf?.numPages ?? 0;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!pdf || !canvas || frameWidth === 0) return;
    setPageText('');
    let live = true;
    let cancel: (() => void) | undefined;
    void (async () => {
      try {
        const page = await pdf.getPage(pageNumber);
        if (!live) return;
        const natural = page.getViewport({ scale: 1 });
        const scale = Math.min(frameWidth, maxPageWidth) / natural.width;
        const viewport = page.getViewport({ scale });
        const ratio = window.devicePixelRatio || 1;
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        // The height follows the width (the drawing's own proportions), so while a narrower frame waits for its
        // redraw the page is shrunk to fit (the canvas's max-width) instead of overflowing the frame.
        canvas.style.width = `${Math.floor(viewport.width)}px`;
        canvas.style.height = 'auto';
        const task = page.render({
          canvas,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        cancel = () => task.cancel();
        const [, content] = await Promise.all([task.promise, page.getTextContent()]);
        if (!live) return;
        setPageText(
          content.items
            .map((item) => ('str' in item ? item.str : ''))
            .filter((text) => text.trim() !== '')
            .join(' '),
        );
      } catch (error) {
        // A newer page or size replaced this drawing.
        if (error instanceof RenderingCancelledException) return;
        if (live) setLoad({ status: 'error', message: defaultErrorMessage });
      }
    })();
    return () => {
      live = false;
      cancel?.();
    };
  }, [pdf, pageNumber, frameWidth]);

  const failure = errorMessage ?? (load.status === 'error' ? load.message : undefined);
  const isReady = failure === undefined && pdf !== undefined;
  const status = isReady ? `Page ${pageNumber} of ${pageCount}` : '';

  return (
    <section className={styles.root} aria-label={title}>
      <div className={styles.toolbar}>
        <div className={styles.paging}>
          <Button
            variant="secondary"
            size="small"
            isDisabled={!isReady || pageNumber <= 1}
            onPress={() => setPageNumber((current) => Math.max(1, current - 1))}
          >
            Previous
          </Button>
          <span className={styles.pageStatus} aria-live="polite">
            {status}
          </span>
          <Button
            variant="secondary"
            size="small"
            isDisabled={!isReady || pageNumber >= pageCount}
            onPress={() => setPageNumber((current) => Math.min(pageCount, current + 1))}
          >
            Next
          </Button>
        </div>
        {downloadHref !== undefined && failure === undefined ? (
          <Link href={downloadHref} download={fileName ?? `${title}.pdf`} className={styles.download}>
            Download
          </Link>
        ) : null}
      </div>
      <div ref={frameRef} className={styles.frame}>
        {failure !== undefined ? (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        ) : null}
        {failure === undefined && !isReady ? (
          <ProgressBar isIndeterminate aria-label={`Loading ${title}`} className={styles.loading}>
            <span className={styles.spinner} aria-hidden="true" />
            <span>Loading document…</span>
          </ProgressBar>
        ) : null}
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={`${title}, ${status}`}
          className={styles.canvas}
          hidden={!isReady}
        />
        {isReady ? <div className={visuallyHidden}>{pageText}</div> : null}
      </div>
    </section>
  );
}
